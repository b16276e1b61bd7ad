/**
 * Prototype keys (`__proto__`, `constructor`, `prototype`) in JSON bodies and
 * query strings are refused with a 400 naming the key, through the real routes.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { createApp } from '#runtime/server/create-app.ts'
import { productApiPlugins } from '#runtime/server/product-api.ts'
import { createTestApp, secretKeyHeaders, TEST_SECRET_KEY } from '../support/test-app.ts'
import { createTestConfig } from '../support/test-config.ts'
import { createTestDatabase } from '../support/test-database.ts'
import { expectErrorBody } from './support/entity-crud-suite.ts'

const widgets = '/api/agent/widgets'
let database: DatabaseHandle
let app: FastifyInstance
// The whole product API: hand-written routes (shop, CRM, chats, authentication) parse bodies too.
let productApp: FastifyInstance

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  app = await createTestApp(database)
  productApp = await createApp({ database, config: createTestConfig({ RBAC_SECRET_KEY: TEST_SECRET_KEY }), apiPlugins: productApiPlugins })
  await productApp.ready()
}, 60_000)

afterAll(async () => {
  await productApp?.close()
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

describe('prototype keys in the bodies of hand-written routes', () => {
  const subject = '6f1d2c3b-0000-4000-8000-000000000001'
  const other = '6f1d2c3b-0000-4000-8000-000000000002'
  it.each([
    [
      '/api/rbac/subjects/authentication/email-and-password/registration',
      '{"data":{"login":"a@b.co","password":"long-enough-1","__proto__":{"x":1}}}',
      'data.__proto__',
    ],
    [
      '/api/rbac/subjects/authentication/email-and-password/authentication',
      '{"__proto__":{"x":1},"data":{"login":"a@b.co","password":"x"}}',
      '__proto__',
    ],
    ['/api/rbac/subjects/authentication/refresh', '{"constructor":{"prototype":{}}}', 'constructor'],
    [`/api/rbac/subjects/${subject}/ecommerce-module/orders`, `{"data":{"productId":"${other}","__proto__":{"x":1}}}`, 'data.__proto__'],
    [`/api/rbac/subjects/${subject}/ecommerce-module/orders/checkout`, '{"data":{"prototype":1}}', 'data.prototype'],
    [`/api/crm/forms/${other}/requests`, '{"data":{"\\u005f_proto__":{}}}', 'data.__proto__'],
    [
      `/api/rbac/subjects/${subject}/social-module/profiles/${other}/chats/${other}/messages`,
      '{"data":{"__proto__":{"text":"hi"}}}',
      'data.__proto__',
    ],
  ])('POST %s → 400 naming the key', async (url, payload, path) => {
    const response = await productApp.inject({
      method: 'POST',
      url,
      headers: { ...secretKeyHeaders, 'content-type': 'application/json' },
      payload,
    })
    expect(response.statusCode, response.body).toBe(400)
    expectErrorBody(response.json(), 'BAD_REQUEST')
    expect(response.json().error.issues).toEqual([{ path, message: expect.stringContaining('is not allowed as a key') }])
  })

  it('tells an empty or broken body apart from a refused key there too', async () => {
    const url = '/api/rbac/subjects/authentication/refresh'
    const headers = { 'content-type': 'application/json' }
    const broken = await productApp.inject({ method: 'POST', url, headers, payload: '{"data":' })
    expect(broken.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'Request body is not valid JSON' } })
    const empty = await productApp.inject({ method: 'POST', url, headers, payload: '' })
    expect(empty.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'Request body is empty but content-type is application/json' } })
  })
})

describe('prototype keys in query strings', () => {
  it.each([
    ['__proto__[x]=1', '__proto__'],
    ['constructor=1', 'constructor'],
    [
      'filters[and][0][column]=className&filters[and][0][method]=eq&filters[and][0][value]=a&filters[and][0][__proto__]=1',
      'filters.and.0.__proto__',
    ],
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
