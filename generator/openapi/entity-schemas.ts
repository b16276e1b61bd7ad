/**
 * The JSON Schemas of one entity, from its fields in the IR: the same facts the Zod validators are
 * emitted from (emit-validators.ts), so the document, the Fastify route schemas and the validators
 * agree (tests/client/openapi.test.ts checks them against each other). Output side for rows, input
 * side for bodies.
 */
import { filterMethods } from '#contract/entity-operations.ts'
import type { JsonSchema } from '#contract/openapi-types.ts'
import type { EntityNode, FieldKindIR, FieldNode, RelationLinkNode } from '#contract/schema-ir.ts'
import { writableFields } from '../emit/emit-validators.ts'
import { inputDescription, isWithheld, outputDescription } from '../emit/withheld-fields.ts'

/** Component names of an entity's schemas, all derived from its `typeName`. */
export interface EntitySchemaNames {
  readonly row: string
  readonly create: string
  readonly update: string
  readonly bulkUpdateItem: string
  readonly filter: string
  /** `and`/`or` lists of filters or nested groups: the `filters` parameter's schema. */
  readonly filterGroup: string
  readonly order: string
}

/** `EcommerceProducts`, `NewEcommerceProducts`, `EcommerceProductsUpdate`… (the generated TS names). */
export function entitySchemaNames(entity: Pick<EntityNode, 'typeName'>): EntitySchemaNames {
  const type = entity.typeName
  return {
    row: type,
    create: `New${type}`,
    update: `${type}Update`,
    bulkUpdateItem: `${type}BulkUpdateItem`,
    filter: `${type}Filter`,
    filterGroup: `${type}FilterGroup`,
    order: `${type}Order`,
  }
}

/** A `$ref` to a component schema. */
export function schemaRef(name: string): JsonSchema {
  return { $ref: `#/components/schemas/${name}` }
}

const INT32 = { min: -2147483648, max: 2147483647 } as const
/** What `numericSchema` accepts (runtime/validation/field-schemas.ts). */
const DECIMAL_PATTERN = '^-?\\d+(\\.\\d+)?$'
const languageMap: JsonSchema = { type: 'object', propertyNames: { type: 'string' }, additionalProperties: { type: 'string' } }

type Direction = 'input' | 'output'

/** The JSON Schema of each field kind's value, before nullability: one entry per kind. */
const valueSchemas: Readonly<Record<FieldKindIR, (field: FieldNode, direction: Direction) => JsonSchema>> = {
  uuid: () => ({ type: 'string', format: 'uuid' }),
  reference: () => ({ type: 'string', format: 'uuid' }),
  file: () => ({ type: 'string' }),
  text: (field, direction) => ({
    type: 'string',
    ...(direction === 'input' && field.maxLength !== undefined ? { maxLength: field.maxLength } : {}),
    ...(direction === 'input' && field.pattern ? { pattern: field.pattern.source } : {}),
  }),
  localized: () => languageMap,
  richText: () => languageMap,
  integer: (field, direction) =>
    direction === 'input' ? { type: 'integer', minimum: field.min ?? INT32.min, maximum: field.max ?? INT32.max } : { type: 'integer' },
  // Given as a number or a decimal string; always answered as a string (never a float on the way).
  numeric: (_field, direction) =>
    direction === 'input' ? { anyOf: [{ type: 'number' }, { type: 'string', pattern: DECIMAL_PATTERN }] } : { type: 'string' },
  boolean: () => ({ type: 'boolean' }),
  date: () => ({ type: 'string', format: 'date' }),
  datetime: () => ({ type: 'string', format: 'date-time' }),
  enum: (field) => ({ type: 'string', enum: [...(field.values ?? [])] }),
}

function nullable(schema: JsonSchema): JsonSchema {
  if (typeof schema.type === 'string') {
    return { ...schema, type: [schema.type, 'null'], ...(Array.isArray(schema.enum) ? { enum: [...schema.enum, null] } : {}) }
  }
  return { anyOf: [schema, { type: 'null' }] }
}

function fieldSchema(field: FieldNode, direction: Direction, isNullable: boolean, description = field.description): JsonSchema {
  const value = valueSchemas[field.kind](field, direction)
  return { ...(isNullable ? nullable(value) : value), ...(description ? { description } : {}) }
}

// Input nullability as the validators have it: a nullable column, or one a generator fills when empty.
function inputNullable(field: FieldNode): boolean {
  return !field.notNull || field.default?.kind === 'generator'
}

function objectSchema(fields: readonly FieldNode[], schema: (field: FieldNode) => JsonSchema, required: readonly string[]): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(fields.map((field) => [field.name, schema(field)])),
    ...(required.length > 0 ? { required: [...required] } : {}),
    additionalProperties: false,
  }
}

/** The fields a record shows: never secret ones. */
export function visibleFieldsOf(entity: EntityNode): FieldNode[] {
  return entity.fields.filter((field) => !field.secret)
}

/** A record's own fields as the API returns them, without the links an `include` may add. */
export function recordSchema(entity: EntityNode): JsonSchema {
  const visible = visibleFieldsOf(entity)
  return objectSchema(
    visible,
    (field) => fieldSchema(field, 'output', !field.notNull, outputDescription(entity, field)),
    visible.filter((field) => !isWithheld(entity, field)).map((field) => field.name),
  )
}

/** The row component name of the entity a link leads to. */
export type RowNameOf = (link: RelationLinkNode) => string

/**
 * A record as the API returns it: every visible field, present (null when empty) unless its
 * field access withholds it, and the links an `include` asked for (a list for hasMany, a record or null
 * for belongsTo), each shaped the same way.
 */
export function rowSchema(entity: EntityNode, rowNameOf: RowNameOf): JsonSchema {
  const row = recordSchema(entity)
  const links = Object.fromEntries(
    entity.links.map((link) => {
      const linked = schemaRef(rowNameOf(link))
      const description = `Included when \`include\` names ${link.name}.`
      return [
        link.name,
        link.kind === 'hasMany' ? { type: 'array', items: linked, description } : { anyOf: [linked, { type: 'null' }], description },
      ]
    }),
  )
  return {
    ...row,
    properties: { ...(row.properties as Record<string, JsonSchema>), ...links },
    ...(entity.description ? { description: entity.description } : {}),
  }
}

/** Every component schema of `entity`, keyed by its name. */
export function entityComponentSchemas(entity: EntityNode, rowNameOf: RowNameOf): Record<string, JsonSchema> {
  const names = entitySchemaNames(entity)
  const writable = writableFields(entity)
  const updatable = writable.filter((field) => field.name !== 'id')
  const updateSchema = (field: FieldNode) => fieldSchema(field, 'input', inputNullable(field), inputDescription(field))
  const columns = visibleFieldsOf(entity).map((field) => field.name)
  return {
    [names.row]: rowSchema(entity, rowNameOf),
    [names.create]: objectSchema(
      writable,
      updateSchema,
      writable.filter((field) => field.requiredOnCreate).map((field) => field.name),
    ),
    [names.update]: objectSchema(updatable, updateSchema, []),
    [names.bulkUpdateItem]: {
      ...objectSchema(updatable, updateSchema, ['id']),
      properties: {
        id: { type: 'string', format: 'uuid' },
        updatedAt: {
          type: 'string',
          format: 'date-time',
          description:
            "The version this change is based on: the record's `updatedAt` as read (its ETag without quotes), as `If-Match` is for one record. A record at another version rolls the whole request back with 409 VERSION_CONFLICT (`current` holds it as it is now). Absent: any version.",
        },
        ...Object.fromEntries(updatable.map((field) => [field.name, updateSchema(field)])),
      },
    },
    [names.filter]: {
      type: 'object',
      properties: {
        column: { type: 'string', enum: columns },
        method: { type: 'string', enum: [...filterMethods] },
        value: {},
      },
      required: ['column', 'method'],
      additionalProperties: false,
    },
    [names.filterGroup]: filterGroupSchema(names),
    [names.order]: {
      type: 'object',
      required: ['column', 'method'],
      additionalProperties: false,
      properties: { column: { type: 'string', enum: columns }, method: { type: 'string', enum: ['asc', 'desc'] } },
    },
  }
}

/** `{ and?: [...], or?: [...] }` whose members are filters or groups again (runtime/operations/filters.ts). */
function filterGroupSchema(names: EntitySchemaNames): JsonSchema {
  const members = { type: 'array', items: { anyOf: [schemaRef(names.filter), schemaRef(names.filterGroup)] } }
  return {
    type: 'object',
    additionalProperties: false,
    description:
      'Every condition of `and` holds and at least one of `or` does; a member may be a group again (at most 3 levels, 50 conditions).',
    properties: { and: members, or: members },
  }
}
