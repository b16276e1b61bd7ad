/**
 * The Fastify schemas of an entity's routes, taken from the generated OpenAPI document (the one
 * source the generator writes from the IR and the operations table), compiled by Fastify when the
 * routes are registered:
 *
 * - `params`: the record id is a UUID; a malformed one is the same 400 as ever ("id must be a UUID").
 * - No `querystring`: the read's own check (operations/find-query.ts) refuses a prototype key and
 *   names every unknown parameter, once per query text; a schema would repeat it on every request.
 * - `body` of a JSON request: the `{ "data": … }` envelope and nothing else, the same 400 as ever.
 *   The data itself is validated by the entity's Zod schema inside the operation (its messages name
 *   each field); multipart bodies are read part by part and checked there too.
 * - `response` per success status: serialised by fast-json-stringify. A record's schema lists its
 *   visible fields and the links `include` may add, nothing else, and a first-level link's records
 *   likewise, so a secret field a query ever let through is dropped here too (a third lock after
 *   the select list and serialize-records.ts). No
 *   `required`, `format` or typed language-map values: serialising must never change a value.
 */
import type { FastifySchema, RouteShorthandOptions } from 'fastify'

import { type EntityOperation, entityOperationSpecs } from '#contract/entity-operations.ts'
import type { JsonSchema, OpenApiDocument, Operation, Parameter, Reference, Response } from '#contract/openapi-types.ts'
import { badRequest } from '#runtime/errors/http-error.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import { malformedRecordId } from '#runtime/operations/record-id.ts'
import { notJsonEnvelope } from './read-entity-body.ts'

/** The schema of one route, and how a failed validation is answered. */
export interface EntityRouteSchema {
  readonly schema: FastifySchema
  readonly schemaErrorFormatter: SchemaErrorFormatter
}

type SchemaErrorFormatter = NonNullable<RouteShorthandOptions['schemaErrorFormatter']>

type Resolvable = JsonSchema | Reference

// Equal schemas are one object, so each is compiled once for all the routes that use it
// (route-schema-compilers.ts keys its caches by object).
const interned = new Map<string, JsonSchema>()
function intern(schema: JsonSchema): JsonSchema {
  const key = JSON.stringify(schema)
  let one = interned.get(key)
  if (one === undefined) interned.set(key, (one = schema))
  return one
}

function resolve<T>(document: OpenApiDocument, value: T | Reference): T {
  if (typeof value !== 'object' || value === null || !('$ref' in value)) return value as T
  const found = value.$ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document)
  if (found === undefined) throw new Error(`The generated OpenAPI document has no ${value.$ref}: run npm run generate`)
  return resolve(document, found as T | Reference)
}

// A value schema fast-json-stringify writes exactly as JSON.stringify would: types and nullability
// only. A language map keeps any value it holds; a link holds records already shaped on their own.
function serialisable(document: OpenApiDocument, schema: Resolvable): JsonSchema {
  const resolved = resolve<JsonSchema>(document, schema)
  if (Array.isArray(resolved.anyOf)) return {}
  if (resolved.type === 'object' || (Array.isArray(resolved.type) && resolved.type.includes('object'))) {
    return { type: resolved.type, additionalProperties: true }
  }
  return resolved.type === undefined ? {} : { type: resolved.type }
}

// A record: its fields (all visible, never a secret one; private content among them is not
// required) and its links (the properties holding records). Links of the first level get the linked entity's record schema, so they are
// written field by field and a field outside it is dropped there too; deeper links stay `{}`
// (JSON.stringify of records serialize-records.ts shaped): a schema expanded to every depth would
// compile to code for the links' links of every entity.
function recordSchema(document: OpenApiDocument, row: JsonSchema, linkLevels: number): JsonSchema {
  const properties = row.properties as Record<string, Resolvable>
  return {
    type: 'object',
    properties: Object.fromEntries(
      Object.entries(properties).map(([name, property]) => {
        if (!isLink(document, property)) return [name, serialisable(document, property)]
        return [name, linkLevels === 0 ? {} : linkSchema(document, property, linkLevels - 1)]
      }),
    ),
    additionalProperties: false,
  }
}

// Whether a property holds records: a field's schema never refers to a record schema.
function isLink(document: OpenApiDocument, property: Resolvable): boolean {
  const resolved = resolve<JsonSchema>(document, property)
  const items = resolved.items as Resolvable | undefined
  return (
    (items !== undefined && '$ref' in items) || ((resolved.anyOf as Resolvable[] | undefined)?.some((member) => '$ref' in member) ?? false)
  )
}

// A link as the document describes it: a list of records (`items` a reference) or one record or null
// (`anyOf` a reference and null).
function linkSchema(document: OpenApiDocument, link: Resolvable, linkLevels: number): JsonSchema {
  const resolved = resolve<JsonSchema>(document, link)
  if (resolved.type === 'array')
    return { type: 'array', items: recordSchema(document, resolve<JsonSchema>(document, resolved.items as Resolvable), linkLevels) }
  const record = (resolved.anyOf as Resolvable[] | undefined)?.find((member) => '$ref' in member)
  if (record === undefined) throw new Error(`A link without a record schema in the generated document: ${JSON.stringify(link)}`)
  return { ...recordSchema(document, resolve<JsonSchema>(document, record), linkLevels), type: ['object', 'null'] }
}

function dataSchema(document: OpenApiDocument, data: Resolvable): JsonSchema {
  const resolved = resolve<JsonSchema>(document, data)
  if (resolved.type === 'array') return { type: 'array', items: dataSchema(document, resolved.items as Resolvable) }
  if (resolved.type === 'object' && resolved.properties !== undefined) return recordSchema(document, resolved, 1)
  return serialisable(document, resolved)
}

function responseSchemas(document: OpenApiDocument, operation: Operation): Record<string, JsonSchema> {
  const schemas: Record<string, JsonSchema> = {}
  for (const [status, response] of Object.entries(operation.responses)) {
    if (!status.startsWith('2')) continue
    const envelope = (response as Response).content?.['application/json']?.schema
    const data = (envelope?.properties as { data?: Resolvable } | undefined)?.data
    if (data === undefined) throw new Error(`${operation.operationId}: a ${status} without { data } in the generated document`)
    schemas[status] = intern({ type: 'object', properties: { data: dataSchema(document, data) }, additionalProperties: false })
  }
  return schemas
}

function parametersOf(document: OpenApiDocument, operation: Operation, where: Parameter['in']): Parameter[] {
  return (operation.parameters ?? [])
    .map((parameter) => resolve<Parameter>(document, parameter))
    .filter((parameter) => parameter.in === where)
}

const validationFailures: Readonly<Record<string, () => Error>> = {
  // The one path parameter is the id: the message parseRecordId gives.
  params: () => malformedRecordId(),
  body: () => notJsonEnvelope(),
}

/**
 * The schema of each operation of the entity served at `metadata.route`, from `document`; none for
 * an entity the document does not describe (a test's fixture entity), whose routes then check
 * everything in their handlers as before.
 */
export function entityRouteSchemas(
  document: OpenApiDocument,
  metadata: EntityMetadata,
): Partial<Record<EntityOperation, EntityRouteSchema>> {
  // Worked out once per document and entity: every app a process creates registers the same routes.
  let byEntity = derived.get(document)
  if (byEntity === undefined) derived.set(document, (byEntity = new WeakMap()))
  let schemas = byEntity.get(metadata)
  if (schemas === undefined) byEntity.set(metadata, (schemas = deriveRouteSchemas(document, metadata)))
  return schemas
}

const derived = new WeakMap<OpenApiDocument, WeakMap<EntityMetadata, Partial<Record<EntityOperation, EntityRouteSchema>>>>()

function deriveRouteSchemas(document: OpenApiDocument, metadata: EntityMetadata): Partial<Record<EntityOperation, EntityRouteSchema>> {
  const schemas: Partial<Record<EntityOperation, EntityRouteSchema>> = {}
  for (const [name, spec] of Object.entries(entityOperationSpecs) as [EntityOperation, (typeof entityOperationSpecs)[EntityOperation]][]) {
    const path = `${metadata.route}${spec.suffix.replace(/:(\w+)/g, '{$1}')}`
    const operation = document.paths[path]?.[spec.method.toLowerCase() as 'get']
    // An operation only the server performs has no route to describe; the others keep theirs.
    if (operation === undefined && metadata.access[name] === 'server') continue
    if (operation === undefined) return {}
    const pathParameters = parametersOf(document, operation, 'path')
    const body = operation.requestBody?.content['application/json']
    const schema: FastifySchema = {
      ...(pathParameters.length > 0
        ? {
            params: intern({
              type: 'object',
              properties: Object.fromEntries(pathParameters.map((parameter) => [parameter.name, parameter.schema])),
              required: pathParameters.map((parameter) => parameter.name),
            }),
          }
        : {}),
      ...(body === undefined
        ? {}
        : { body: { content: { 'application/json': { schema: intern({ type: 'object', required: ['data'], maxProperties: 1 }) } } } }),
      response: responseSchemas(document, operation),
    }
    schemas[name] = {
      schema,
      schemaErrorFormatter: (_errors, dataVar) => validationFailures[dataVar]?.() ?? badRequest(`Invalid ${dataVar}`),
    }
  }
  return schemas
}
