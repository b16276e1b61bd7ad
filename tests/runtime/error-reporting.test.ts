/**
 * SENTRY_DSN: an error thrown in a route reaches a Sentry-compatible receiver (here a local HTTP
 * server) once, as an envelope naming the request id, the route and the subject, and carrying no
 * secret of the configuration, no cookie and nothing of the body; refusals (4xx) are not reported.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { createBrowserErrorReporter, createErrorReporter } from '#runtime/monitoring/error-reporter.ts'
import { sentryTarget } from '#runtime/monitoring/sentry-dsn.ts'
import { type ApiPlugin, createApp } from '#runtime/server/create-app.ts'
import { productApiPlugins } from '#runtime/server/product-api.ts'
import { TEST_JWT_SECRET } from '../modules/rbac/support/auth-test-app.ts'
import { bearer, register, seedRoles } from '../modules/rbac/support/auth-fixtures.ts'
import { DATABASE_HOOK_TIMEOUT } from '../seed/database-hook-timeout.ts'
import { TEST_SECRET_KEY } from '../support/test-app.ts'
import { createTestConfig } from '../support/test-config.ts'
import { createTestDatabase } from '../support/test-database.ts'

interface Received {
  readonly url: string
  readonly headers: Record<string, string | string[] | undefined>
  readonly body: string
}

const DATABASE_PASSWORD = 'pg-password-9'
const BODY_SECRET = 'body-secret-123'
const COOKIE_VALUE = 'cookie-value-xyz'

let receiver: Server
const received: Received[] = []
let database: DatabaseHandle
let app: FastifyInstance

// A route that fails the way a bug does, its message naming secrets it should not.
const explodingRoute: ApiPlugin = async (api) => {
  api.post('/test/explode', async () => {
    throw new Error(`cannot reach postgres://app:${DATABASE_PASSWORD}@db/tessera (signing with ${TEST_JWT_SECRET}, key ${TEST_SECRET_KEY})`)
  })
}

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      received.push({ url: request.url ?? '', headers: request.headers, body })
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  const { port } = receiver.address() as AddressInfo
  database = await createTestDatabase({ migrate: true })
  await seedRoles(database.db)
  const config = createTestConfig({
    RBAC_SECRET_KEY: TEST_SECRET_KEY,
    JWT_SECRET: TEST_JWT_SECRET,
    AUTH_RATE_LIMIT: '100000',
    SENTRY_DSN: `http://public-key@127.0.0.1:${port}/42`,
  })
  app = await createApp({ database, config, apiPlugins: [...productApiPlugins, explodingRoute] })
  await app.ready()
}, DATABASE_HOOK_TIMEOUT)
afterAll(async () => {
  await app?.close()
  await database?.close()
  await new Promise((resolve) => receiver?.close(resolve))
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 300))

describe('error reporting', () => {
  it('sends a route’s error once, with request id, route and subject, and no secret, cookie or body', async () => {
    const person = await register(app)
    const reply = await app.inject({
      method: 'POST',
      url: '/api/test/explode?token=query-secret',
      headers: { ...bearer(person.jwt), cookie: `tracking=${COOKIE_VALUE}`, 'content-type': 'application/json' },
      payload: { data: { password: BODY_SECRET } },
    })
    expect(reply.statusCode).toBe(500)
    expect(reply.json().error.message).toBe('Internal server error')
    await expect.poll(() => received.length, { timeout: 5_000 }).toBe(1)
    await settle()
    expect(received).toHaveLength(1)

    const [envelope] = received
    expect(envelope!.url).toBe('/api/42/envelope/')
    expect(envelope!.headers['x-sentry-auth']).toContain('sentry_key=public-key')
    const [header, item, event] = envelope!.body
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(item).toEqual({ type: 'event' })
    expect(header.event_id).toBe(event.event_id)
    expect(event.tags).toEqual({ request_id: reply.headers['x-request-id'], route: '/api/test/explode', method: 'POST' })
    expect(event.user).toEqual({ id: person.subjectId })
    expect(event.exception.values[0].type).toBe('Error')
    expect(event.exception.values[0].value).toBe(
      'cannot reach postgres://app:[redacted]@db/tessera (signing with [redacted], key [redacted])',
    )
    expect(event.exception.values[0].stacktrace.frames.length).toBeGreaterThan(0)
    for (const secret of [TEST_JWT_SECRET, TEST_SECRET_KEY, DATABASE_PASSWORD, BODY_SECRET, COOKIE_VALUE, 'query-secret', person.jwt]) {
      expect(envelope!.body, secret).not.toContain(secret)
    }
  })

  it('does not report refusals', async () => {
    const before = received.length
    expect((await app.inject({ method: 'GET', url: '/api/rbac/subjects/authentication/me' })).statusCode).toBe(401)
    expect((await app.inject({ method: 'GET', url: '/api/no-such-route' })).statusCode).toBe(404)
    await settle()
    expect(received).toHaveLength(before)
  })

  it('forwards a page’s error from the tunnel once, with its path and release, and no secret, token or cookie', async () => {
    const person = await register(app)
    const before = received.length
    const reply = await app.inject({
      method: 'POST',
      url: '/api/browser-errors',
      headers: { ...bearer(person.jwt), cookie: `tracking=${COOKIE_VALUE}`, 'content-type': 'application/json' },
      payload: {
        type: 'TypeError',
        message: `cannot read order (key ${TEST_SECRET_KEY})`,
        stack: 'TypeError: cannot read order\n    at OrderCard (http://127.0.0.1/assets/order-card-x1.js:1:200)',
        path: `/en/reset-password/${'a1'.repeat(20)}?token=query-secret#fragment`,
      },
    })
    expect(reply.statusCode).toBe(202)
    await expect.poll(() => received.length, { timeout: 5_000 }).toBe(before + 1)
    const envelope = received.at(-1)!
    const event = JSON.parse(envelope.body.trimEnd().split('\n')[2]!)
    expect(event).toMatchObject({
      platform: 'javascript',
      transaction: '/en/reset-password/:token',
      user: { id: person.subjectId },
      tags: { request_id: reply.headers['x-request-id'], source: 'browser' },
      exception: { values: [{ type: 'TypeError', value: 'cannot read order (key [redacted])' }] },
    })
    expect(event.release).toMatch(/^tessera@\d/)
    expect(event.exception.values[0].stacktrace.frames).toEqual([
      { function: 'OrderCard', filename: 'http://127.0.0.1/assets/order-card-x1.js', lineno: 1, colno: 200, in_app: true },
    ])
    for (const secret of [TEST_SECRET_KEY, COOKIE_VALUE, 'query-secret', 'fragment', 'a1a1a1a1a1', person.jwt]) {
      expect(envelope.body, secret).not.toContain(secret)
    }
  })

  it('refuses a tunnel report that is not one, by its field', async () => {
    const reply = await app.inject({
      method: 'POST',
      url: '/api/browser-errors',
      payload: { type: 'Error', message: 'x', stack: '', path: 'no-slash' },
    })
    expect(reply.statusCode).toBe(400)
    expect(JSON.stringify(reply.json().error)).toContain('path')
  })

  it('takes at most 60 reports a minute from one client address', async () => {
    const report = { type: 'Error', message: 'again', stack: '', path: '/en' }
    const statuses: number[] = []
    for (let sent = 0; sent < 61; sent += 1) {
      const reply = await app.inject({ method: 'POST', url: '/api/browser-errors', payload: report, remoteAddress: '192.0.2.61' })
      statuses.push(reply.statusCode)
    }
    expect(statuses.slice(0, 60)).toEqual(Array.from({ length: 60 }, () => 202))
    expect(statuses[60]).toBe(429)
  })

  it('is off without SENTRY_DSN, and reads DSNs with a path', () => {
    expect(createErrorReporter(createTestConfig(), { warn: () => undefined })).toBeUndefined()
    // No tunnel either, and pages are not told to report.
    expect(createBrowserErrorReporter(createTestConfig(), { warn: () => undefined })).toBeUndefined()
    expect(sentryTarget('https://key@sentry.example/relay/7')).toEqual({
      envelopeUrl: 'https://sentry.example/relay/api/7/envelope/',
      publicKey: 'key',
      dsn: 'https://key@sentry.example/relay/7',
    })
    expect(() => createTestConfig({ SENTRY_DSN: 'https://sentry.example/7' })).toThrow(/SENTRY_DSN: must be a Sentry DSN/)
  })
})
