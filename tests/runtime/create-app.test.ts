import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { conflict } from '#runtime/errors/http-error.ts'
import { type ApiPlugin, createApp } from '#runtime/server/create-app.ts'
import { createTestConfig } from '../support/test-config.ts'
import { createTestDatabase } from '../support/test-database.ts'

// Routes that exercise each error path the real API will hit.
const probeRoutes: ApiPlugin = async (api) => {
  api.post(
    '/probe/validated',
    {
      schema: {
        body: {
          type: 'object',
          required: ['data'],
          properties: {
            data: {
              type: 'object',
              required: ['title'],
              properties: { title: { type: 'string' }, rank: { type: 'integer' } },
            },
          },
        },
      },
    },
    async (request) => ({ data: request.body }),
  )
  api.get('/probe/conflict', async () => {
    throw conflict('Slug is already taken', 'slug')
  })
  api.get('/probe/zod', async () => z.object({ email: z.email() }).parse({ email: 'nope' }))
  api.get('/probe/crash', async () => {
    throw new Error('relation "secret_table" does not exist')
  })
}

const logLines: Array<Record<string, unknown>> = []
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line))
    done()
  },
})

let database: DatabaseHandle
let app: FastifyInstance

beforeAll(async () => {
  database = await createTestDatabase()
  app = await createApp({
    database,
    config: createTestConfig(),
    logger: { level: 'error', stream: logStream },
    apiPlugins: [probeRoutes],
  })
})
afterAll(async () => {
  await app.close()
  await database.close()
})

describe('GET /health', () => {
  it('reports the database kind after querying it', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ data: { status: 'ok', database: database.kind } })
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('keeps a well-formed incoming request id and replaces a suspicious one', async () => {
    const kept = await app.inject({ url: '/health', headers: { 'x-request-id': 'lb-1234.abc' } })
    expect(kept.headers['x-request-id']).toBe('lb-1234.abc')
    const replaced = await app.inject({ url: '/health', headers: { 'x-request-id': 'a b\nforged' } })
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('stays 200 while the database is gone: the process is alive, only not ready', async () => {
    const closed = await createTestDatabase()
    await closed.close()
    const brokenApp = await createApp({ database: closed, config: createTestConfig(), logger: false })
    const health = await brokenApp.inject({ url: '/health' })
    const ready = await brokenApp.inject({ url: '/ready' })
    await brokenApp.close()
    expect(health.statusCode).toBe(200)
    expect(ready.statusCode).toBe(503)
    expect(ready.headers['retry-after']).toBe('2')
    expect(ready.json().error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', issues: [{ path: 'database' }] })
    expect(ready.json().error.message).toMatch(/^Not ready: the database does not answer \(/)
  })
})

describe('GET /ready', () => {
  let migrated: DatabaseHandle
  beforeAll(async () => {
    migrated = await createTestDatabase({ migrate: true })
  })
  afterAll(async () => migrated?.close())

  async function ready(on: DatabaseHandle, env: Readonly<Record<string, string>> = {}) {
    const readyApp = await createApp({ database: on, config: createTestConfig(env), logger: false })
    try {
      return await readyApp.inject({ url: '/ready' })
    } finally {
      await readyApp.close()
    }
  }

  it('is 200 when the database answers and every migration is applied', async () => {
    const response = await ready(migrated)
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.json()).toEqual({ data: { status: 'ready', database: migrated.kind, redis: 'not configured', migrations: 'applied' } })
  })

  it('is 503 naming the migrations a database lacks', async () => {
    const response = await ready(database)
    expect(response.statusCode).toBe(503)
    expect(response.json().error.issues).toEqual([
      { path: 'migrations', message: expect.stringMatching(/^\d+ migration\(s\) not applied: 0001_init, .* \(npm run migrate -- up\)$/) },
    ])
  })

  it('is 503 naming Redis when REDIS_URL answers nothing, and 200 with a Redis that answers', async () => {
    const refused = await ready(migrated, { REDIS_URL: 'redis://127.0.0.1:1' })
    expect(refused.statusCode).toBe(503)
    expect(refused.json().error.issues).toEqual([{ path: 'redis', message: expect.stringMatching(/^Redis does not answer \(/) }])
    if (process.env.REDIS_URL === undefined) return
    const answered = await ready(migrated, { REDIS_URL: process.env.REDIS_URL })
    expect(answered.json()).toMatchObject({ data: { status: 'ready', redis: 'ok' } })
  })
})

describe('error responses', () => {
  it('404s an unknown API route with the method and path', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/x?y=1' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Route GET /api/x not found' } })
    expect(response.headers['x-request-id']).toBeTruthy()
  })

  it('400s a body that breaks the route schema, naming each field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe/validated',
      payload: { data: { rank: 1.5 } },
    })
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body.error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Invalid request body' })
    expect(body.error.issues).toContainEqual({ path: 'data.title', message: 'is required' })
  })

  it('400s malformed JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe/validated',
      headers: { 'content-type': 'application/json' },
      payload: '{"data":',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'Request body is not valid JSON' } })
  })

  it('400s a JSON body that is not UTF-8 rather than storing U+FFFD in its place', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe/validated',
      headers: { 'content-type': 'application/json' },
      payload: Buffer.concat([Buffer.from('{"data":{"title":"a'), Buffer.from([0xff]), Buffer.from('b"}}')]),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'Request body is not valid UTF-8' } })
  })

  it('415s an unsupported content type', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe/validated',
      headers: { 'content-type': 'application/xml' },
      payload: '<data/>',
    })
    expect(response.statusCode).toBe(415)
    expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE')
  })

  it('413s a body over the limit', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe/validated',
      payload: { data: { title: 'x'.repeat(2 * 1024 * 1024) } },
    })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' } })
  })

  it('renders an HttpError thrown by an operation', async () => {
    const response = await app.inject({ url: '/api/probe/conflict' })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      error: {
        code: 'CONFLICT',
        message: 'Slug is already taken',
        issues: [{ path: 'slug', message: 'Slug is already taken' }],
      },
    })
  })

  it('renders a ZodError as a validation failure', async () => {
    const response = await app.inject({ url: '/api/probe/zod' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'email' }] })
  })

  it('hides an unexpected error behind a 500 and logs it with the request id', async () => {
    const response = await app.inject({ url: '/api/probe/crash' })
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ error: { code: 'INTERNAL_ERROR', message: 'Internal server error' } })
    expect(response.body).not.toContain('secret_table')
    const requestId = response.headers['x-request-id']
    const logged = logLines.find((line) => line.reqId === requestId && line.level === 50)
    expect(logged).toMatchObject({ err: { message: 'relation "secret_table" does not exist' } })
  })

  it('400s a malformed URL through the same error body', async () => {
    const response = await app.inject({ url: '/api/probe/%E0%A4%A' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('BAD_REQUEST')
    expect(response.headers['x-request-id']).toBeTruthy()
  })
})
