import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { Kysely } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import type { DatabaseHandle } from '#runtime/db/database-handle.ts'
import { ChannelListeners } from '#runtime/db/channel-listeners.ts'
import { DatabaseAvailability } from '#runtime/db/database-availability.ts'
import { IN_MEMORY_DATA_DIR } from '#runtime/db/in-memory-data-dir.ts'
import { PGliteDialect } from '#runtime/db/pglite-dialect.ts'
import { ensurePGliteDataDir } from '#runtime/db/pglite-initdb.ts'
import { markSingleSession } from '#runtime/db/single-session.ts'
import { pgliteTypeParsers } from '#runtime/db/type-parsers.ts'

export { IN_MEMORY_DATA_DIR }

/**
 * PostgreSQL's memory settings for the embedded database. Its defaults (shared_buffers 160 MB in
 * PGlite) are sized for a server of its own; inside the app's process they cost about 130 MB of
 * resident memory for no gain at this data size. Measured on the demo site: about 370 MB resident
 * after opening with the defaults, about 235 MB with 32 MB of buffers. Measured again with the
 * bench's 10,000 products (a data directory opened again, 3,000 reads by slug, 300 list pages and
 * 100 joins): 304 MB resident with 32 MB of buffers and 4 MB of work_mem, 278 MB with these; 8 MB
 * of buffers saved about 10 MB more. PGlite's files live in the OS page cache, outside the
 * process, so small buffers cost a copy, not a disk read.
 */
const SMALL_FOOTPRINT_SETTINGS = ['shared_buffers=16MB', 'work_mem=2MB', 'temp_buffers=1MB', 'wal_buffers=1MB', 'maintenance_work_mem=8MB']

/** Options for {@link openPGlite}. */
export interface OpenPGliteOptions {
  /**
   * A `dumpDataDir()` tarball to start from. Loading one takes well under a second where a fresh
   * initdb takes several, which is what lets every test file have its own database.
   */
  readonly loadDataDir?: Blob | File
}

/** An open PGlite database; `pglite` is exposed for dumps (test snapshots, backups). */
export interface PGliteDatabaseHandle extends DatabaseHandle {
  readonly kind: 'pglite'
  readonly pglite: PGlite
}

/**
 * Opens embedded PostgreSQL in `${dataDir}/pglite` (created if missing, by a child process: see
 * pglite-initdb.ts), or in memory for {@link IN_MEMORY_DATA_DIR}. Only one process may open a data
 * directory at a time.
 */
export async function openPGlite(dataDir: string, options: OpenPGliteOptions = {}): Promise<PGliteDatabaseHandle> {
  let location = IN_MEMORY_DATA_DIR
  if (dataDir !== IN_MEMORY_DATA_DIR) {
    location = path.resolve(dataDir, 'pglite')
    // A tarball is loaded into an empty directory; otherwise initdb makes one.
    if (options.loadDataDir === undefined) await ensurePGliteDataDir(location, SMALL_FOOTPRINT_SETTINGS)
    else await mkdir(location, { recursive: true })
  }
  const pglite = await PGlite.create(location, {
    parsers: { ...pgliteTypeParsers },
    postgresqlconf: SMALL_FOOTPRINT_SETTINGS,
    ...(options.loadDataDir === undefined ? {} : { loadDataDir: options.loadDataDir }),
  })
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) })
  markSingleSession(db)
  // One process owns an embedded database, so its notifications never need to leave it.
  const listeners = new ChannelListeners()
  let closing: Promise<void> | undefined
  return {
    db,
    kind: 'pglite',
    pglite,
    // PGlite runs inside this process: it cannot be unreachable while the process runs.
    availability: new DatabaseAvailability(),
    notify: async (channel, payload) => listeners.dispatch(channel, payload),
    listen: async (channel, listener) => {
      listeners.add(channel, listener)
      return async () => {
        listeners.remove(channel, listener)
      }
    },
    // Kysely's destroy() skips the driver when no query ever ran, so close PGlite ourselves too.
    close: () =>
      (closing ??= (async () => {
        await db.destroy()
        if (!pglite.closed) await pglite.close()
      })()),
  }
}
