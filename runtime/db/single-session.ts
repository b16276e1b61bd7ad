/**
 * Databases whose every query runs on one session (PGlite). There a statement prepared with SQL
 * `PREPARE` stays available to every later query, which a pool of connections cannot promise.
 */
import type { Kysely } from 'kysely'

const singleSession = new WeakSet<Kysely<any>>()

/** Marks `db` (not its transactions) as running on one session. */
export function markSingleSession(db: Kysely<any>): void {
  singleSession.add(db)
}

/** Whether `db` runs every query on one session. */
export function isSingleSession(db: Kysely<any>): boolean {
  return singleSession.has(db)
}
