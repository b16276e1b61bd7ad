/**
 * The server's edges against hostile input (issue 30): JSON nested past the depth limit in a body,
 * a multipart data part or a query; bodies trickled too slowly; the security headers of every
 * answer. Over real HTTP, since some of these happen before Fastify, in Node's parser.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/database-handle.ts'
import { createApp } from '#runtime/server/create-app.ts'
import { productApiPlugins } from '#runtime/server/product-api.ts'
import { createTestConfig } from '../support/test-config.ts'
import { createTestDatabase } from '../support/test-database.ts'

const SECRET = 'request-edges-secret'
const config = createTestConfig({ RBAC_SECRET_KEY: SECRET })

let database: DatabaseHandle
let app: FastifyInstance
let origin: string

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  app = await createApp({ database, config, logger: false, apiPlugins: productApiPlugins })
  await app.listen({ port: 0, host: '127.0.0.1' })
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
}, 60_000)

afterAll(async () => {
  await app?.close()
  await database?.close()
})

interface Answer {
  readonly statusCode: number
  readonly headers: http.IncomingHttpHeaders
  readonly text: string
}

function request(method: string, path: string, options: { body?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(`${origin}${path}`, { method, headers: options.headers }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, text }))
    })
    outgoing.on('error', reject)
    outgoing.end(options.body)
  })
}

function errorOf(answer: Answer): { code: string; message: string } {
  return (JSON.parse(answer.text) as { error: { code: string; message: string } }).error
}

const nested = (levels: number, inner = '"x"') => `${'['.repeat(levels)}${inner}${']'.repeat(levels)}`
const writeHeaders = { 'content-type': 'application/json', 'x-rbac-secret-key': SECRET }

describe('JSON nested past the depth limit', () => {
  it.each([10_000, 1_000, 65])('refuses a body nested %i levels deep with a 400 naming the problem', async (levels) => {
    const body = `{"data":{"adminTitle":"deep","title":{"en":${nested(levels - 3)}}}}`
    const answer = await request('POST', '/api/ecommerce/products', { headers: writeHeaders, body })
    expect(answer.statusCode).toBe(400)
    expect(errorOf(answer)).toEqual({ code: 'BAD_REQUEST', message: 'Request body is nested more than 64 levels deep' })
  })

  it('reads brackets inside strings as text, not nesting', async () => {
    const body = JSON.stringify({ data: { adminTitle: '['.repeat(5_000), title: { en: '{'.repeat(5_000) } } })
    const answer = await request('POST', '/api/ecommerce/products', { headers: writeHeaders, body })
    expect(answer.statusCode).toBe(201)
  })

  it('refuses a multipart data part nested 1,000 levels deep, as text or as a JSON part', async () => {
    for (const type of [undefined, 'application/json']) {
      const form = new FormData()
      const text = `{"adminTitle":"deep","title":{"en":${nested(1_000)}}}`
      form.set('data', type === undefined ? text : new Blob([text], { type }))
      const multipart = new Response(form)
      const answer = await request('POST', '/api/website-builder/files', {
        headers: { 'content-type': multipart.headers.get('content-type')!, 'x-rbac-secret-key': SECRET },
        body: await multipart.text(),
      })
      expect(answer.statusCode).toBe(400)
      expect(errorOf(answer)).toEqual({ code: 'BAD_REQUEST', message: 'The data part is nested more than 64 levels deep' })
    }
  })

  it('answers a query nested 1,200 levels deep with a 4xx, never a 500', async () => {
    const answer = await request('GET', `/api/ecommerce/products?filters${'[and][0]'.repeat(600)}[column]=slug`)
    expect(answer.statusCode).toBeGreaterThanOrEqual(400)
    expect(answer.statusCode).toBeLessThan(500)
  })
})
