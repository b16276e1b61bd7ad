/**
 * User enumeration (issue #30 finding 10): registration and forgot-password answer the same status
 * and body, in about the same time, for known and unknown addresses; the mail (and whether there
 * is any) is decided by a job after the answer. Forgot-password with the mail server down still
 * answers 200 (#24 item 6), and the job mails a fresh code once the server is back.
 */
import { randomUUID } from 'node:crypto'
import { createServer, type Server } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { createTestDatabase } from '../../support/test-database.ts'
import { createAuthTestApp } from './support/auth-test-app.ts'
import { AUTH, call, register, seedRoles } from './support/auth-fixtures.ts'
import { identityMailSettled } from './support/outbox.ts'

let database: DatabaseHandle
let app: FastifyInstance

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  await seedRoles(database.db)
  ;({ app } = await createAuthTestApp(database))
})

afterAll(async () => {
  await app?.close()
  await database?.close()
})

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/**
 * The typical gap between two answers asked back to back: the median of the pairs' differences, so a
 * burst of load on the machine (which slows both of a pair alike) does not read as a gap.
 */
const pairedGap = (first: readonly number[], second: readonly number[]) => Math.abs(median(first.map((ms, i) => ms - second[i]!)))

// Each request is timed alone: the mail job of the one before has run, as for a prober who waits.
async function timed(run: () => Promise<{ status: number; body: unknown }>): Promise<{ ms: number; status: number; body: unknown }> {
  await identityMailSettled(database.db)
  const started = performance.now()
  const reply = await run()
  return { ms: performance.now() - started, status: reply.status, body: reply.body }
}

describe('known and unknown addresses', () => {
  it('get the same forgot-password answer in about the same time', async () => {
    const known = await register(app)
    const rounds = 12
    const knownTimes: number[] = []
    const unknownTimes: number[] = []
    for (let round = 0; round < rounds; round += 1) {
      // Interleaved, so load on the machine weighs on both alike.
      const a = await timed(() => call(app, 'POST', `${AUTH}/email-and-password/forgot-password`, { body: { email: known.email } }))
      const b = await timed(() =>
        call(app, 'POST', `${AUTH}/email-and-password/forgot-password`, { body: { email: `nobody-${randomUUID()}@example.com` } }),
      )
      expect([a.status, b.status]).toEqual([200, 200])
      expect(a.body).toEqual(b.body)
      knownTimes.push(a.ms)
      unknownTimes.push(b.ms)
    }
    console.info(`forgot-password median: known ${median(knownTimes).toFixed(1)} ms, unknown ${median(unknownTimes).toFixed(1)} ms`)
    expect(pairedGap(knownTimes, unknownTimes)).toBeLessThan(Math.max(15, 0.5 * median(unknownTimes)))
  })

  it('get the same registration answer in about the same time', async () => {
    const known = await register(app)
    const rounds = 12
    const takenTimes: number[] = []
    const newTimes: number[] = []
    for (let round = 0; round < rounds; round += 1) {
      const a = await timed(() =>
        call(app, 'POST', `${AUTH}/email-and-password/registration`, { body: { login: known.email, password: 'some password' } }),
      )
      const b = await timed(() =>
        call(app, 'POST', `${AUTH}/email-and-password/registration`, {
          body: { login: `new-${randomUUID()}@example.com`, password: 'some password' },
        }),
      )
      expect([a.status, b.status]).toEqual([202, 202])
      expect(a.body).toEqual(b.body)
      takenTimes.push(a.ms)
      newTimes.push(b.ms)
    }
    console.info(`registration median: taken ${median(takenTimes).toFixed(1)} ms, new ${median(newTimes).toFixed(1)} ms`)
    expect(pairedGap(takenTimes, newTimes)).toBeLessThan(Math.max(15, 0.25 * median(newTimes)))
  })
})

describe('forgot-password with the mail server down (#24 item 6)', () => {
  let deadSmtp: Server
  let smtpApp: FastifyInstance

  beforeAll(async () => {
    // A port that accepts connections and closes them at once: a mail server that is down.
    deadSmtp = createServer((socket) => socket.destroy())
    await new Promise<void>((resolve) => deadSmtp.listen(0, '127.0.0.1', resolve))
    const { port } = deadSmtp.address() as { port: number }
    ;({ app: smtpApp } = await createAuthTestApp(database, { SMTP_URL: `smtp://127.0.0.1:${port}` }))
  })

  afterAll(async () => {
    await smtpApp?.close()
    await new Promise((resolve) => deadSmtp?.close(resolve))
  })

  it('answers 200 for a known address, as for an unknown one, and keeps the job to retry without any code stored in clear', async () => {
    const known = await register(app)
    const answer = await call(smtpApp, 'POST', `${AUTH}/email-and-password/forgot-password`, { body: { email: known.email } })
    const unknown = await call(smtpApp, 'POST', `${AUTH}/email-and-password/forgot-password`, {
      body: { email: `nobody-${randomUUID()}@example.com` },
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual(unknown.body)
    // The send failed and the job waits for another try; it holds the address, never a code.
    await expect
      .poll(
        async () => {
          const jobs = await database.db
            .selectFrom('host_jobs')
            .select(['payload', 'attempts', 'last_error', 'status'])
            .where('name', '=', 'rbac.identity-mail')
            .execute()
          return jobs.find((job) => job.payload.includes(known.email) && job.attempts > 0)
        },
        { timeout: 20_000 },
      )
      .toMatchObject({ status: 'queued', last_error: expect.any(String) })
    const job = await database.db
      .selectFrom('host_jobs')
      .select('payload')
      .where('name', '=', 'rbac.identity-mail')
      .where('payload', 'like', `%${known.email}%`)
      .where('payload', 'like', '%reset%')
      .executeTakeFirstOrThrow()
    expect(JSON.parse(job.payload)).toEqual({ kind: 'reset', email: known.email, language: 'en' })
  }, 40_000)
})
