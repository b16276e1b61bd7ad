/**
 * The `host_jobs` table as the job runner uses it (DESIGN "Modules and extension points": jobs).
 * A job is claimed by one statement with `FOR UPDATE SKIP LOCKED` that also sets its lease
 * (`locked_until`) and counts the attempt, so any number of processes may claim at once and
 * none takes a job another holds, and no transaction stays open while a job runs (PGlite has one
 * connection). Each claim bumps `attempts`, which the finishing statements check: a process whose
 * lease ran out and whose job was claimed again cannot overwrite the newer claim's outcome.
 */
import { type Kysely, sql } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import type { HostJobsRow } from '#generated/db/host/jobs.gen.ts'
import { type JobTimings, retryDelayMs } from './job-timings.ts'
import { asDynamicDb } from '#runtime/operations/dynamic-db.ts'
import { executeCachedWrite } from '#runtime/operations/compiled-query-cache.ts'

const ms = (value: number) => sql`(${value}::double precision * interval '1 millisecond')`

/** Stores a one-off job due after `delayMs`; returns its id. */
export async function insertJob(
  db: Kysely<Database>,
  name: string,
  payload: Readonly<Record<string, unknown>>,
  delayMs: number,
): Promise<string> {
  const text = JSON.stringify(payload)
  const build = () =>
    db
      .insertInto('host_jobs')
      .values({ name, payload: text, due_at: sql<string>`now() + ${ms(delayMs)}` })
      .returning('id')
  // One shape for every job: the SQL text is compiled once (operations/compiled-query-cache.ts).
  const rows = await executeCachedWrite(asDynamicDb(db), 'host_jobs|insert', build, [name, text, delayMs])
  return rows[0]!.id as string
}

/** Replaces the payload of the job row `id` (a row its transaction stored and may still add to). */
export async function updateJobPayload(db: Kysely<Database>, id: string, payload: Readonly<Record<string, unknown>>): Promise<void> {
  await db
    .updateTable('host_jobs')
    .set({ payload: JSON.stringify(payload) })
    .where('id', '=', id)
    .execute()
}

/**
 * Makes sure the periodic job `name` has its row (keyed by its name), due at once when new. A
 * period shortened since the row was written takes effect now rather than after the old one.
 */
export async function ensurePeriodicJob(db: Kysely<Database>, name: string, everyMs: number): Promise<void> {
  await sql`
    insert into host_jobs (name, key, due_at) values (${name}, ${name}, now())
    on conflict (key) do update set due_at = least(host_jobs.due_at, now() + ${ms(everyMs)})
  `.execute(db)
}

/** Claims up to `limit` due jobs among `names` for one lease each, the longest due first. */
export async function claimDueJobs(
  db: Kysely<Database>,
  names: readonly string[],
  timings: JobTimings,
  limit: number,
): Promise<HostJobsRow[]> {
  if (names.length === 0) return []
  const due = sql<boolean>`(
    status = 'queued' and due_at <= now() and (locked_until is null or locked_until <= now())
    and name in (${sql.join(names)})
  )`
  const result = await sql<HostJobsRow>`
    update host_jobs set locked_until = now() + ${ms(timings.leaseMs)}, attempts = attempts + 1, updated_at = now()
    where id in (select id from host_jobs where ${due} order by due_at limit ${limit} for update skip locked)
    and ${due}
    returning *
  `.execute(db)
  return result.rows
}

/** Claims the jobs `ids` among `names` that are due and free, for one lease each (a writer running its own after-commit rows). */
export async function claimJobsById(
  db: Kysely<Database>,
  ids: readonly string[],
  names: readonly string[],
  timings: JobTimings,
): Promise<HostJobsRow[]> {
  if (ids.length === 0 || names.length === 0) return []
  const free = sql<boolean>`(
    status = 'queued' and due_at <= now() and (locked_until is null or locked_until <= now())
    and name in (${sql.join(names)}) and id in (${sql.join(ids)})
  )`
  const result = await sql<HostJobsRow>`
    update host_jobs set locked_until = now() + ${ms(timings.leaseMs)}, attempts = attempts + 1, updated_at = now()
    where id in (select id from host_jobs where ${free} for update skip locked)
    and ${free}
    returning *
  `.execute(db)
  return result.rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
}

/**
 * Records that the claimed `job` ran: a one-off job is `done`; a periodic one is due again one
 * period after its claim.
 */
export async function finishJob(db: Kysely<Database>, job: HostJobsRow, everyMs: number | undefined): Promise<void> {
  const update =
    everyMs === undefined
      ? sql`status = 'done', locked_until = null, last_error = null`
      : sql`due_at = updated_at + ${ms(everyMs)}, locked_until = null, attempts = 0, last_error = null`
  await sql`update host_jobs set ${update}, updated_at = now() where id = ${job.id} and attempts = ${job.attempts}`.execute(db)
}

/**
 * Records that the claimed `job` failed with `message`: it is due again after a growing wait
 * (a periodic one at the latest one period later), or, a one-off job out of attempts, `failed`.
 */
export async function failJob(
  db: Kysely<Database>,
  job: HostJobsRow,
  message: string,
  timings: JobTimings,
  everyMs: number | undefined,
): Promise<void> {
  const delay = retryDelayMs(timings, job.attempts)
  const gaveUp = everyMs === undefined && job.attempts >= timings.maxAttempts
  const update = gaveUp
    ? sql`status = 'failed', locked_until = null`
    : sql`due_at = now() + ${ms(everyMs === undefined ? delay : Math.min(delay, everyMs))}, locked_until = null`
  await sql`update host_jobs set ${update}, last_error = ${message}, updated_at = now() where id = ${job.id} and attempts = ${job.attempts}`.execute(
    db,
  )
}

/** How many jobs are due and waiting for a process (the queue depth metric). */
export async function countDueJobs(db: Kysely<Database>): Promise<number> {
  const row = await sql<{ due: number }>`
    select count(*)::int as due from host_jobs
    where status = 'queued' and due_at <= now() and (locked_until is null or locked_until <= now())
  `.execute(db)
  return row.rows[0]?.due ?? 0
}
