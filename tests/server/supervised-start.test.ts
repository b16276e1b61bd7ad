/**
 * `npm start` as a supervisor sees it (issue 24): a start on a taken port exits 1 within 5 s with
 * one line naming the port; SIGTERM under open chat streams and load stops accepting, ends the
 * streams with a retry hint, answers every request it had accepted and exits 0 within 10 s.
 * Real processes: runtime/cli/start.ts under tsx, on an embedded database of their own.
 */
import { request as httpRequest } from 'node:http'
import { createServer, type Server } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { httpJson, registerOver, type ServerProcess, spawnServer, startServerProcess } from '../jobs/support/server-process.ts'
import { siteHas } from '../support/site-modules.ts'

const SECRET_KEY = 'supervised-start-secret-key'

describe('a start that cannot listen', () => {
  let blocker: Server
  let port: number

  beforeAll(async () => {
    blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    port = (blocker.address() as { port: number }).port
  })
  afterAll(() => new Promise<void>((resolve) => blocker.close(() => resolve())))

  it('exits 1 within 5 s with one line naming the taken port', async () => {
    const started = performance.now()
    const server = await spawnServer({ PORT: String(port) })
    const { code } = await server.exited
    const seconds = (performance.now() - started) / 1000
    const lines = server.output().trim().split('\n')
    expect(code).toBe(1)
    expect(lines).toEqual([
      `Tessera could not start: port ${port} on 127.0.0.1 is already in use (EADDRINUSE): stop what listens there or set PORT`,
    ])
    expect(seconds).toBeLessThan(5)
  }, 30_000)
})

/** One GET with request id `id` on a connection of its own: refused or reset, or answered. */
function getOnce(url: string, id: string): Promise<{ status: number } | { error: string }> {
  return new Promise((resolve) => {
    const request = httpRequest(url, { agent: false, headers: { 'x-request-id': id } }, (response) => {
      response.resume()
      response.once('end', () => resolve({ status: response.statusCode! }))
      response.once('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }))
    })
    request.once('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }))
    request.end()
  })
}

/** Opens an event stream and collects what it sends until the server ends it. */
function openEventStream(url: string, jwt: string): Promise<{ opened: Promise<void>; ended: Promise<string> }> {
  return new Promise((resolve, reject) => {
    let text = ''
    let markOpened: () => void
    const opened = new Promise<void>((done) => (markOpened = done))
    const request = httpRequest(
      url,
      { agent: false, headers: { authorization: `Bearer ${jwt}`, accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`The stream answered ${response.statusCode}`))
        const ended = new Promise<string>((done) => {
          response.on('data', (chunk: Buffer) => {
            text += chunk.toString()
            markOpened()
          })
          response.once('end', () => done(text))
          response.once('error', () => done(text))
        })
        resolve({ opened, ended })
      },
    )
    request.once('error', reject)
    request.end()
  })
}

describe('SIGTERM under open chat streams and load', () => {
  let server: ServerProcess

  beforeAll(async () => {
    server = await startServerProcess({ RBAC_SECRET_KEY: SECRET_KEY, LOG_LEVEL: 'info', LOG_FORMAT: 'json', SHUTDOWN_TIMEOUT_SECONDS: '8' })
  }, 180_000)
  afterAll(async () => server?.stop())

  it('ends the streams with a retry hint, answers every accepted request and exits 0 within 10 s', async () => {
    const secret = { 'x-rbac-secret-key': SECRET_KEY }
    // Chat streams where the site lists social (README "Remove a module": the rest still stops so).
    const readers = siteHas('social')
      ? await Promise.all([1, 2].map((n) => registerOver(server, `reader-${n}-${Date.now()}@example.com`)))
      : []
    const streams = await Promise.all(
      readers.map(async (reader, n) => {
        const profile = await httpJson(
          `${server.url}/api/social/profiles`,
          'POST',
          { data: { slug: `reader-${n}`, adminTitle: `Reader ${n}` } },
          secret,
        )
        expect(profile.status, JSON.stringify(profile.body)).toBe(201)
        const link = await httpJson(
          `${server.url}/api/rbac/subjects-to-social-module-profiles`,
          'POST',
          { data: { subjectId: reader.subjectId, socialModuleProfileId: profile.body.data.id } },
          secret,
        )
        expect(link.status, JSON.stringify(link.body)).toBe(201)
        return openEventStream(
          `${server.url}/api/rbac/subjects/${reader.subjectId}/social-module/profiles/${profile.body.data.id}/chats/events`,
          reader.jwt,
        )
      }),
    )
    await Promise.all(streams.map((stream) => stream.opened))

    // Load: eight clients, each asking for a page or an API read again as soon as it is answered,
    // until the server no longer accepts connections.
    const urls = ['/', '/en', '/api/website-builder/widgets?limit=20', '/api/host/pages/resolve?url=/']
    const outcomes: Array<({ status: number } | { error: string }) & { id: string; sentBeforeSignal: boolean }> = []
    let signalled = false
    let refused = false
    const client = async (n: number) => {
      for (let i = n; !refused; i += 1) {
        const sentBeforeSignal = !signalled
        const id = `load-${n}-${i}`
        const outcome = await getOnce(`${server.url}${urls[i % urls.length]}`, id)
        outcomes.push({ ...outcome, id, sentBeforeSignal })
        if ('error' in outcome && outcome.error === 'ECONNREFUSED') refused = true
      }
    }
    const load = Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map(client))
    // Under way: some answered, and eight in flight whenever the signal comes.
    const loadDeadline = Date.now() + 60_000
    while (outcomes.filter((outcome) => 'status' in outcome).length < 16 && Date.now() < loadDeadline)
      await new Promise((resolve) => setTimeout(resolve, 50))

    const signalledAt = performance.now()
    signalled = true
    server.child.kill('SIGTERM')
    const { code } = await server.exited
    const seconds = (performance.now() - signalledAt) / 1000
    await load

    expect(code).toBe(0)
    expect(seconds).toBeLessThan(10)
    // Every request the server read was answered in full (its log says so, and so does the
    // client); the others never reached it: refused, or reset in the listening socket's queue when
    // it closed (a connection failure a client may retry, as it may a refused one).
    const logged = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string; reqId?: string; res?: { statusCode: number } })
    const read = new Set(
      logged.filter((line) => line.msg === 'incoming request' && line.reqId?.startsWith('load-')).map((line) => line.reqId),
    )
    const completed = logged.filter((line) => line.msg === 'request completed' && line.reqId?.startsWith('load-'))
    expect(completed.length).toBe(read.size)
    expect(completed.filter((line) => line.res?.statusCode !== 200)).toEqual([])
    for (const outcome of outcomes) {
      if (read.has(outcome.id)) expect(outcome).toMatchObject({ status: 200 })
      else expect(outcome).toMatchObject({ error: expect.stringMatching(/^(ECONNREFUSED|ECONNRESET)$/) })
    }
    // The load was real: the answered ones were read and answered in full, as above.
    expect(outcomes.filter((outcome) => 'status' in outcome && outcome.sentBeforeSignal).length).toBeGreaterThanOrEqual(16)
    expect(completed.length).toBeGreaterThanOrEqual(16)
    for (const stream of streams) {
      const text = await stream.ended
      expect(text).toMatch(/retry: 1000\nevent: server-stopping\ndata: \{"reason":"server-stopping",/)
    }
    expect(server.output()).toContain('"msg":"Received SIGTERM, shutting down"')
  }, 60_000)
})
