/**
 * The API across PostgreSQL restarts and outages, on a throw-away server of this file's own: a
 * stream of writes goes on while the server stops and starts, and afterwards every acknowledged
 * write is in the database and no refused one is. A short restart is waited out; a long outage is
 * answered 503 with Retry-After and logged once when it starts and once when it ends.
 */
import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { entityRoutes } from '#generated/routes/index.gen.ts'
import { isConnectionFault } from '#runtime/db/connection-faults.ts'
import type { DatabaseHandle } from '#runtime/db/database-handle.ts'
import { migrateToLatest } from '#runtime/db/migrations.ts'
import { openPostgres } from '#runtime/db/open-postgres.ts'
import { afterCommitOutbox } from '#runtime/hooks/after-commit-outbox.ts'
import { entityRoutesPlugin } from '#runtime/http/entity-routes-plugin.ts'
import { jobsPlugin } from '#runtime/jobs/jobs-plugin.ts'
import { contentChangeFeed } from '#runtime/modules/host/content-changes.ts'
import { resolvePage } from '#runtime/modules/host/resolve-page.ts'
import { createApp } from '#runtime/server/create-app.ts'
import { createTestConfig } from '../support/test-config.ts'
import { createWebTestApp } from '../web/support/web-test-app.ts'
import { postgresBinDirectory, startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres.ts'

const SECRET = 'restart-test-secret'
const headers = { 'x-rbac-secret-key': SECRET }

interface LogLine {
  readonly level: number
  readonly msg: string
}

let server: ThrowawayPostgres
let database: DatabaseHandle
let app: FastifyInstance
// The same database behind the whole product with the server-rendered site.
let siteApp: FastifyInstance
const logLines: LogLine[] = []

beforeAll(async () => {
  server = await startThrowawayPostgres()
  // A restart shorter than the connect budget is waited out. The budget is 2 s in production; 5 s
  // here, so that pg_ctl on a busy test machine still restarts within it.
  database = await openPostgres(server.url, { probeIntervalMs: 50, connectWaitMs: 5_000 })
  await migrateToLatest(database.db)
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as LogLine)
      done()
    },
  })
  app = await createApp({
    database,
    config: createTestConfig({ RBAC_SECRET_KEY: SECRET }),
    logger: { level: 'info', stream: logStream },
    // With the content-change announcements every product write makes (after-commit jobs): they fail in an outage too.
    apiPlugins: [contentChangeFeed, entityRoutesPlugin(entityRoutes), jobsPlugin, afterCommitOutbox],
  })
  await app.ready()
  siteApp = await createWebTestApp(database, resolvePage)
}, 120_000)

afterAll(async () => {
  await siteApp?.close()
  await app?.close()
  await database?.close()
  await server?.destroy()
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface WriteOutcome {
  readonly title: string
  readonly statusCode: number
  readonly retryAfter: string | string[] | undefined
  readonly body: unknown
  /** When it was sent and answered (Date.now()). */
  readonly sentAt: number
  readonly answeredAt: number
}

/** Writers that create products until `stop()`, each with a title of its own, recording every answer. */
function startWriters(prefix: string, count: number) {
  const outcomes: WriteOutcome[] = []
  let running = true
  let next = 0
  const writers = Array.from({ length: count }, async () => {
    while (running) {
      const title = `${prefix}-${next++}`
      const sentAt = Date.now()
      const response = await app.inject({
        method: 'POST',
        url: '/api/website-builder/widgets',
        headers,
        payload: { data: { adminTitle: title } },
      })
      outcomes.push({
        title,
        statusCode: response.statusCode,
        retryAfter: response.headers['retry-after'],
        body: response.json(),
        sentAt,
        answeredAt: Date.now(),
      })
      // Refusals come back at once; do not spin.
      if (response.statusCode === 503) await sleep(20)
    }
  })
  return {
    outcomes,
    stop: async () => {
      running = false
      await Promise.all(writers)
      return outcomes
    },
  }
}

async function storedTitles(prefix: string): Promise<Set<string>> {
  const { rows } = await sql<{
    admin_title: string
  }>`select admin_title from website_builder_widgets where admin_title like ${`${prefix}-%`}`.execute(database.db)
  return new Set(rows.map((row) => row.admin_title))
}

function expectAcknowledgedExactly(outcomes: readonly WriteOutcome[], stored: ReadonlySet<string>): void {
  const acknowledged = outcomes.filter((outcome) => outcome.statusCode === 201).map((outcome) => outcome.title)
  const refused = outcomes.filter((outcome) => outcome.statusCode !== 201).map((outcome) => outcome.title)
  expect(acknowledged.filter((title) => !stored.has(title))).toEqual([])
  expect(refused.filter((title) => stored.has(title))).toEqual([])
  expect(stored.size).toBe(acknowledged.length)
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting')
    await sleep(20)
  }
}

async function waitForAsync(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting')
    await sleep(10)
  }
}

describe.skipIf(postgresBinDirectory() === undefined)('PostgreSQL restarts under a stream of writes', () => {
  it('waits out a quick restart: every write is acknowledged and stored, nothing is logged as an error', async () => {
    const errorsBefore = logLines.filter((line) => line.level >= 50).length
    const writers = startWriters('quick', 8)
    await waitFor(() => writers.outcomes.length >= 40, 20_000)
    await server.stop()
    await sleep(200)
    await server.start()
    const startedAt = Date.now()
    const afterRestart = writers.outcomes.length
    await waitFor(() => writers.outcomes.length >= afterRestart + 40, 20_000)
    const outcomes = await writers.stop()

    expect(outcomes.filter((outcome) => outcome.statusCode !== 201)).toEqual([])
    // Writes were waiting while the server was down and were waited out, not refused: sent before it
    // was back (during the outage, or before it and cut by it) and answered after. On a busy machine
    // every writer may already be waiting on a write sent just before the stop.
    expect(outcomes.filter((outcome) => outcome.sentAt < startedAt && outcome.answeredAt > startedAt).length).toBeGreaterThan(0)
    expectAcknowledgedExactly(outcomes, await storedTitles('quick'))
    expect(logLines.filter((line) => line.level >= 50).slice(errorsBefore)).toEqual([])
  }, 60_000)

  it('answers 503 with Retry-After during an outage, logs it once and its end once, and loses or invents no write', async () => {
    const linesBefore = logLines.length
    const writers = startWriters('outage', 6)
    await waitFor(() => writers.outcomes.length >= 30, 20_000)
    await server.stop()
    // Longer than the pool's connect budget: an outage is declared.
    await waitFor(() => logLines.slice(linesBefore).some((line) => line.level >= 50), 10_000)
    const health = await app.inject({ url: '/health' })
    const ready = await app.inject({ url: '/ready' })
    const read = await app.inject({ url: '/api/website-builder/widgets?limit=1' })
    const page = await siteApp.inject({ url: '/en/during-the-outage' })
    await sleep(1_000)
    await server.start()
    await waitFor(() => logLines.slice(linesBefore).some((line) => line.msg === 'Database is back'), 10_000)
    const afterRecovery = writers.outcomes.length
    await waitFor(() => writers.outcomes.length >= afterRecovery + 30, 20_000)
    const outcomes = await writers.stop()

    expect(read.statusCode).toBe(503)
    expect(read.headers['retry-after']).toBe('2')
    expect(read.json()).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: 'The database is unavailable; try again in a few seconds' },
    })
    // Not ready (a load balancer moves on), but alive: a supervisor must not restart it for an outage.
    expect(ready.statusCode).toBe(503)
    expect(ready.headers['retry-after']).toBe('2')
    expect(ready.json().error).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: expect.stringMatching(/^Not ready: the database does not answer/),
      issues: [{ path: 'database' }],
    })
    expect(health.statusCode).toBe(200)
    // The site answers 503 too, and does not keep that page: once the database is back, it renders.
    expect(page.statusCode).toBe(503)
    expect(page.headers['retry-after']).toBe('2')
    expect((await siteApp.inject({ url: '/en/during-the-outage' })).statusCode).not.toBe(503)
    const refused = outcomes.filter((outcome) => outcome.statusCode !== 201)
    expect(refused.length).toBeGreaterThan(0)
    for (const outcome of refused) {
      expect(outcome.statusCode).toBe(503)
      expect(outcome.retryAfter).toBe('2')
      expect(outcome.body).toEqual({
        error: { code: 'SERVICE_UNAVAILABLE', message: 'The database is unavailable; try again in a few seconds' },
      })
    }
    expectAcknowledgedExactly(outcomes, await storedTitles('outage'))

    // One line when it started, one when it ended, whatever the number of refused requests.
    const lines = logLines.slice(linesBefore).filter((line) => line.level >= 40)
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [50, 'Database unavailable: answering 503 with Retry-After until it is back'],
      [40, 'Database is back'],
    ])
    expect(await app.inject({ url: '/ready' }).then((response) => response.statusCode)).toBe(200)
  }, 60_000)
})

describe.skipIf(postgresBinDirectory() === undefined)('a statement whose connection is cut', () => {
  // Ends the session running the statement that mentions `marker`, once it is running.
  async function terminateSessionRunning(marker: string): Promise<void> {
    const admin = new pg.Client({ connectionString: server.url })
    await admin.connect()
    try {
      for (let attempt = 0; attempt < 200; attempt++) {
        const { rows } = await admin.query<{ pid: number }>(
          `select pid from pg_stat_activity where state = 'active' and query like $1 and pid <> pg_backend_pid()`,
          [`%${marker}%`],
        )
        if (rows[0] !== undefined) {
          await admin.query('select pg_terminate_backend($1)', [rows[0].pid])
          return
        }
        await sleep(10)
      }
      throw new Error(`no session ran ${marker}`)
    } finally {
      await admin.end()
    }
  }

  async function createProduct(title: string): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/website-builder/widgets',
      headers,
      payload: { data: { adminTitle: title } },
    })
    expect(response.statusCode).toBe(201)
    return (response.json() as { data: { id: string } }).data.id
  }

  it('sends a read again on a fresh connection', async () => {
    const read = sql<{ answer: number }>`select 42 as answer, pg_sleep(0.4) as "read-marker"`.execute(database.db)
    await terminateSessionRunning('read-marker')
    expect((await read).rows[0]?.answer).toBe(42)
  })

  // A restart or a failover cuts every session at once, the pool's idle ones too; the pool hears of
  // those only as their goodbyes arrive, so a read sent again must not go out on one of them.
  it('sends reads again on a new connection when every connection is cut at once', async () => {
    const id = await createProduct('cut-all')
    // The pool's ten connections, idle, opened before the cut.
    await Promise.all(Array.from({ length: 10 }, () => sql`select pg_sleep(0.05)`.execute(database.db)))
    const locker = new pg.Client({ connectionString: server.url })
    await locker.connect()
    try {
      await locker.query('begin')
      await locker.query('lock table website_builder_widgets in access exclusive mode')
      // Held mid-statement by the lock: reads by id (the direct-read road) and lists (Kysely's).
      const reads = [`/api/website-builder/widgets/${id}`, '/api/website-builder/widgets?limit=1']
        .flatMap((url) => [url, url])
        .map((url) => app.inject({ url, headers }))
      const { rows } = await locker.query<{ pid: number }>('select pg_backend_pid() as pid')
      await terminateEverySessionBut(rows[0]!.pid, reads.length)
      await locker.query('commit')
      expect((await Promise.all(reads)).map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200])
    } finally {
      await locker.end()
    }
  })

  // Once `waiting` sessions wait for a lock, ends every session of the database but the admin's and `spared`'s.
  async function terminateEverySessionBut(spared: number, waiting: number): Promise<void> {
    const admin = new pg.Client({ connectionString: server.url })
    await admin.connect()
    try {
      await waitForAsync(async () => {
        const { rows } = await admin.query<{ count: number }>(
          `select count(*)::int as count from pg_stat_activity where wait_event_type = 'Lock'`,
        )
        return rows[0]!.count >= waiting
      })
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and backend_type = 'client backend' and pid not in (pg_backend_pid(), $1)`,
        [spared],
      )
    } finally {
      await admin.end()
    }
  }

  it('sends a write again when the server aborted it, and it applies once', async () => {
    const id = await createProduct('cut-write')
    const update =
      sql`update website_builder_widgets set admin_title = admin_title || '+' where id = ${id} and (select true from pg_sleep(0.4)) /* write-marker */`.execute(
        database.db,
      )
    await terminateSessionRunning('write-marker')
    await update
    const { rows } = await sql<{ admin_title: string }>`select admin_title from website_builder_widgets where id = ${id}`.execute(
      database.db,
    )
    expect(rows[0]?.admin_title).toBe('cut-write+')
  })

  it('does not send a statement of a transaction again: the transaction fails as a whole', async () => {
    const id = await createProduct('cut-transaction')
    // The outcome is taken at once: the failure may come before the terminating call returns.
    const outcome = database.db
      .transaction()
      .execute(async (trx) => {
        await sql`update website_builder_widgets set admin_title = 'changed' where id = ${id}`.execute(trx)
        await sql`select pg_sleep(0.4) as "transaction-marker"`.execute(trx)
      })
      .then(
        () => undefined,
        (failure: unknown) => failure,
      )
    await terminateSessionRunning('transaction-marker')
    const error = await outcome
    expect(isConnectionFault(error)).toBe(true)
    const { rows } = await sql<{ admin_title: string }>`select admin_title from website_builder_widgets where id = ${id}`.execute(
      database.db,
    )
    expect(rows[0]?.admin_title).toBe('cut-transaction')
  })
})
