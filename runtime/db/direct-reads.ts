/**
 * A shorter road for the hottest reads. Remembered SQL (operations/compiled-query-cache.ts) needs
 * no builder, and on a `pg` pool it needs no Kysely executor either: `pool.query` checks out a
 * connection, runs the statement and returns it, where the executor takes several more promise hops
 * for the same work (about 5 µs of a 65 µs findById, bench/README.md). Only the root database of a
 * pool registers one; a transaction is never registered, so statements inside it stay on its
 * connection. PGlite registers none: its one session is shared through the driver's mutex.
 */
import type { Kysely } from 'kysely'

/**
 * Runs a complete SQL text with its parameters and returns the rows. With a `name` (unique per
 * text), the statement is prepared once per connection and then only executed: large statements
 * run often (the page resolver's) skip parsing and, once PostgreSQL settles on a generic plan,
 * planning too.
 */
export type DirectRead = (text: string, parameters: readonly unknown[], name?: string) => Promise<Record<string, unknown>[]>

/**
 * Runs one statement that may write, outside any transaction, and returns the rows it returned. It
 * is sent again after a broken connection only when the server never ran it: a write whose outcome
 * is unknown is not repeated (db/resilient-pool.ts).
 */
export type DirectWrite = DirectRead

const directReads = new WeakMap<Kysely<any>, DirectRead>()
const directWrites = new WeakMap<Kysely<any>, DirectWrite>()

/**
 * Lets reads on `db` itself (not its transactions) bypass the executor through `read`, and
 * single-statement writes through `write`.
 */
export function allowDirectReads(db: Kysely<any>, read: DirectRead, write?: DirectWrite): void {
  directReads.set(db, read)
  if (write !== undefined) directWrites.set(db, write)
}

/** The direct read of `db`, when it has one. */
export function directReadOf(db: Kysely<any>): DirectRead | undefined {
  return directReads.get(db)
}

/** The direct write of `db`, when it has one. */
export function directWriteOf(db: Kysely<any>): DirectWrite | undefined {
  return directWrites.get(db)
}
