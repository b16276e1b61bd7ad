import type { Kysely } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import type { DatabaseAvailability } from '#runtime/db/database-availability.ts'

/** Which engine is behind the Kysely instance; shown by /health and used by tests. */
export type DatabaseKind = 'pglite' | 'postgres'

/**
 * Hears the notifications of one channel: a payload, or `undefined` after a lost connection to the
 * server came back (notifications sent meanwhile are lost, so assume anything may have happened).
 */
export type NotificationListener = (payload: string | undefined) => void

/** Connections of a pool: open ones, idle ones, and queries waiting for one. */
export interface PoolStats {
  readonly total: number
  readonly idle: number
  readonly waiting: number
}

/**
 * An open database. Both kinds return the same JS types for the same SQL (see type-parsers.ts), so
 * code above this layer never branches on `kind`.
 */
export interface DatabaseHandle {
  readonly db: Kysely<Database>
  readonly kind: DatabaseKind
  /** Whether the server is reachable; an outage is announced once and its end once (the app logs both). */
  readonly availability: DatabaseAvailability
  /**
   * Sends `payload` to the listeners of `channel` in every process using this database (PostgreSQL
   * NOTIFY); an embedded database belongs to one process, so there it stays in this one.
   */
  notify(channel: string, payload: string): Promise<void>
  /** Calls `listener` for every notification on `channel` (LISTEN) until the returned function is called. */
  listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>>
  /** The connection pool's state (PostgreSQL; PGlite has one connection and no pool): for `/metrics`. */
  poolStats?(): PoolStats
  /** Ends the pool or closes PGlite (flushing its files); safe to call twice. */
  close(): Promise<void>
}
