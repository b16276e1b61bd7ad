/**
 * Requests for every route the API documents, drawn by fast-check: the routes come from
 * /api/openapi.json (so a new route is fuzzed without touching this file), over the data the app
 * holds, and values are drawn from each operation's own schemas (to get past validation into the
 * handlers) mixed with junk. Used by tests/server/every-route-fuzz.test.ts (a couple of thousand
 * requests in `npm test`) and by `npm run bench:fuzz` (10^5 and more).
 */
import type { FastifyInstance, InjectOptions } from 'fastify'
import fc from 'fast-check'
import qs from 'qs'
import { z } from 'zod'
import { secretKeyHeaders } from '../../support/test-app.ts'

/** DESIGN's error body: every refusal must have it. */
export const errorBody = z.strictObject({
  error: z.strictObject({
    code: z.string().min(1),
    message: z.string().min(1),
    issues: z.array(z.strictObject({ path: z.string(), message: z.string() })).optional(),
  }),
})

type Schema = Record<string, unknown>

/** One documented operation. */
export interface Operation {
  readonly method: string
  readonly path: string
  readonly query: readonly { name: string; schema: Schema }[]
  readonly body: Schema | undefined
}

/** What the fuzz draws from: the documented operations and ids of records that exist. */
export interface RouteFuzz {
  readonly operations: readonly Operation[]
  /** Requests to any of the operations. */
  readonly requests: fc.Arbitrary<InjectOptions>
}

let operations: Operation[]
let components: Record<string, Record<string, Schema>>
// Ids of records that exist, per collection path, so that `{id}` sometimes names one.
const existingIds = new Map<string, string[]>()

/** Reads `app`'s OpenAPI document and some existing ids; `app` must accept {@link secretKeyHeaders}. */
export async function createRouteFuzz(app: FastifyInstance): Promise<RouteFuzz> {
  const document = (await app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, { parameters?: Schema[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }>>
    components: Record<string, Record<string, Schema>>
  }
  components = document.components
  operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        query: (operation.parameters ?? [])
          .map((parameter) => resolve(parameter))
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => ({ name: String(parameter.name), schema: resolve((parameter.schema ?? {}) as Schema) })),
        body: operation.requestBody?.content?.['application/json']?.schema,
      })),
  )
  existingIds.clear()
  for (const collection of new Set(
    operations.filter((operation) => operation.path.endsWith('/{id}')).map((operation) => operation.path.slice(0, -'/{id}'.length)),
  )) {
    const response = await app.inject({ url: `${collection}?limit=3`, headers: secretKeyHeaders })
    const rows = response.statusCode === 200 ? ((response.json() as { data?: unknown }).data ?? []) : []
    if (Array.isArray(rows))
      existingIds.set(
        collection,
        rows.map((row) => (row as { id?: unknown }).id).filter((id): id is string => typeof id === 'string'),
      )
  }
  return { operations, requests: fc.constantFrom(...operations).chain((operation) => requestFor(operation)) }
}

/** Why `response` to `request` breaks the property (a 5xx, or a refusal without our body), or undefined. */
export function violation(
  request: InjectOptions,
  response: { statusCode: number; headers: Record<string, unknown>; body: string },
): string | undefined {
  const described = `${response.statusCode} for ${String(request.method)} ${String(request.url)}\n${String(request.payload ?? '')}\n${response.body.slice(0, 500)}`
  if (response.statusCode >= 500) return described
  if (response.statusCode >= 400) {
    if (!/^application\/json/.test(String(response.headers['content-type'] ?? ''))) return `not JSON: ${described}`
    let parsed: unknown
    try {
      parsed = JSON.parse(response.body)
    } catch {
      return `not JSON: ${described}`
    }
    if (!errorBody.safeParse(parsed).success) return `not our error body: ${described}`
  }
  return undefined
}

function resolve(schema: Schema): Schema {
  const reference = schema.$ref
  if (typeof reference !== 'string') return schema
  const [, , group, name] = reference.split('/')
  return resolve(components[group ?? '']?.[name ?? ''] ?? {})
}

const junkText = fc.string({ unit: 'binary', maxLength: 30 })
const junk: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 2 })

// Text shaped by the schema's format, with edge cases of the kind that broke things before.
function textFor(schema: Schema): fc.Arbitrary<string> {
  const formatted: Record<string, fc.Arbitrary<string>> = {
    uuid: fc.uuid(),
    email: fc.emailAddress(),
    'date-time': fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
    date: fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
    uri: fc.constantFrom('http://127.0.0.1:1/x.png', 'file:///etc/passwd', 'https://example.invalid/a'),
  }
  const edge = fc.constantFrom('', ' ', '\u0000', '\ud800', '😀', '%00', '../..', '9'.repeat(400), '1e400', '-1', 'null', '{}')
  return fc.oneof(
    { arbitrary: formatted[String(schema.format)] ?? fc.string({ maxLength: 40 }), weight: 30 },
    { arbitrary: edge, weight: 1 },
    { arbitrary: junkText, weight: 1 },
  )
}

/** Values for `schema`: mostly of its shape, sometimes anything. */
function valueFor(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  const resolved = resolve(schema)
  const typed = typedValueFor(resolved, depth)
  return fc.oneof({ arbitrary: typed, weight: 30 }, { arbitrary: junk, weight: 1 })
}

function typedValueFor(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  if (depth > 4) return junk
  const choices = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined
  if (Array.isArray(choices) && choices.length > 0) return fc.oneof(...choices.map((choice) => valueFor(choice, depth + 1)))
  if (Array.isArray(schema.enum) && schema.enum.length > 0)
    return fc.oneof({ arbitrary: fc.constantFrom(...(schema.enum as unknown[])), weight: 20 }, { arbitrary: junkText, weight: 1 })
  if ('const' in schema) return fc.constant(schema.const)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>
      const record = fc.record(
        Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, valueFor(property, depth + 1)])),
        {
          requiredKeys: ((schema.required ?? []) as string[]).filter((name) => name in properties),
        },
      )
      const extra = schema.additionalProperties
        ? fc.dictionary(fc.string({ maxLength: 8 }), valueFor(schema.additionalProperties as Schema, depth + 1), { maxKeys: 3 })
        : fc.constant({})
      return fc.tuple(record, extra).map(([known, more]) => ({ ...more, ...known }))
    }
    case 'array':
      return fc.array(valueFor((schema.items ?? {}) as Schema, depth + 1), { maxLength: 3 })
    case 'integer':
      return fc.oneof(fc.integer({ min: -5, max: 2000 }), fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER))
    case 'number':
      return fc.oneof(fc.double({ noNaN: true }), fc.constantFrom(0, -0.5, 1e308))
    case 'boolean':
      return fc.boolean()
    case 'string':
      return textFor(schema)
    default:
      return junk
  }
}

// A query value as text or qs nesting, since every route reads qs-style query strings.
function queryValueFor(schema: Schema): fc.Arbitrary<unknown> {
  return valueFor(schema).map((value) => (typeof value === 'object' && value !== null ? value : String(value)))
}

function pathSegment(collection: string): fc.Arbitrary<string> {
  const ids = existingIds.get(collection) ?? []
  return fc.oneof(
    { arbitrary: ids.length > 0 ? fc.constantFrom(...ids) : fc.uuid(), weight: 3 },
    { arbitrary: fc.uuid(), weight: 2 },
    { arbitrary: fc.string({ maxLength: 20 }).map(encodeURIComponent), weight: 1 },
    { arbitrary: fc.constantFrom('%00', '%zz', '..', '%2e%2e', 'count', 'bulk'), weight: 1 },
  )
}

function requestFor(operation: Operation): fc.Arbitrary<InjectOptions> {
  const segments = operation.path
    .split('/')
    .map((segment, index, all) => (/^\{.+\}$/.test(segment) ? pathSegment(all.slice(0, index).join('/')) : fc.constant(segment)))
  const known = fc.record(Object.fromEntries(operation.query.map((parameter) => [parameter.name, queryValueFor(parameter.schema)])), {
    requiredKeys: [],
  })
  const unknown = fc.option(fc.dictionary(fc.string({ maxLength: 6 }), junkText, { maxKeys: 2 }), { freq: 4, nil: {} })
  const query = fc.tuple(known, unknown).map(([documented, extra]) => qs.stringify({ ...extra, ...documented }))
  const json = (value: unknown) => ({ payload: JSON.stringify(value), contentType: 'application/json' })
  const body: fc.Arbitrary<{ payload?: string; contentType?: string }> =
    operation.body === undefined && operation.method === 'GET'
      ? fc.constant({})
      : fc.oneof(
          { arbitrary: valueFor(operation.body ?? {}).map(json), weight: 6 },
          { arbitrary: junk.map(json), weight: 1 },
          { arbitrary: junkText.map((payload) => ({ payload, contentType: 'application/json' })), weight: 1 },
          {
            arbitrary: fc
              .tuple(fc.constantFrom('text/plain', 'multipart/form-data', 'application/x-www-form-urlencoded'), junkText)
              .map(([contentType, payload]) => ({ payload, contentType })),
            weight: 1,
          },
        )
  // Mostly with the secret key, to get past access checks into the handlers.
  const withKey = fc.integer({ min: 0, max: 4 }).map((roll) => roll > 0)
  return fc.tuple(fc.tuple(...segments), query, body, withKey).map(([parts, search, { payload, contentType }, key]) => ({
    method: operation.method as InjectOptions['method'],
    url: `${parts.join('/')}${search === '' ? '' : `?${search}`}`,
    headers: { ...(key ? secretKeyHeaders : {}), ...(contentType === undefined ? {} : { 'content-type': contentType }) },
    ...(payload === undefined ? {} : { payload }),
  }))
}
