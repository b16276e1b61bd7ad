/** Emits the Zod schemas of each entity: select, insert, update and filter. */
import type { EntityNode, FieldNode, LabelNode, SchemaIR } from '#contract/schema-ir.ts'
import { type EmittedFile, generatedHeader } from './emitted-file.ts'
import { toTsLiteral, tsString } from './ts-literal.ts'
import { inputDescription, isWithheld, outputDescription } from './withheld-fields.ts'

/**
 * A schema message as the Zod schema itself carries it: in the API's language (English) when the
 * site has it. Whoever shows it to a person asks for the reader's language instead
 * (runtime/validation/issue-messages.ts).
 */
function apiText(message: LabelNode): string {
  return message.en ?? Object.values(message)[0] ?? ''
}

/** The Zod expression for a field's value, before optionality. */
function valueSchema(field: FieldNode, direction: 'input' | 'output'): string {
  switch (field.kind) {
    case 'uuid':
    case 'reference':
      return 'z.uuid()'
    case 'file':
      return 'z.string()'
    case 'text': {
      let schema = 'z.string()'
      if (direction === 'input' && field.maxLength !== undefined) schema += `.max(${field.maxLength})`
      if (direction === 'input' && field.pattern) {
        schema += `.regex(new RegExp(${tsString(field.pattern.source)}${field.pattern.flags ? `, ${tsString(field.pattern.flags)}` : ''}), ${tsString(apiText(field.pattern.message))})`
      }
      return schema
    }
    case 'localized':
    case 'richText':
      return 'localizedSchema'
    case 'integer': {
      const min = field.min !== undefined ? String(field.min) : 'int32.min'
      const max = field.max !== undefined ? String(field.max) : 'int32.max'
      return direction === 'input' ? `z.number().int().min(${min}).max(${max})` : 'z.number().int()'
    }
    case 'numeric':
      return direction === 'input' ? 'numericSchema' : 'z.string()'
    case 'boolean':
      return 'z.boolean()'
    case 'date':
      return 'dateSchema'
    case 'datetime':
      return 'datetimeSchema'
    case 'enum':
      return `z.enum(${toTsLiteral(field.values ?? [])})`
  }
}

function describe(schema: string, field: FieldNode, description = field.description): string {
  return description ? `${schema}.describe(${tsString(description)})` : schema
}

// Private content may be left out of an answer (withheld-fields.ts).
function selectField(entity: EntityNode, field: FieldNode): string {
  let schema = valueSchema(field, 'output')
  if (!field.notNull) schema += '.nullable()'
  if (isWithheld(entity, field)) schema += '.optional()'
  return describe(schema, field, outputDescription(entity, field))
}

function insertField(field: FieldNode): string {
  let schema = valueSchema(field, 'input')
  if (!field.notNull || field.default?.kind === 'generator') schema += '.nullable()'
  if (!field.requiredOnCreate) schema += '.optional()'
  return describe(schema, field, inputDescription(field))
}

function updateField(field: FieldNode): string {
  let schema = valueSchema(field, 'input')
  if (!field.notNull || field.default?.kind === 'generator') schema += '.nullable()'
  return describe(`${schema}.optional()`, field, inputDescription(field))
}

/**
 * Fields the generic API accepts on create (id may be chosen by the client). Secret fields are
 * not among them: a password or a code is only ever written, hashed, by the flow that owns it.
 */
export function writableFields(entity: EntityNode): FieldNode[] {
  return entity.fields.filter((field) => !field.readOnly && !field.secret)
}

function objectLiteral(fields: readonly FieldNode[], print: (field: FieldNode) => string): string {
  return `{\n${fields.map((field) => `  ${field.name}: ${print(field)},`).join('\n')}\n}`
}

function emitEntityValidators(entity: EntityNode, ir: SchemaIR): EmittedFile {
  const name = entity.identifier
  const visible = entity.fields.filter((field) => !field.secret)
  const writable = writableFields(entity)
  const updatable = writable.filter((field) => field.name !== 'id')
  const generators = Object.fromEntries(
    entity.fields.flatMap((field) => (field.default?.kind === 'generator' ? [[field.name, field.default.name]] : [])),
  )
  const hasGenerators = Object.keys(generators).length > 0
  const rules = entity.rules ?? []
  // A create is checked whole (its generated defaults filled), a change against the rules whose fields it names.
  const withDefaults = (mode: 'create' | 'update') =>
    (hasGenerators
      ? `.transform((record) => applyGeneratedDefaults(record, ${name}GeneratedFields, ${tsString(mode)}, ${tsString(ir.defaultLanguage)}))`
      : '') + (rules.length > 0 ? `.superRefine(checkRules(${name}Rules, ${tsString(mode === 'create' ? 'whole' : 'change')}))` : '')
  const body = [
    `/** A ${entity.module}/${entity.name} record as the API returns it; secret fields are never part of it. */`,
    `export const ${name}SelectSchema = z.object(${objectLiteral(visible, (field) => selectField(entity, field))})`,
    '',
    ...(hasGenerators
      ? [
          `/** Fields filled by a named generator when empty. */`,
          `export const ${name}GeneratedFields: GeneratedFields = ${toTsLiteral(generators)}`,
          '',
        ]
      : []),
    ...(rules.length > 0
      ? [
          `/** The schema's validation rules, a field's own and across fields (runtime/validation/record-rules.ts). */`,
          `export const ${name}Rules: readonly ValidationRuleNode[] = ${toTsLiteral(rules)}`,
          '',
        ]
      : []),
    `/** What create accepts. */`,
    `export const ${name}InsertSchema = z.strictObject(${objectLiteral(writable, insertField)})${withDefaults('create')}`,
    '',
    `/** What update accepts: any subset of the writable fields. */`,
    `export const ${name}UpdateSchema = z.strictObject(${objectLiteral(updatable, updateField)})${withDefaults('update')}`,
    '',
    `/** Fields a find may filter and order by (never secret ones). */`,
    `export const ${name}FilterableFields = ${toTsLiteral(visible.map((field) => field.name))} as const`,
    '',
    `/** One filter of a find over ${entity.module}/${entity.name}. */`,
    `export const ${name}FilterSchema = filterSchema(${name}FilterableFields)`,
    '',
    `/** A ${entity.module}/${entity.name} record as the API returns it. */`,
    `export type ${entity.typeName} = z.output<typeof ${name}SelectSchema>`,
    `/** The body of a ${entity.module}/${entity.name} create. */`,
    `export type New${entity.typeName} = z.input<typeof ${name}InsertSchema>`,
    `/** The body of a ${entity.module}/${entity.name} update. */`,
    `export type ${entity.typeName}Update = z.input<typeof ${name}UpdateSchema>`,
    '',
  ].join('\n')
  const helpers = ['dateSchema', 'datetimeSchema', 'int32', 'localizedSchema', 'numericSchema'].filter((helper) =>
    new RegExp(`\\b${helper}\\b`).test(body),
  )
  const header = [
    generatedHeader(entity.file),
    `import { z } from 'zod'`,
    ...(helpers.length ? [`import { ${helpers.join(', ')} } from '#runtime/validation/field-schemas.ts'`] : []),
    `import { filterSchema } from '#runtime/validation/filter-methods.ts'`,
    ...(hasGenerators ? [`import { applyGeneratedDefaults, type GeneratedFields } from '#runtime/validation/generated-defaults.ts'`] : []),
    ...(rules.length > 0 ? [`import { checkRules, type ValidationRuleNode } from '#runtime/validation/record-rules.ts'`] : []),
    '',
  ]
  return { path: `validators/${entity.module}/${entity.name}.gen.ts`, contents: [...header, body].join('\n') }
}

/** All validator files. */
export function emitValidators(ir: SchemaIR): EmittedFile[] {
  return ir.entities.map((entity) => emitEntityValidators(entity, ir))
}
