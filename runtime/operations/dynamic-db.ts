/**
 * Operations address tables by the name in their metadata, which Kysely's
 * static `Database` type cannot check; they use this untyped view instead and
 * rely on the metadata (generated from the same IR as the tables) for safety.
 */
import type { Kysely } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'

/** A Kysely instance whose tables and columns are known only at run time. */
export type DynamicDb = Kysely<any>

/** The application database (or a transaction on it), seen as a {@link DynamicDb}. */
export function asDynamicDb(db: Kysely<Database> | DynamicDb): DynamicDb {
  return db as DynamicDb
}

/**
 * Runs `work` in a transaction of `db`, or in `db` itself when it is one already: an operation that
 * needs one (a bulk write, all or none) then becomes part of its caller's.
 */
export function withinTransaction<T>(db: DynamicDb, work: (trx: DynamicDb) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work)
}
