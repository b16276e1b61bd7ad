/**
 * The OpenAPI paths of the hand-written routes, from their contracts (contract/routes/<module>.ts),
 * in the same shape as the generated entity paths: `{ data }` success bodies (or an event stream,
 * each event's data the route's response, under `x-itemSchema` as OpenAPI 3.2 names it), the shared
 * error responses (500 and 503 on every route) and the security of the route's access policy. An
 * entity record in an answer (contract/entity-record.ts) is written as that entity's row. A route
 * that takes a form or raw bytes, or answers an HTML page or a redirect, says so with its content
 * types (a redirect is a 303 with its Location).
 */
import type { RouteContract } from '#contract/define-route.ts'
import { entityRecordOf } from '#contract/entity-record.ts'
import { isSiteLanguage, SITE_LANGUAGE_META } from '#contract/site-language.ts'
import { type JsonSchemaOverride, toJsonSchema } from '#contract/zod-json-schema.ts'
import type { z } from 'zod'
import type { EntityNode, SchemaIR } from '#contract/schema-ir.ts'
import { recordSchema } from './entity-schemas.ts'
import type { JsonSchema, Operation, Parameter, PathItem, RequestBody, Response } from '#contract/openapi-types.ts'
import { alwaysPossibleErrors, errorResponses, securityFor } from '#contract/openapi-shared-components.ts'

/** One module's routes, each under the name its contract file exports it by. */
export interface ModuleRoutes {
  readonly module: string
  readonly routes: readonly { readonly name: string; readonly contract: RouteContract }[]
}

/** The path items of every route, keyed by OpenAPI path, and the tags they use. */
export function contractPaths(ir: SchemaIR, modules: readonly ModuleRoutes[]): { paths: Record<string, PathItem>; tags: string[] } {
  const entities = new Map(ir.entities.map((entity) => [`${entity.module}/${entity.name}`, entity]))
  const override = fromTheSite(ir, entities)
  const paths: Record<string, Record<string, Operation>> = {}
  const tags = new Set<string>()
  for (const { routes } of modules) {
    for (const { contract } of routes) {
      const method = contract.method.toLowerCase()
      if (paths[contract.path]?.[method] !== undefined) throw new Error(`${contract.method} ${contract.path} is declared twice`)
      paths[contract.path] = { ...paths[contract.path], [method]: operationOf(contract, method, override) }
      tags.add(contract.tag)
    }
  }
  return { paths, tags: [...tags] }
}

// Marked schemas are written from the site: an entity record as its row, a site language as the
// site's languages.
function fromTheSite(ir: SchemaIR, entities: ReadonlyMap<string, EntityNode>): JsonSchemaOverride {
  const records = entityRecords(entities)
  return (context) => {
    if (!isSiteLanguage(context.zodSchema as z.ZodType)) return records(context)
    const { jsonSchema } = context
    delete jsonSchema[SITE_LANGUAGE_META]
    delete jsonSchema.pattern
    Object.assign(jsonSchema, { enum: ir.languages, default: ir.defaultLanguage })
  }
}

function entityRecords(entities: ReadonlyMap<string, EntityNode>): JsonSchemaOverride {
  return ({ zodSchema, jsonSchema }) => {
    const record = entityRecordOf(zodSchema as z.ZodType)
    if (record === undefined) return
    const entity = entities.get(`${record.module}/${record.entity}`)
    if (entity === undefined) throw new Error(`A route answers a record of ${record.module}/${record.entity}, which the site does not hold`)
    const row = recordSchema(entity)
    const extra = (jsonSchema.properties ?? {}) as Record<string, JsonSchema>
    const extraRequired = (jsonSchema.required ?? []) as string[]
    for (const key of Object.keys(jsonSchema)) delete jsonSchema[key]
    Object.assign(jsonSchema, {
      ...row,
      properties: { ...(row.properties as Record<string, JsonSchema>), ...extra },
      required: [...((row.required ?? []) as string[]), ...extraRequired],
    })
  }
}

function operationOf(contract: RouteContract, method: string, override: JsonSchemaOverride): Operation {
  const label = `${contract.method} ${contract.path}`
  const status = contract.status ?? 200
  return {
    operationId: operationId(method, contract.path),
    summary: contract.summary,
    ...(contract.description === undefined ? {} : { description: contract.description }),
    tags: [contract.tag],
    parameters: [
      ...pathParameters(contract, label),
      ...(contract.query === undefined ? [] : queryParameters(contract.query, label, override)),
    ],
    ...requestBodyOf(contract, label, override),
    responses: {
      ...successOf(contract, status, label, override),
      ...errorResponses([...new Set([...contract.errors, ...alwaysPossibleErrors])].sort((a, b) => a - b)),
    },
    security: securityFor(contract.access),
    'x-access': contract.access,
  }
}

// `post /api/rbac/subjects/{id}/identities` → `postRbacSubjectsIdIdentities`: unique per route.
function operationId(method: string, path: string): string {
  const words = path
    .split(/[/{}-]+/)
    .filter((word) => word !== '' && word !== 'api')
    .map((word) => `${word[0]!.toUpperCase()}${word.slice(1)}`)
  return `${method}${words.join('')}`
}

function pathParameters(contract: RouteContract, label: string): Parameter[] {
  const described = (contract.params ?? {}) as Readonly<Record<string, string>>
  return [...contract.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => {
    const description = described[name!]
    if (description === undefined) throw new Error(`${label}: describe the path parameter ${name} in params`)
    return { name: name!, in: 'path', required: true, description, schema: { type: 'string', format: 'uuid' } }
  })
}

// One parameter per property; an object property is a deep object (`action[route]=/…`).
function queryParameters(query: z.ZodObject, label: string, override: JsonSchemaOverride): Parameter[] {
  const json = toJsonSchema(query, 'input', label, override)
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((json.required ?? []) as string[])
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    ...(schema.type === 'object' ? { style: 'deepObject' as const, explode: true } : {}),
    schema,
  }))
}

// A JSON body comes bare, as SPEC's client sends it, or in the API's `{ data }` envelope (or only in it, when its contract says so); a form's
// fields come as they are; a body whose fields are all optional may be left out. Raw bytes are any
// content type, read unparsed.
function requestBodyOf(contract: RouteContract, label: string, override: JsonSchemaOverride): { requestBody?: RequestBody } {
  if (contract.consumes === 'raw')
    return {
      requestBody: {
        description: 'The bytes as the sender wrote them, in any content type: read unparsed, as a signature covers them.',
        required: true,
        content: { '*/*': { schema: {} } },
      },
    }
  if (contract.body === undefined) return {}
  const schema = toJsonSchema(contract.body, 'input', label, override)
  const required = !contract.body.safeParse({}).success
  if (contract.consumes === 'form') return { requestBody: { required, content: { 'application/x-www-form-urlencoded': { schema } } } }
  // A body whose contract requires the envelope comes only in it.
  if (contract.bodyEnvelope === 'required')
    return { requestBody: { required: true, content: { 'application/json': { schema: envelope(schema) } } } }
  return { requestBody: { required, content: { 'application/json': { schema: { anyOf: [schema, envelope(schema)] } } } } }
}

// The success answer: `{ data }` JSON, an HTML page, or a 303 whose Location the response schema describes.
function successOf(contract: RouteContract, status: number, label: string, override: JsonSchemaOverride): Record<string, Response> {
  const schema = toJsonSchema(contract.response, 'output', label, override)
  const description = status === 201 ? 'Created.' : 'Success.'
  switch (contract.produces ?? 'json') {
    case 'html':
      return { [String(status)]: { description, content: { 'text/html': { schema } } } }
    case 'redirect':
      return {
        '303': {
          description: 'See Other: the client goes on to the Location.',
          headers: { Location: { description: schema.description === undefined ? 'Where to go on.' : String(schema.description), schema } },
        },
      }
    case 'event-stream': {
      const stream = { type: 'string', description: "Server-sent events; each event's data is JSON (x-itemSchema)." }
      return {
        [String(status)]: { description: 'An event stream.', content: { 'text/event-stream': { schema: stream, 'x-itemSchema': schema } } },
      }
    }
    case 'json':
      return { [String(status)]: { description, content: { 'application/json': { schema: envelope(schema) } } } }
  }
}

function envelope(data: JsonSchema): JsonSchema {
  return { type: 'object', required: ['data'], properties: { data } }
}
