/**
 * One scratch PostgreSQL database that several handles open, as several server processes would.
 * Needs DATABASE_URL; the database is migrated once and dropped by `drop()`.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { DatabaseHandle } from '#runtime/db/database-handle.ts'
import { migrateToLatest } from '#runtime/db/migrations.ts'
import { openPostgres } from '#runtime/db/open-postgres.ts'

/** A migrated scratch database and a way to open more handles on it. */
export interface SharedPostgresDatabase {
  /** A new handle (its own pool and listening connection) on the database. */
  open(): Promise<DatabaseHandle>
  /** Drops the database, ending the connections left open. */
  drop(): Promise<void>
}

/** Creates and migrates `tessera_test_<random>` on the DATABASE_URL server. */
export async function createSharedPostgresDatabase(): Promise<SharedPostgresDatabase> {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) throw new Error('createSharedPostgresDatabase needs DATABASE_URL')
  const name = `tessera_test_${randomBytes(6).toString('hex')}`
  await runOnServer(serverUrl, `create database "${name}"`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const first = await openPostgres(url.toString())
  try {
    await migrateToLatest(first.db)
  } finally {
    await first.close()
  }
  return {
    open: () => openPostgres(url.toString()),
    drop: () => runOnServer(serverUrl, `drop database if exists "${name}" with (force)`),
  }
}

/** Runs one statement on the server's own database (as the test databases are made). */
export async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
