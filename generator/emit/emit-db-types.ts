/** Emits the Kysely table interface of each entity and the `Database` interface. */
import type { EntityNode, FieldNode, SchemaIR } from '#contract/schema-ir.ts'
import { type EmittedFile, generatedHeader } from './emitted-file.ts'
import { tsString } from './ts-literal.ts'

interface ColumnTypes {
  readonly select: string
  readonly insert: string
  readonly update: string
}

function baseTypes(field: FieldNode): ColumnTypes {
  switch (field.kind) {
    case 'uuid':
    case 'text':
    case 'file':
    case 'reference':
    case 'date':
      return { select: 'string', insert: 'string', update: 'string' }
    case 'enum': {
      const union = (field.values ?? []).map(tsString).join(' | ')
      return { select: union, insert: union, update: union }
    }
    case 'localized':
    case 'richText':
      return { select: 'Localized', insert: 'Localized | string', update: 'Localized | string' }
    case 'integer':
      return { select: 'number', insert: 'number', update: 'number' }
    case 'numeric':
      return { select: 'string', insert: 'string | number', update: 'string | number' }
    case 'boolean':
      return { select: 'boolean', insert: 'boolean', update: 'boolean' }
    case 'datetime':
      // Read back as ISO 8601 text (runtime/db/type-parsers.ts); written as a Date or such text.
      return { select: 'string', insert: 'Date | string', update: 'Date | string' }
  }
}

/** The Kysely column type of a field: plain, `Generated<T>` or `ColumnType<S, I, U>`. */
export function columnType(field: FieldNode): string {
  const base = baseTypes(field)
  const nullable = !field.notNull
  const select = nullable ? `${base.select} | null` : base.select
  const update = nullable ? `${base.update} | null` : base.update
  const optionalOnInsert = nullable || field.default !== undefined
  const insert = `${base.insert}${nullable ? ' | null' : ''}`
  const uniform = base.select === base.insert && base.insert === base.update
  if (uniform && !optionalOnInsert) return select
  if (uniform && field.default !== undefined && !nullable) return `Generated<${select}>`
  if (uniform && nullable && field.default === undefined) return select
  return `ColumnType<${select}, ${insert}${optionalOnInsert ? ' | undefined' : ''}, ${update}>`
}

function emitTable(entity: EntityNode): EmittedFile {
  const columns = entity.fields.map((field) => ({ field, type: columnType(field) }))
  const kyselyImports = ['Insertable', 'Selectable', 'Updateable']
  if (columns.some(({ type }) => type.startsWith('ColumnType<'))) kyselyImports.unshift('ColumnType')
  if (columns.some(({ type }) => type.startsWith('Generated<'))) kyselyImports.unshift('Generated')
  kyselyImports.sort()
  const usesLocalized = columns.some(({ type }) => type.includes('Localized'))
  const lines = [
    generatedHeader(entity.file),
    `import type { ${kyselyImports.join(', ')} } from 'kysely'`,
    ...(usesLocalized ? [`import type { Localized } from '#runtime/values/localized.ts'`] : []),
    '',
    `/** Table \`${entity.table}\` (${entity.module}/${entity.name}). */`,
    `export interface ${entity.typeName}Table {`,
    ...columns.map(({ field, type }) => `  ${field.column}: ${type}`),
    '}',
    '',
    `/** A row of \`${entity.table}\` as selected. */`,
    `export type ${entity.typeName}Row = Selectable<${entity.typeName}Table>`,
    `/** A row of \`${entity.table}\` to insert. */`,
    `export type New${entity.typeName}Row = Insertable<${entity.typeName}Table>`,
    `/** A change to a row of \`${entity.table}\`. */`,
    `export type ${entity.typeName}RowUpdate = Updateable<${entity.typeName}Table>`,
    '',
  ]
  return { path: `db/${entity.module}/${entity.name}.gen.ts`, contents: lines.join('\n') }
}

function emitDatabase(ir: SchemaIR): EmittedFile {
  const lines = [
    generatedHeader('schema/index.ts'),
    ...ir.entities.map((entity) => `import type { ${entity.typeName}Table } from './${entity.module}/${entity.name}.gen.ts'`),
    '',
    '/** Every table of the product, keyed by SQL name, for `Kysely<Database>`. */',
    'export interface Database {',
    ...ir.entities.map((entity) => `  ${entity.table}: ${entity.typeName}Table`),
    '}',
    '',
  ]
  return { path: 'db/database.gen.ts', contents: lines.join('\n') }
}

/** All database type files. */
export function emitDbTypes(ir: SchemaIR): EmittedFile[] {
  return [...ir.entities.map(emitTable), emitDatabase(ir)]
}
