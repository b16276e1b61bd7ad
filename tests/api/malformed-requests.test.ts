/**
 * Property: whatever a client sends to any entity route — malformed query
 * strings, bodies, ids and content types — the answer is never a 5xx, and
 * every error carries DESIGN's body `{ error: { code, message, issues? } }`.
 */
import type { FastifyInstance, InjectOptions } from 'fastify'
import fc from 'fast-check'
import qs from 'qs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { entityRoutes } from '#generated/routes/index.gen.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import type { EntityRoutes } from '#runtime/http/define-entity-routes.ts'
import type { FieldMetadata } from '#runtime/metadata/entity-metadata.ts'
import { filterMethods } from '#runtime/validation/filter-methods.ts'
import { createTestApp, secretKeyHeaders } from '../support/test-app.ts'
import { createTestDatabase } from '../support/test-database.ts'

const errorBody = z.strictObject({
  error: z.strictObject({
    code: z.string().min(1),
    message: z.string().min(1),
    issues: z.array(z.strictObject({ path: z.string(), message: z.string() })).optional(),
  }),
})

let database: DatabaseHandle
let app: FastifyInstance

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  app = await createTestApp(database)
}, 60_000)

afterAll(async () => {
  await app?.close()
  await database?.close()
})

const entity = fc.constantFrom(...entityRoutes)
const text = fc.string({ unit: 'binary', maxLength: 40 })

// Ids: real-looking UUIDs, near misses, words that are also route names, and broken escapes.
const idSegment = fc.oneof(
  fc.uuid().map((id) => encodeURIComponent(id)),
  fc.string({ unit: 'grapheme', maxLength: 40 }).map((id) => encodeURIComponent(id)),
  fc.constantFrom('count', 'bulk', 'find-or-create', '%zz', '%00', '..', '%2e%2e', 'ffffffff-ffff-ffff-ffff-ffffffffffffff'),
)

// A qs value: text, a list, or a nested map, as clients (or attackers) might send.
const qsValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    text,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 6 }), tie('value'), { maxKeys: 3 }),
  ),
})).value

// Filter values as query text, for the same kinds.
const fieldValueText = fc.oneof(
  fc.uuid(),
  fc.integer().map(String),
  fc.constantFrom('true', '2026-01-31', '2026-01-31T12:00:00Z', '1e400', '%', '_'),
  text,
)

function structuredQuery(routes: EntityRoutes): fc.Arbitrary<string> {
  const names = routes.metadata.fields.map((field) => field.name)
  const column = fc.oneof({ arbitrary: fc.constantFrom(...names), weight: 4 }, { arbitrary: text, weight: 1 })
  const method = fc.oneof({ arbitrary: fc.constantFrom(...filterMethods), weight: 4 }, { arbitrary: text, weight: 1 })
  const condition = fc.record({ column, method, value: fc.oneof(fieldValueText, qsValue) }, { requiredKeys: ['column', 'method'] })
  const linkNames = routes.metadata.links.map((link) => link.name)
  const include = fc.oneof(
    fc.array(fc.constantFrom('x', ...linkNames), { maxLength: 4 }).map((parts) => parts.join('.')),
    qsValue,
  )
  const query = fc.record(
    {
      filters: fc.oneof(
        { arbitrary: fc.record({ and: fc.array(condition, { maxLength: 4 }) }), weight: 4 },
        { arbitrary: qsValue, weight: 1 },
      ),
      orderBy: fc.oneof(
        fc.record({ and: fc.array(fc.record({ column, method: fc.oneof(fc.constantFrom('asc', 'desc'), text) }), { maxLength: 3 }) }),
        qsValue,
      ),
      limit: fc.oneof(fc.integer({ min: -5, max: 2000 }).map(String), text),
      offset: fc.oneof(fc.nat().map(String), text),
      include,
    },
    { requiredKeys: [] },
  )
  // Now and then a parameter the API does not know.
  const extra = fc.option(fc.dictionary(text, qsValue, { minKeys: 1, maxKeys: 2 }), { freq: 5, nil: {} })
  return fc.tuple(query, extra).map(([known, unknown]) => qs.stringify({ ...unknown, ...known }))
}

// Raw query text with brackets, separators and broken percent-escapes.
const rawQuery = fc.string({
  unit: fc.constantFrom(...'ab[]=&%0129.,-_+z'.split(''), '%zz', '%00', '%E0%A4', 'filters', 'and', 'value'),
  maxLength: 60,
})

// Values near a field's type: right kind but odd content (NUL bytes, out-of-range numbers, year 99999).
function fieldValue(field: FieldMetadata): fc.Arbitrary<unknown> {
  const odd = fc.oneof(fc.constant(null), text, fc.integer(), fc.jsonValue({ maxDepth: 1 }))
  const typed: Record<FieldMetadata['kind'], fc.Arbitrary<unknown>> = {
    uuid: fc.uuid(),
    reference: fc.uuid(),
    text,
    file: text,
    localized: fc.dictionary(fc.constantFrom('en', 'ru', 'xx'), text, { maxKeys: 3 }),
    richText: fc.dictionary(fc.constantFrom('en', 'ru'), text, { maxKeys: 2 }),
    integer: fc.oneof(fc.integer(), fc.double(), fc.constant(2 ** 31)),
    numeric: fc.oneof(fc.double(), fc.constantFrom('1e400', '9'.repeat(200), '-0.5', '12.50', 'NaN')),
    boolean: fc.boolean(),
    date: fc.oneof(
      fc.constantFrom('0000-01-01', '2026-02-30', '99999-01-01', '2026-01-31'),
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
    ),
    datetime: fc.oneof(
      fc.constantFrom('0000-01-01T00:00:00Z', '+275760-09-13T00:00:00Z', '2026-01-31T12:00:00+14:00'),
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
    ),
    enum: fc.oneof({ arbitrary: fc.constantFrom(...(field.values ?? ['x'])), weight: 4 }, { arbitrary: text, weight: 1 }),
  }
  return fc.oneof({ arbitrary: typed[field.kind], weight: 9 }, { arbitrary: odd, weight: 1 })
}

function recordLike(routes: EntityRoutes): fc.Arbitrary<unknown> {
  const writable = routes.metadata.fields.filter((field) => !field.readOnly)
  const required = writable.filter((field) => field.requiredOnCreate).map((field) => field.name)
  const typed = fc.record(Object.fromEntries(writable.map((field) => [field.name, fieldValue(field)])), { requiredKeys: required })
  return fc.oneof(
    { arbitrary: typed, weight: 4 },
    {
      arbitrary: fc.dictionary(fc.constantFrom(...routes.metadata.fields.map((field) => field.name)), fc.jsonValue({ maxDepth: 2 }), {
        maxKeys: 6,
      }),
      weight: 1,
    },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  )
}

function body(routes: EntityRoutes): fc.Arbitrary<Pick<InjectOptions, 'payload' | 'headers'>> {
  const json = (value: unknown) => ({ payload: JSON.stringify(value), headers: { 'content-type': 'application/json' } })
  return fc.oneof(
    recordLike(routes).map((data) => json({ data })),
    fc.array(recordLike(routes), { maxLength: 3 }).map((data) => json({ data })),
    fc.jsonValue({ maxDepth: 3 }).map(json),
    text.map((raw) => ({ payload: raw, headers: { 'content-type': 'application/json' } })),
    fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/xml',
          'multipart/form-data',
          'multipart/form-data; boundary=b',
          'application/x-www-form-urlencoded',
        ),
        text,
      )
      .map(([type, raw]) => ({ payload: raw, headers: { 'content-type': type } })),
    recordLike(routes).map((data) => ({
      payload: `--b\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n--b\r\nContent-Disposition: form-data; name="file"; filename="../../x.png"\r\n\r\nPNG\r\n--b--\r\n`,
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    })),
    fc.constant({}),
  )
}

const requestShape = entity.chain((routes) => {
  const base = routes.metadata.route
  const query = fc.oneof({ arbitrary: structuredQuery(routes), weight: 3 }, { arbitrary: rawQuery, weight: 1 })
  const withKey = fc.integer({ min: 0, max: 4 }).map((roll) => (roll === 0 ? {} : secretKeyHeaders))
  const read = fc.tuple(fc.constantFrom('', '/count', '/{id}'), idSegment, query, withKey).map(([suffix, id, search, headers]) => ({
    method: 'GET' as const,
    url: `${base}${suffix.replace('{id}', id)}?${search}`,
    headers,
  }))
  const write = fc
    .tuple(
      fc.constantFrom(
        ['POST', ''],
        ['PATCH', '/{id}'],
        ['DELETE', '/{id}'],
        ['POST', '/find-or-create'],
        ['POST', '/bulk'],
        ['PATCH', '/bulk'],
      ),
      idSegment,
      body(routes),
      withKey,
      fc.oneof(fc.constant(''), rawQuery),
    )
    .map(([[method, suffix], id, sent, headers, search]) => ({
      method: method as 'POST' | 'PATCH' | 'DELETE',
      url: `${base}${suffix!.replace('{id}', id)}${search ? `?${search}` : ''}`,
      payload: sent.payload,
      headers: { ...headers, ...sent.headers },
    }))
  return fc.oneof(read, write)
})

describe('malformed requests', () => {
  it('never answer 5xx and always carry the documented error body', async () => {
    await fc.assert(
      fc.asyncProperty(requestShape, async (options) => {
        const response = await app.inject(options as InjectOptions)
        const described = `${options.method} ${options.url} → ${response.statusCode} ${response.body.slice(0, 300)}`
        expect(response.statusCode, described).toBeLessThan(500)
        if (response.statusCode >= 400) expect(errorBody.safeParse(response.json()).success, described).toBe(true)
        else if (response.statusCode !== 204) expect(response.json(), described).toHaveProperty('data')
      }),
      { numRuns: 2000, interruptAfterTimeLimit: 30_000 },
    )
  }, 60_000)
})
