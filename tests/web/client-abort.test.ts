/**
 * A visitor who closes the tab while the server renders their page is no server error: over a
 * listening server, a socket destroyed mid-render leaves no error-level log line (only an info
 * line without a stack), while a page that really fails to render is still logged as an error.
 */
import type { AddressInfo } from 'node:net'
import net from 'node:net'
import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import type { ResolvedPage } from '#contract/routes/host/resolved-page.ts'
import { splitLanguage } from '#web/site/languages.ts'
import { createTestDatabase } from '../support/test-database.ts'
import { contentWidget, resolvedPage } from './support/page-fixtures.ts'
import { createWebTestApp } from './support/web-test-app.ts'

interface LogLine {
  readonly level: number
  readonly msg?: string
  readonly err?: { readonly stack?: string }
  readonly url?: string
}

const ERROR_LEVEL = 50

/** A promise and the function that settles it. */
function deferred(): { promise: Promise<void>; settle: () => void } {
  let settle!: () => void
  const promise = new Promise<void>((resolve) => (settle = resolve))
  return { promise, settle }
}

let database: DatabaseHandle
let app: FastifyInstance
let port: number
const lines: LogLine[] = []
// The slow page's resolution: started when the server asks, finished when the test says.
let slowStarted = deferred()
let slowReleased = deferred()

async function resolve(_db: unknown, url: string): Promise<ResolvedPage> {
  const { language, path } = splitLanguage(url)
  if (path === '/broken') throw new Error('the page tree could not be read')
  if (path === '/slow') {
    slowStarted.settle()
    await slowReleased.promise
  }
  return resolvedPage({ language, path, own: [contentWidget({ ru: 'Медленная страница', en: 'Slow page' })] })
}

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine)
      done()
    },
  })
  app = await createWebTestApp(database, resolve, { level: 'info', stream })
  await app.listen({ port: 0, host: '127.0.0.1' })
  port = (app.server.address() as AddressInfo).port
}, 60_000)

afterAll(async () => {
  await app?.close()
  await database?.close()
})

/** Sends a GET for `path` on a raw socket and destroys the socket once the render has started. */
async function abandon(path: string): Promise<void> {
  slowStarted = deferred()
  slowReleased = deferred()
  const socket = net.connect(port, '127.0.0.1')
  socket.on('error', () => {})
  socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: br\r\n\r\n`)
  await slowStarted.promise
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
  socket.destroy()
  await closed
  // The server sees the socket close before the render goes on.
  await new Promise((resolve) => setTimeout(resolve, 100))
  slowReleased.settle()
}

/** Waits until a log line after `from` satisfies `found` (the handler logs after the render settles). */
async function lineAfter(from: number, found: (line: LogLine) => boolean): Promise<LogLine> {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const line = lines.slice(from).find(found)
    if (line !== undefined) return line
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`no such log line; lines: ${JSON.stringify(lines.slice(from))}`)
}

describe('a client that goes away mid-render', () => {
  it('is logged at info without a stack, never as an error', async () => {
    const from = lines.length
    await abandon('/en/slow')
    const line = await lineAfter(
      from,
      (candidate) => candidate.msg === 'The client went away before the response was sent' || candidate.level >= ERROR_LEVEL,
    )
    expect(line.level, JSON.stringify(line)).toBeLessThan(ERROR_LEVEL)
    expect(line.err).toBeUndefined()
    // Whatever else the request logs once settled, none of it is an error.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(lines.slice(from).filter((candidate) => candidate.level >= ERROR_LEVEL)).toEqual([])
  })

  it('leaves the server answering the next visitor', async () => {
    slowReleased.settle()
    const response = await app.inject({ method: 'GET', url: '/en/slow' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('Slow page')
  })
})

describe('a page that fails to render for a connected client', () => {
  it('is still logged at error level with its stack', async () => {
    const from = lines.length
    const response = await app.inject({ method: 'GET', url: '/en/broken' })
    expect(response.statusCode).toBe(500)
    const line = await lineAfter(from, (candidate) => candidate.level >= ERROR_LEVEL)
    expect(line.err?.stack).toContain('the page tree could not be read')
  })
})
