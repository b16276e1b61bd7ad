import type { Kysely } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'

/** Which engine is behind the Kysely instance; shown by /health and used by tests. */
export type DatabaseKind = 'pglite' | 'postgres'

/**
 * An open database. Both kinds return the same JS types for the same SQL (see type-parsers.ts), so
 * code above this layer never branches on `kind`.
 */
export interface DatabaseHandle {
  readonly db: Kysely<Database>
  readonly kind: DatabaseKind
  /** Ends the pool or closes PGlite (flushing its files); safe to call twice. */
  close(): Promise<void>
}
