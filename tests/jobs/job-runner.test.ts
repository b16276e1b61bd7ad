/**
 * The job mechanism (runtime/jobs) against a real database (PGlite, or PostgreSQL when
 * DATABASE_URL is set): a job runs once when due and not before, a claim left by a process that
 * died is taken again after its lease, failures are retried with growing waits and then kept as
 * `failed`, and a periodic job runs once per period however many runners look for it.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/database-handle.ts'
import { claimDueJobs, countDueJobs, failJob, insertJob } from '#runtime/jobs/job-rows.ts'
import { type JobDefinition, type JobRunner, startJobRunner } from '#runtime/jobs/job-runner.ts'
import type { JobTimings } from '#runtime/jobs/job-timings.ts'
import { recordingLogger } from '../modules/notification/support/test-logger.ts'
import { createTestDatabase } from '../support/test-database.ts'

const timings: JobTimings = { leaseMs: 400, baseDelayMs: 100, maxDelayMs: 300, maxAttempts: 3 }
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('jobs', () => {
  let database: DatabaseHandle
  const runners: JobRunner[] = []

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: true })
  })
  afterEach(async () => {
    while (runners.length) await runners.pop()!.stop()
    await database.db.deleteFrom('host_jobs').execute()
  })
  afterAll(async () => {
    await database?.close()
  })

  async function runner(definitions: Record<string, JobDefinition>): Promise<JobRunner> {
    const started = await startJobRunner({
      db: database.db,
      definitions: new Map(Object.entries(definitions)),
      log: recordingLogger(),
      pollIntervalMs: 60_000,
      timings,
    })
    runners.push(started)
    return started
  }

  it('runs a job once when it is due, and not before', async () => {
    const seen: unknown[] = []
    const jobs = await runner({ 'test.note': { run: async (payload) => void seen.push(payload) } })
    const id = await insertJob(database.db, 'test.note', { note: 'later' }, 300)
    expect(await jobs.runDue()).toBe(0)
    expect(await countDueJobs(database.db)).toBe(0)
    await sleep(400)
    expect(await countDueJobs(database.db)).toBe(1)
    expect(await jobs.runDue()).toBe(1)
    expect(await jobs.runDue()).toBe(0)
    expect(seen).toEqual([{ note: 'later' }])
    const row = await database.db
      .selectFrom('host_jobs')
      .select(['status', 'attempts', 'locked_until'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 'done', attempts: 1, locked_until: null })
  })

  it('wakes at the due time of a job this process stored, without waiting for a poll', async () => {
    let runs = 0
    const jobs = await runner({ 'test.wake': { run: async () => void (runs += 1) } })
    await insertJob(database.db, 'test.wake', {}, 100)
    jobs.wakeIn(100)
    for (let waited = 0; runs === 0 && waited < 5_000; waited += 50) await sleep(50)
    expect(runs).toBe(1)
  })

  it('leaves a job claimed by a process that died alone until its lease ends, then runs it once', async () => {
    let runs = 0
    const id = await insertJob(database.db, 'test.orphan', {}, 0)
    // A process claims it, then dies before finishing (SIGKILL during the run).
    const [orphaned] = await claimDueJobs(database.db, ['test.orphan'], timings, 10)
    expect(orphaned?.id).toBe(id)
    const survivor = await runner({ 'test.orphan': { run: async () => void (runs += 1) } })
    expect(await survivor.runDue()).toBe(0)
    await sleep(timings.leaseMs + 100)
    expect(await survivor.runDue()).toBe(1)
    expect(runs).toBe(1)
    // The dead process's late report (it was not dead after all, only slow) changes nothing.
    await failJob(database.db, orphaned!, 'too late', timings, undefined)
    const row = await database.db
      .selectFrom('host_jobs')
      .select(['status', 'attempts', 'last_error'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 'done', attempts: 2, last_error: null })
  })

  it('retries a failing job after growing waits, then keeps it as failed with its error', async () => {
    const attemptsAt: number[] = []
    const jobs = await runner({
      'test.broken': {
        run: async () => {
          attemptsAt.push(Date.now())
          throw new Error('the mail server said no')
        },
      },
    })
    const id = await insertJob(database.db, 'test.broken', {}, 0)
    for (let waited = 0; waited < 5_000; waited += 50) {
      await jobs.runDue()
      const row = await database.db.selectFrom('host_jobs').select('status').where('id', '=', id).executeTakeFirstOrThrow()
      if (row.status === 'failed') break
      await sleep(50)
    }
    const row = await database.db
      .selectFrom('host_jobs')
      .select(['status', 'attempts', 'last_error'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 'failed', attempts: 3, last_error: 'the mail server said no' })
    expect(attemptsAt).toHaveLength(3)
    // 100 ms after the first failure, 200 ms after the second.
    expect(attemptsAt[1]! - attemptsAt[0]!).toBeGreaterThanOrEqual(90)
    expect(attemptsAt[2]! - attemptsAt[1]!).toBeGreaterThanOrEqual(190)
  })

  it('runs a periodic job once per period among several runners', async () => {
    const runsBy = [0, 0, 0]
    const everyMs = 500
    const started = Date.now()
    const all = await Promise.all(
      runsBy.map((_, index) => runner({ 'test.periodic': { everyMs, run: async () => void (runsBy[index]! += 1) } })),
    )
    while (Date.now() - started < 2_300) {
      await Promise.all(all.map((jobs) => jobs.runDue()))
      await sleep(25)
    }
    const elapsed = Date.now() - started
    const runs = runsBy.reduce((sum, count) => sum + count, 0)
    // Due at the first start, then once every period: never one run per runner per period.
    expect(runs).toBeGreaterThanOrEqual(3)
    expect(runs).toBeLessThanOrEqual(Math.floor(elapsed / everyMs) + 1)
    const rows = await database.db.selectFrom('host_jobs').select(['key', 'status']).where('name', '=', 'test.periodic').execute()
    expect(rows).toEqual([{ key: 'test.periodic', status: 'queued' }])
  })
})
