/**
 * The component schemas of one entity, converted from the same Zod schemas
 * that validate its requests: output side for rows, input side for bodies.
 */
import { z } from 'zod'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import type { EntitySchemas } from '#runtime/operations/entity-definition.ts'
import type { JsonSchema } from './openapi-types.ts'

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
export function entitySchemaNames(entity: EntityMetadata): EntitySchemaNames {
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

const formatsWithPattern = new Set(['uuid', 'date-time', 'date'])

// Zod spells these formats out as long regular expressions as well; the format says the same, and
// repeating the regex on every id and timestamp would triple the document's size.
function dropFormatPatterns(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropFormatPatterns)
  if (typeof value !== 'object' || value === null) return value
  const entries = Object.entries(value).map(([key, item]) => [key, dropFormatPatterns(item)] as const)
  const object = Object.fromEntries(entries) as Record<string, unknown>
  if (typeof object.format === 'string' && formatsWithPattern.has(object.format)) delete object.pattern
  return object
}

/** The JSON Schema of one side of a Zod schema; `label` names it in errors. */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output', label: string): Record<string, unknown> {
  // A transform (generated defaults, numeric → string) has no JSON Schema; its input side does.
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' })
  if ('$defs' in json) throw new Error(`${label}: nested $defs are not supported in components`)
  return dropFormatPatterns(json) as Record<string, unknown>
}

function objectProperties(json: Record<string, unknown>): Record<string, unknown> {
  return (json.properties ?? {}) as Record<string, unknown>
}

/** Every component schema of `entity`, keyed by its name. */
export function entityComponentSchemas(entity: EntityMetadata, validators: EntitySchemas): Record<string, JsonSchema> {
  const names = entitySchemaNames(entity)
  const label = `${entity.module}/${entity.name}`
  const row = toJsonSchema(validators.select, 'output', label)
  const create = toJsonSchema(validators.insert, 'input', label)
  const update = toJsonSchema(validators.update, 'input', label)
  const filter = toJsonSchema(validators.filter, 'input', label)
  const idSchema = objectProperties(row).id ?? { type: 'string', format: 'uuid' }
  const columnSchema = objectProperties(filter).column ?? { type: 'string' }
  return {
    [names.row]: { ...row, ...(entity.description ? { description: entity.description } : {}) },
    [names.create]: create,
    [names.update]: update,
    [names.bulkUpdateItem]: {
      ...update,
      properties: { id: idSchema, ...objectProperties(update) },
      required: ['id', ...((update.required as string[] | undefined) ?? [])],
    },
    [names.filter]: filter,
    [names.filterGroup]: filterGroupSchema(names),
    [names.order]: {
      type: 'object',
      required: ['column', 'method'],
      additionalProperties: false,
      properties: { column: columnSchema, method: { type: 'string', enum: ['asc', 'desc'] } },
    },
  }
}

/** `{ and?: [...], or?: [...] }` whose members are filters or groups again (runtime/operations/filters.ts). */
function filterGroupSchema(names: EntitySchemaNames): JsonSchema {
  const members = { type: 'array', items: { anyOf: [schemaRef(names.filter), schemaRef(names.filterGroup)] } }
  return {
    type: 'object',
    additionalProperties: false,
    description: 'Every condition of `and` holds and at least one of `or` does; a member may be a group again (at most 3 levels, 50 conditions).',
    properties: { and: members, or: members },
  }
}
