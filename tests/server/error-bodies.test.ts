/**
 * What the server refuses, over real HTTP (some refusals happen before Fastify, in Node's parser):
 * every answer is a 4xx with DESIGN's body `{ error: { code, message, issues? } }`, never a 500,
 * and no PostgreSQL wording reaches the client. These are the reproductions of issue 15.
 */
import { randomUUID } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import net from 'node:net'
import path from 'node:path'
import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { DatabaseHandle } from '#runtime/db/database-handle.ts'
import { filesDirectory } from '#runtime/modules/file-storage/files-directory.ts'
import { type ApiPlugin, createApp } from '#runtime/server/create-app.ts'
import { productApiPlugins } from '#runtime/server/product-api.ts'
import { createTestConfig } from '../support/test-config.ts'
import { createTestDatabase } from '../support/test-database.ts'

const SECRET = 'error-bodies-secret'
const config = createTestConfig({ RBAC_SECRET_KEY: SECRET })

const errorBody = z.strictObject({
  error: z.strictObject({
    code: z.string().min(1),
    message: z.string().min(1),
    issues: z.array(z.strictObject({ path: z.string(), message: z.string() })).optional(),
  }),
})

// Wording PostgreSQL uses; none of it may reach a client.
const POSTGRES_WORDING = /unicode escape|byte sequence|encoding|syntax for type|invalid input|0x00/i

// A route that hands a data exception straight to the error handler, as a hand-written route might.
const probeRoutes: ApiPlugin = async (api) => {
  api.get('/probe/data-exception', async () => sql`select 'not a number'::integer`.execute(database.db))
}

let database: DatabaseHandle
let app: FastifyInstance
let origin: string
const storedFile = `error-bodies-${randomUUID()}.txt`
const errorLogLines: unknown[] = []

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) errorLogLines.push(JSON.parse(line))
      done()
    },
  })
  app = await createApp({
    database,
    config,
    logger: { level: 'error', stream: logStream },
    apiPlugins: [...productApiPlugins, probeRoutes],
  })
  await mkdir(filesDirectory(config), { recursive: true })
  await writeFile(path.join(filesDirectory(config), storedFile), 'stored')
  await app.listen({ port: 0, host: '127.0.0.1' })
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
}, 60_000)

afterAll(async () => {
  await app?.close()
  await database?.close()
  await rm(path.join(filesDirectory(config), storedFile), { force: true })
})

interface Answer {
  readonly statusCode: number
  readonly headers: http.IncomingHttpHeaders
  readonly text: string
}

// node:http sends the path exactly as given (no `..` folding), like `curl --path-as-is`.
function request(method: string, rawPath: string, options: { body?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(`${origin}/`, { method, path: rawPath, headers: options.headers }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, text }))
    })
    outgoing.on('error', reject)
    outgoing.end(options.body)
  })
}

function expectRefusal(answer: Answer, statusCode: number, code: string): z.infer<typeof errorBody> {
  expect(answer.statusCode).toBe(statusCode)
  expect(answer.headers['content-type']).toMatch(/^application\/json/)
  const body = errorBody.parse(JSON.parse(answer.text))
  expect(body.error.code).toBe(code)
  expect(answer.text).not.toMatch(POSTGRES_WORDING)
  return body
}

const writeHeaders = { 'content-type': 'application/json', 'x-rbac-secret-key': SECRET }

describe('/public/ refusals', () => {
  it('serves a stored file', async () => {
    const answer = await request('GET', `/public/${storedFile}`)
    expect(answer.statusCode).toBe(200)
    expect(answer.text).toBe('stored')
  })

  it.each([
    ['/public/', 403, 'FORBIDDEN'],
    ['/public/../package.json', 403, 'FORBIDDEN'],
    ['/public/%2e%2e/%2e%2e/package.json', 403, 'FORBIDDEN'],
    ['/public/..%5c..%5cpackage.json', 403, 'FORBIDDEN'],
    // A NUL anywhere in a request is refused before routing, naming it.
    [`/public/${storedFile}%00.txt`, 400, 'VALIDATION_FAILED'],
    ['/public/demo/hero.svg%00.txt', 400, 'VALIDATION_FAILED'],
    ['/public/no-such-file.png', 404, 'NOT_FOUND'],
  ])('%s is a %i with our body', async (rawPath, statusCode, code) => {
    const answer = await request('GET', rawPath)
    const body = expectRefusal(answer, statusCode, code)
    if (code === 'VALIDATION_FAILED') {
      expect(body.error.message).toMatch(/^The URL path has text that cannot be stored: path contains the NUL character/)
      expect(body.error.issues).toEqual([{ path: 'path', message: 'contains the NUL character (\\u0000)' }])
    }
    expect(answer.text).not.toContain('"name"')
  })
})

describe('refusals before routing', () => {
  it('431s a URL over 16 KB with our body', async () => {
    const answer = await request('GET', `/api/website-builder/widgets?x=${'a'.repeat(17 * 1024)}`)
    const body = expectRefusal(answer, 431, 'HEADERS_TOO_LARGE')
    expect(body.error.message).toBe('The URL and headers are too large: at most 16 KB together')
  })

  it('400s bytes that are not HTTP with our body', async () => {
    const text = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(new URL(origin).port), '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'))
      let received = ''
      socket.on('data', (chunk) => (received += chunk.toString()))
      socket.on('close', () => resolve(received))
      socket.on('error', reject)
    })
    expect(text).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
    expect(errorBody.parse(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)))).toEqual({
      error: { code: 'BAD_REQUEST', message: 'The request is not valid HTTP' },
    })
  })

  it('400s malformed JSON and 415s another content type, with our body', async () => {
    expectRefusal(await request('POST', '/api/website-builder/widgets', { headers: writeHeaders, body: '{"data":' }), 400, 'BAD_REQUEST')
    expectRefusal(
      await request('POST', '/api/website-builder/widgets', { headers: { ...writeHeaders, 'content-type': 'text/xml' }, body: '<data/>' }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    )
  })
})

describe('text the database cannot store', () => {
  it.each([
    [
      'a NUL in a language map (jsonb)',
      '{"data":{"adminTitle":"ok","title":{"en":"a\\u0000b"}}}',
      'data.title.en',
      'contains the NUL character (\\u0000)',
    ],
    ['a NUL in a text column', '{"data":{"adminTitle":"a\\u0000b"}}', 'data.adminTitle', 'contains the NUL character (\\u0000)'],
    [
      'an unpaired high surrogate',
      '{"data":{"adminTitle":"ok","title":{"en":"a\\ud800b"}}}',
      'data.title.en',
      'contains an unpaired Unicode surrogate (\\ud800–\\udfff)',
    ],
    [
      'an unpaired low surrogate',
      '{"data":{"adminTitle":"a\\udc00"}}',
      'data.adminTitle',
      'contains an unpaired Unicode surrogate (\\ud800–\\udfff)',
    ],
    [
      'a NUL in a key',
      '{"data":{"adminTitle":"ok","title":{"e\\u0000n":"b"}}}',
      'data.title',
      'has a key that contains the NUL character (\\u0000)',
    ],
  ])('%s is a 400 naming the field', async (_case, payload, issuePath, issueMessage) => {
    const body = expectRefusal(
      await request('POST', '/api/website-builder/widgets', { headers: writeHeaders, body: payload }),
      400,
      'VALIDATION_FAILED',
    )
    expect(body.error.issues).toEqual([{ path: issuePath, message: issueMessage }])
    expect(body.error.message).toBe(`The request body has text that cannot be stored: ${issuePath} ${issueMessage}`)
  })

  it('keeps text with emoji (surrogate pairs) and other Unicode', async () => {
    const answer = await request('POST', '/api/website-builder/widgets', {
      headers: writeHeaders,
      body: JSON.stringify({ data: { adminTitle: 'ok 😀 ё', title: { en: '😀', ru: 'ё' } } }),
    })
    expect(answer.statusCode).toBe(201)
    expect(JSON.parse(answer.text).data).toMatchObject({ adminTitle: 'ok 😀 ё', title: { en: '😀', ru: 'ё' } })
  })

  it('400s a NUL in a filter value and in the page resolver URL', async () => {
    const filter = await request(
      'GET',
      '/api/website-builder/widgets?filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=%00',
    )
    expect(expectRefusal(filter, 400, 'VALIDATION_FAILED').error.issues).toEqual([
      { path: 'filters.and.0.value', message: 'contains the NUL character (\\u0000)' },
    ])
    const resolve = await request('GET', '/api/host/pages/resolve?url=/en/%00')
    expect(expectRefusal(resolve, 400, 'VALIDATION_FAILED').error.issues).toEqual([
      { path: 'url', message: 'contains the NUL character (\\u0000)' },
    ])
  })

  it('400s a NUL in the data part of a multipart body, naming the field', async () => {
    const form = new FormData()
    form.set('data', JSON.stringify({ adminTitle: 'a\u0000b' }))
    const multipart = new Response(form)
    const answer = await request('POST', '/api/website-builder/files', {
      headers: { 'content-type': multipart.headers.get('content-type')!, 'x-rbac-secret-key': SECRET },
      body: await multipart.text(),
    })
    const body = expectRefusal(answer, 400, 'VALIDATION_FAILED')
    expect(body.error.issues).toEqual([{ path: 'adminTitle', message: 'contains the NUL character (\\u0000)' }])
  })

  it('400s a data exception that reaches the error handler, in our words', async () => {
    const body = expectRefusal(await request('GET', '/api/probe/data-exception'), 400, 'BAD_REQUEST')
    expect(body.error.message).toBe('A value does not have the format its field needs')
  })

  it('logged none of the above as an unexpected error', () => {
    expect(errorLogLines).toEqual([])
  })
})
