import type { Config } from '#runtime/config/load-config.ts'
import type { DatabaseHandle } from '#runtime/db/database-handle.ts'
import { openPostgres } from '#runtime/db/open-postgres.ts'

export type { DatabaseHandle, DatabaseKind } from '#runtime/db/database-handle.ts'
export { IN_MEMORY_DATA_DIR } from '#runtime/db/in-memory-data-dir.ts'

/**
 * Opens the configured database: PostgreSQL through `pg` when DATABASE_URL is set, otherwise the
 * embedded PGlite under DATA_DIR (`memory://` for in-memory). The caller owns `close()`. PGlite's
 * modules are loaded only for the embedded database: a server on PostgreSQL never holds them.
 */
export async function createDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<DatabaseHandle> {
  if (config.databaseUrl !== undefined) return openPostgres(config.databaseUrl)
  const { openPGlite } = await import('#runtime/db/open-pglite.ts')
  return openPGlite(config.dataDir)
}
