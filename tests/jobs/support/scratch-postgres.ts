/**
 * A migrated scratch database on the DATABASE_URL server for tests that start server processes:
 * they need its URL, where tests/modules/host/support/shared-postgres-database.ts hands out handles.
 */
import { randomBytes } from 'node:crypto'
import type { DatabaseHandle } from '#runtime/db/database-handle.ts'
import { migrateToLatest } from '#runtime/db/migrations.ts'
import { openPostgres } from '#runtime/db/open-postgres.ts'
import { runOnServer } from '../../modules/host/support/shared-postgres-database.ts'

/** The scratch database: its URL, a handle the test reads with, and the drop. */
export interface ScratchPostgres {
  readonly url: string
  readonly database: DatabaseHandle
  drop(): Promise<void>
}

/** Creates and migrates `tessera_test_<random>` on the DATABASE_URL server. */
export async function createScratchPostgres(): Promise<ScratchPostgres> {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) throw new Error('createScratchPostgres needs DATABASE_URL')
  const name = `tessera_test_${randomBytes(6).toString('hex')}`
  await runOnServer(serverUrl, `create database "${name}"`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openPostgres(url.toString())
  await migrateToLatest(database.db)
  return {
    url: url.toString(),
    database,
    async drop() {
      await database.close()
      await runOnServer(serverUrl, `drop database if exists "${name}" with (force)`)
    },
  }
}
