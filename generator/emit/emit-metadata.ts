/** Emits each entity's runtime metadata (its IR node as data) and an index of all. */
import type { EntityNode, SchemaIR } from '#contract/schema-ir.ts'
import { type EmittedFile, generatedHeader } from './emitted-file.ts'
import { toTsLiteral } from './ts-literal.ts'

function emitEntityMetadata(entity: EntityNode): EmittedFile {
  const contents = [
    generatedHeader(entity.file),
    `import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'`,
    '',
    `/** Columns, filterable fields, relations and access of ${entity.module}/${entity.name}. */`,
    `export const ${entity.identifier}Metadata: EntityMetadata = ${toTsLiteral(entity)}`,
    '',
  ].join('\n')
  return { path: `metadata/${entity.module}/${entity.name}.gen.ts`, contents }
}

function emitIndex(ir: SchemaIR): EmittedFile {
  const contents = [
    generatedHeader('schema/index.ts'),
    `import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'`,
    ...ir.entities.map((entity) => `import { ${entity.identifier}Metadata } from './${entity.module}/${entity.name}.gen.ts'`),
    '',
    '/** Languages of the site; the first of them is not special, `defaultLanguage` is. */',
    `export const languages = ${toTsLiteral(ir.languages)} as const`,
    '',
    '/** The language of unprefixed URLs and generated admin titles. */',
    `export const defaultLanguage = ${toTsLiteral(ir.defaultLanguage)}`,
    '',
    '/** Every entity and relation, sorted by module and name. */',
    `export const entities: readonly EntityMetadata[] = [\n${ir.entities.map((entity) => `  ${entity.identifier}Metadata,`).join('\n')}\n]`,
    '',
  ].join('\n')
  return { path: 'metadata/index.gen.ts', contents }
}

/** All metadata files. */
export function emitMetadata(ir: SchemaIR): EmittedFile[] {
  return [...ir.entities.map(emitEntityMetadata), emitIndex(ir)]
}
