/**
 * A scratch database on the PostgreSQL server for one bench run (`tessera_bench_<random>`):
 * named first, so that whatever interrupts the run can drop it, then created, migrated with the
 * repository's migrations and seeded: the demo site's records (its pages, layouts, widgets and
 * their page urls, as `npm run seed` loads them, for the page cases) and the bench products.
 */
import { randomBytes } from 'node:crypto'
import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import type { Database } from '#generated/db/database.gen.ts'
import { migrateToLatest } from '#runtime/db/migrations.ts'
import { pgTypeParsers } from '#runtime/db/type-parsers.ts'
import { CONTENT_CHANGES_CHANNEL } from '#runtime/modules/host/content-changes.ts'
import { loadSeed } from '#runtime/seed/load-seed.ts'
import { demoSeed } from '../../seed/demo/index.ts'
import { type BenchData, seedProducts } from './seed-products.ts'

/** The database both servers read. */
export interface BenchDatabase {
  readonly name: string
  /** Connection URL of the scratch database. */
  readonly url: string
  /** Creates, migrates and seeds it; returns the records the cases address. */
  create(): Promise<BenchData>
  /** Drops it if it exists, ending any connection a server left open. Safe to call twice. */
  drop(): Promise<void>
  /** Tells the servers on it that content changed, as a write in another process does: they empty their HTML caches. */
  announceContentChange(): Promise<void>
}

/** Names a fresh scratch database on the server at `serverUrl`; nothing is created yet. */
export function benchDatabase(serverUrl: string): BenchDatabase {
  const name = `tessera_bench_${randomBytes(6).toString('hex')}`
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  let creating: Promise<void> | undefined
  let dropping: Promise<void> | undefined
  return {
    name,
    url: url.toString(),
    create: async () => {
      creating = runOnServer(serverUrl, `create database "${name}"`)
      await creating
      await migrateAndLoadDemo(url.toString())
      const client = await connect(url.toString())
      try {
        return await seedProducts(async (text, parameters) => (await client.query(text, [...parameters])).rows)
      } finally {
        await client.end()
      }
    },
    announceContentChange: () => runOnServer(url.toString(), `select pg_notify('${CONTENT_CHANGES_CHANNEL}', 'bench')`),
    // A drop racing the `create database` would find nothing and leave the database behind.
    drop: () =>
      (dropping ??= (async () => {
        await creating?.catch(() => undefined)
        await runOnServer(serverUrl, `drop database if exists "${name}" with (force)`)
      })()),
  }
}

// Not runtime's openPostgres: its pool leaves a checked-out connection without an 'error' listener,
// so an interrupt dropping the database mid-migration would crash the bench instead of letting it
// clean up. The demo's records only (no files, no admin): pages render without the image files.
async function migrateAndLoadDemo(url: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, types: pgTypeParsers, max: 1 })
  pool.on('connect', (client) => client.on('error', () => undefined))
  pool.on('error', () => undefined)
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  try {
    await migrateToLatest(db)
    const demo = await loadSeed(db, demoSeed)
    if (demo.blocked.length > 0) throw new Error(`Demo records were blocked: ${demo.blocked.join(', ')}`)
  } finally {
    await db.destroy()
  }
}

async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = await connect(serverUrl)
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

// A connection the server ends (an interrupted run dropping the database under it) rejects the
// pending query; without a listener the same event would also crash the process.
async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url })
  client.on('error', () => undefined)
  await client.connect()
  return client
}
