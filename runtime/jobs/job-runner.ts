/**
 * Runs the due jobs of `host_jobs` in this process (every server process runs one): a pass every
 * `pollIntervalMs`, and one at the due time of each job this process stored itself, so a job is
 * late only when the process that stored it is gone. A pass claims jobs a batch at a time
 * (job-rows.ts) and runs them one after another; each ends `done`, due again, or `failed`.
 */
import type { Kysely } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import type { HostJobsRow } from '#generated/db/host/jobs.gen.ts'
import { isConnectionFault } from '#runtime/db/connection-faults.ts'
import { claimDueJobs, claimJobsById, ensurePeriodicJob, failJob, finishJob } from './job-rows.ts'
import { JOB_TIMINGS, type JobTimings } from './job-timings.ts'

/** What a job does with its payload; a throw is a failure, retried later. */
export type JobHandler = (payload: Readonly<Record<string, unknown>>) => Promise<void>

/** A job kind this process can run; `everyMs` makes it periodic (one row, run once per period). */
export interface JobDefinition {
  readonly run: JobHandler
  readonly everyMs?: number
}

/** Where the runner reports; a Fastify/pino logger fits. */
export interface JobRunnerLog {
  info(object: object, message: string): void
  warn(object: object, message: string): void
  error(object: object, message: string): void
}

/** Options of {@link startJobRunner}. */
export interface JobRunnerOptions {
  readonly db: Kysely<Database>
  readonly definitions: ReadonlyMap<string, JobDefinition>
  readonly log: JobRunnerLog
  readonly pollIntervalMs: number
  readonly timings?: JobTimings
  /** Called with each run's outcome (metrics). */
  readonly onRun?: (name: string, outcome: 'done' | 'failed', seconds: number) => void
}

/** A running runner. */
export interface JobRunner {
  /** Runs a pass at `dueInMs` from now (a job this process just stored). */
  wakeIn(dueInMs: number): void
  /** Claims and runs the jobs `ids` now, beside any pass (a claim is exclusive), skipping those another holds. */
  runNow(ids: readonly string[]): Promise<void>
  /** Runs one pass now, after the one in progress; resolves with how many jobs ran. */
  runDue(): Promise<number>
  /** Stops passes and waits for the job in progress, so the database can close after it. */
  stop(): Promise<void>
}

const BATCH_SIZE = 10

// The runners started on each database, so a write that stored a job in its own transaction can
// wake this process's runner once it committed (runtime/hooks/run-write-hooks.ts).
const runnersByDatabase = new WeakMap<Kysely<any>, Set<JobRunner>>()

/** Runs a pass soon in every runner of this process started on `db`; other processes poll. */
export function wakeJobRunners(db: Kysely<any>): void {
  for (const runner of runnersByDatabase.get(db) ?? []) runner.wakeIn(0)
}

/**
 * Runs the jobs `ids`, just stored by a write of this process that committed, in a runner of this
 * process started on `db` (before the write answers); without one, they wait for a pass of any
 * process. A job that fails here is retried as any other.
 */
export async function runJobsNow(db: Kysely<any>, ids: readonly string[]): Promise<void> {
  const runner = runnersByDatabase.get(db)?.values().next().value
  if (runner === undefined || ids.length === 0) return
  await runner.runNow(ids)
}

/** Writes the periodic jobs' rows, then starts passes. */
export async function startJobRunner(options: JobRunnerOptions): Promise<JobRunner> {
  const { db, definitions, log } = options
  const timings = options.timings ?? JOB_TIMINGS
  const names = [...definitions.keys()]
  for (const [name, definition] of definitions) {
    if (definition.everyMs !== undefined) await ensurePeriodicJob(db, name, definition.everyMs)
  }
  let stopped = false
  let chain: Promise<number> = Promise.resolve(0)
  const wakeTimers = new Set<NodeJS.Timeout>()

  const runOne = async (job: HostJobsRow): Promise<void> => {
    const definition = definitions.get(job.name)!
    const started = performance.now()
    try {
      await definition.run(parsePayload(job.payload))
      await finishJob(db, job, definition.everyMs)
      options.onRun?.(job.name, 'done', (performance.now() - started) / 1000)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      // An outage is logged once where it is detected (runtime/db/database-availability.ts), not per job.
      if (!isConnectionFault(error))
        log.warn({ job: job.name, jobId: job.id, attempt: job.attempts, err: { message } }, 'Job failed; it will be retried')
      await failJob(db, job, message, timings, definition.everyMs)
      options.onRun?.(job.name, 'failed', (performance.now() - started) / 1000)
    }
  }
  const pass = async (): Promise<number> => {
    let ran = 0
    try {
      while (!stopped) {
        const claimed = await claimDueJobs(db, names, timings, BATCH_SIZE)
        for (const job of claimed) {
          await runOne(job)
          ran += 1
        }
        if (claimed.length < BATCH_SIZE) break
      }
    } catch (error) {
      // A database outage is logged once by the app (database-outage-log.ts); the next pass retries.
      if (!isConnectionFault(error)) log.error({ err: { message: (error as Error).message } }, 'Job pass failed')
    }
    return ran
  }
  // Passes are chained: never two at once in one process, and a requested one is never skipped.
  const queuePass = (): Promise<number> => {
    chain = chain.then(() => (stopped ? 0 : pass()))
    return chain
  }
  const poll = setInterval(() => void queuePass(), options.pollIntervalMs)
  // The runner alone must not keep a process alive (tests, CLI commands).
  poll.unref()
  void queuePass()
  const runner: JobRunner = {
    wakeIn(dueInMs) {
      if (stopped) return
      const timer = setTimeout(() => {
        wakeTimers.delete(timer)
        void queuePass()
      }, dueInMs + 10)
      timer.unref()
      wakeTimers.add(timer)
    },
    async runNow(ids) {
      if (stopped) return
      try {
        for (const job of await claimJobsById(db, ids, names, timings)) await runOne(job)
      } catch (error) {
        // Left to a later pass; a database outage is logged once by the app.
        if (!isConnectionFault(error)) log.error({ err: { message: (error as Error).message } }, 'Could not run the jobs a write stored')
      }
    },
    runDue: queuePass,
    async stop() {
      stopped = true
      runnersByDatabase.get(db)?.delete(runner)
      clearInterval(poll)
      for (const timer of wakeTimers) clearTimeout(timer)
      await chain
    },
  }
  const runners = runnersByDatabase.get(db) ?? new Set<JobRunner>()
  runners.add(runner)
  runnersByDatabase.set(db, runners)
  return runner
}

function parsePayload(text: string): Readonly<Record<string, unknown>> {
  const value: unknown = JSON.parse(text)
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('A job payload must be a JSON object')
  return value as Record<string, unknown>
}
