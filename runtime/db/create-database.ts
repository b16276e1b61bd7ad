import type { Config } from '#runtime/config/load-config.ts'
import type { DatabaseHandle } from '#runtime/db/database-handle.ts'
import { openPGlite } from '#runtime/db/open-pglite.ts'
import { openPostgres } from '#runtime/db/open-postgres.ts'

export type { DatabaseHandle, DatabaseKind } from '#runtime/db/database-handle.ts'
export { IN_MEMORY_DATA_DIR } from '#runtime/db/open-pglite.ts'

/**
 * Opens the configured database: PostgreSQL through `pg` when DATABASE_URL is set, otherwise the
 * embedded PGlite under DATA_DIR (`memory://` for in-memory). The caller owns `close()`.
 */
export async function createDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<DatabaseHandle> {
  return config.databaseUrl === undefined ? openPGlite(config.dataDir) : openPostgres(config.databaseUrl)
}
