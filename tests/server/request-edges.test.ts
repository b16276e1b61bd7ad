/**
 * The server's edges against hostile input (issue 30): JSON nested past the depth limit in a body,
 * a multipart data part or a query; bodies trickled too slowly; the security headers of every
 * answer. Over real HTTP, since some of these happen before Fastify, in Node's parser.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import net from 'node:net'
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
    const answer = await request('POST', '/api/website-builder/widgets', { headers: writeHeaders, body })
    expect(answer.statusCode).toBe(400)
    expect(errorOf(answer)).toEqual({ code: 'BAD_REQUEST', message: 'Request body is nested more than 64 levels deep' })
  })

  it('reads brackets inside strings as text, not nesting', async () => {
    const body = JSON.stringify({ data: { adminTitle: '['.repeat(5_000), title: { en: '{'.repeat(5_000) } } })
    const answer = await request('POST', '/api/website-builder/widgets', { headers: writeHeaders, body })
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
    const answer = await request('GET', `/api/website-builder/widgets?filters${'[and][0]'.repeat(600)}[column]=slug`)
    expect(answer.statusCode).toBeGreaterThanOrEqual(400)
    expect(answer.statusCode).toBeLessThan(500)
  })
})

describe('requests that arrive too slowly', () => {
  let slowApp: FastifyInstance
  let port: number

  beforeAll(async () => {
    const slowConfig = createTestConfig({ RBAC_SECRET_KEY: SECRET, REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '1000' })
    slowApp = await createApp({ database, config: slowConfig, logger: false, apiPlugins: productApiPlugins })
    await slowApp.listen({ port: 0, host: '127.0.0.1' })
    port = (slowApp.server.address() as AddressInfo).port
  })
  afterAll(async () => slowApp?.close())

  // Sends `head` at once, then one byte of `trickle` every 100 ms; what came back and when the
  // server closed the connection.
  function trickle(head: string, slow: string): Promise<{ received: string; closedAfterMs: number }> {
    return new Promise((resolve, reject) => {
      const started = Date.now()
      let received = ''
      let sent = 0
      const socket = net.connect(port, '127.0.0.1', () => socket.write(head))
      const timer = setInterval(() => {
        if (sent < slow.length && socket.writable) socket.write(slow[sent++]!)
      }, 100)
      socket.on('data', (chunk) => (received += chunk.toString()))
      socket.on('error', () => undefined)
      socket.on('close', () => {
        clearInterval(timer)
        resolve({ received, closedAfterMs: Date.now() - started })
      })
      setTimeout(() => {
        clearInterval(timer)
        socket.destroy()
        reject(new Error(`The connection was still open after 10 s; received ${JSON.stringify(received)}`))
      }, 10_000)
    })
  }

  it('answers 408 and closes a connection whose body trickles in past the time limit', async () => {
    const body = JSON.stringify({ data: { adminTitle: 'slow' } }).padEnd(200, ' ')
    const head = `POST /api/website-builder/widgets HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nX-RBAC-SECRET-KEY: ${SECRET}\r\nContent-Length: ${body.length}\r\n\r\n`
    const { received, closedAfterMs } = await trickle(head, body)
    expect(received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/)
    expect(received).toContain('{"error":{"code":"REQUEST_TIMEOUT","message":"The request took too long to arrive"}}')
    expect(closedAfterMs).toBeLessThan(5_000)
  })

  it('answers 408 and closes a connection whose headers trickle in past the time limit', async () => {
    const { received, closedAfterMs } = await trickle('GET /api/website-builder/widgets HTTP/1.1\r\n', `X-Slow: ${'a'.repeat(200)}`)
    expect(received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/)
    expect(closedAfterMs).toBeLessThan(5_000)
  })
})
