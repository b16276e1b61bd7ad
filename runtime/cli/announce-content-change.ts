/**
 * What a CLI that wrote to the database (`seed`, `admin`, `migrate`) does last: tells the servers
 * running on the same database that content changed (the NOTIFY they listen to), so they drop their
 * page caches at once instead of serving the old pages for up to HTML_CACHE_MAX_AGE_SECONDS. On an
 * embedded database no server can be running beside the CLI (one process owns it), so nobody hears.
 */
import type { DatabaseHandle } from '#runtime/db/database-handle.ts'
import { notifyContentChanged } from '#runtime/modules/host/content-changes.ts'

/** Announces the change; a failure is a warning, not a failed command: the write itself is done. */
export async function announceContentChange(database: DatabaseHandle): Promise<void> {
  try {
    await notifyContentChanged(database)
  } catch (error) {
    console.warn(
      `Running servers were not told of the change (${error instanceof Error ? error.message : String(error)}); they serve it within HTML_CACHE_MAX_AGE_SECONDS`,
    )
  }
}
