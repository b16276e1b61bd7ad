/**
 * Prototype keys (`__proto__`, `constructor`, `prototype`) in JSON bodies and
 * query strings are refused with a 400 naming the key, through the real routes.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { createTestApp, secretKeyHeaders } from '../support/test-app.ts'
import { createTestDatabase } from '../support/test-database.ts'
import { expectErrorBody } from './support/entity-crud-suite.ts'

const widgets = '/api/agent/widgets'
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

function post(url: string, payload: string, method: 'POST' | 'PATCH' = 'POST') {
  return app.inject({ method, url, headers: { ...secretKeyHeaders, 'content-type': 'application/json' }, payload })
}

describe('prototype keys in JSON bodies', () => {
  it.each([
    ['{"data":{"__proto__":{"isAdmin":true}}}', 'data.__proto__'],
    ['{"__proto__":{"x":1},"data":{}}', '__proto__'],
    ['{"data":{"className":"a","constructor":{"prototype":{"x":1}}}}', 'data.constructor'],
    ['{"data":[{"prototype":1}]}', 'data.0.prototype'],
    ['{"data":{"\\u005f_proto__":{}}}', 'data.__proto__'],
  ])('%s → 400 at %s', async (payload, path) => {
    const response = await post(widgets, payload)
    expect(response.statusCode, response.body).toBe(400)
    expectErrorBody(response.json(), 'BAD_REQUEST')
    expect(response.json().error.message).toContain(path.split('.').at(-1))
    expect(response.json().error.issues).toEqual([{ path, message: expect.stringContaining('is not allowed as a key') }])
  })

  it('still tells invalid JSON from a refused key, and accepts the words as values', async () => {
    const invalid = await post(widgets, '{"data":')
    expect(invalid.statusCode).toBe(400)
    expect(invalid.json().error.message).toBe('Request body is not valid JSON')
    const created = await post(widgets, '{"data":{"className":"constructor __proto__ prototype"}}')
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json().data.className).toBe('constructor __proto__ prototype')
  })
})

describe('prototype keys in query strings', () => {
  it.each([
    ['__proto__[x]=1', '__proto__'],
    ['constructor=1', 'constructor'],
    ['filters[and][0][column]=className&filters[and][0][method]=eq&filters[and][0][value]=a&filters[and][0][__proto__]=1', 'filters.and.0.__proto__'],
    ['filters%5Band%5D%5B0%5D%5Bconstructor%5D=1', 'filters.and.0.constructor'],
    ['orderBy[prototype]=1', 'orderBy.prototype'],
  ])('GET ?%s → 400 at %s', async (query, path) => {
    for (const url of [`${widgets}?${query}`, `${widgets}/count?${query}`]) {
      const response = await app.inject({ method: 'GET', url, headers: secretKeyHeaders })
      expect(response.statusCode, url).toBe(400)
      expect(response.json().error.issues).toEqual([{ path, message: expect.stringContaining('is not allowed as a key') }])
      // The parse is remembered; the refusal must be too.
      expect((await app.inject({ method: 'GET', url, headers: secretKeyHeaders })).statusCode).toBe(400)
    }
  })

  it('accepts the words as values', async () => {
    const url = `${widgets}?filters[and][0][column]=className&filters[and][0][method]=eq&filters[and][0][value]=constructor`
    expect((await app.inject({ method: 'GET', url, headers: secretKeyHeaders })).statusCode).toBe(200)
  })
})
