import { createHash, randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { DatabaseHandle, DatabaseKind } from '#runtime/db/database-handle.ts'
import { DEFAULT_MIGRATIONS_DIR, migrateToLatest } from '#runtime/db/migrations.ts'
import { IN_MEMORY_DATA_DIR, openPGlite } from '#runtime/db/open-pglite.ts'
import { openPostgres } from '#runtime/db/open-postgres.ts'

/** Options for {@link createTestDatabase}. */
export interface TestDatabaseOptions {
  /** Force an engine; by default PostgreSQL when DATABASE_URL is set, PGlite otherwise. */
  readonly kind?: DatabaseKind
  /** Apply migrations from this directory (default: none are applied). */
  readonly migrationsDir?: string
  /** Apply the repository's migrations; shorthand for `migrationsDir: DEFAULT_MIGRATIONS_DIR`. */
  readonly migrate?: boolean
}

/** The engines this run can test: always PGlite, plus PostgreSQL when DATABASE_URL is set. */
export const availableDatabaseKinds: readonly DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']

/**
 * An isolated, empty database: in-memory PGlite by default, or — when DATABASE_URL is set — a
 * fresh `tessera_test_<random>` database on that server, dropped on close, so parallel test files
 * never see each other's rows. Close it in `afterAll`/`afterEach`.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL || undefined
  const kind = options.kind ?? (serverUrl === undefined ? 'pglite' : 'postgres')
  if (kind === 'postgres' && serverUrl === undefined) {
    throw new Error('createTestDatabase({ kind: "postgres" }) needs DATABASE_URL')
  }
  const migrationsDir = options.migrationsDir ?? (options.migrate ? DEFAULT_MIGRATIONS_DIR : undefined)
  if (kind === 'pglite' && migrationsDir !== undefined) {
    return openPGlite(IN_MEMORY_DATA_DIR, { loadDataDir: await migratedPGliteDataDir(migrationsDir) })
  }
  const database =
    kind === 'pglite' || serverUrl === undefined
      ? await openPGlite(IN_MEMORY_DATA_DIR, { loadDataDir: await emptyPGliteDataDir() })
      : await createScratchPostgresDatabase(serverUrl)
  try {
    if (migrationsDir !== undefined) await migrateToLatest(database.db, migrationsDir)
  } catch (error) {
    await database.close()
    throw error
  }
  return database
}

// initdb runs once per worker process; every later PGlite starts from this snapshot instead.
let emptyDataDir: Promise<Blob | File> | undefined

function emptyPGliteDataDir(): Promise<Blob | File> {
  emptyDataDir ??= (async () => {
    const seed = await PGlite.create(IN_MEMORY_DATA_DIR)
    try {
      return await seed.dumpDataDir('none')
    } finally {
      await seed.close()
    }
  })()
  return emptyDataDir
}

const cacheDir = fileURLToPath(new URL('../../.data/test-cache/', import.meta.url))
const migratedDataDirs = new Map<string, Promise<Blob>>()

/**
 * A PGlite data directory with every migration of `migrationsDir` applied. Migrating takes seconds
 * on PGlite, so the result is kept on disk, keyed by the migrations' contents and PGlite's version:
 * a machine migrates once, and a changed migration gets a new key.
 */
function migratedPGliteDataDir(migrationsDir: string): Promise<Blob> {
  let pending = migratedDataDirs.get(migrationsDir)
  if (pending === undefined) {
    pending = loadOrCreateMigratedDataDir(migrationsDir)
    migratedDataDirs.set(migrationsDir, pending)
  }
  return pending
}

async function loadOrCreateMigratedDataDir(migrationsDir: string): Promise<Blob> {
  const pglitePackage = fileURLToPath(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url))
  const hash = createHash('sha256').update(await readFile(pglitePackage))
  for (const name of (await readdir(migrationsDir)).filter((entry) => entry.endsWith('.ts')).sort()) {
    hash.update(name).update(await readFile(path.join(migrationsDir, name)))
  }
  const file = path.join(cacheDir, `pglite-migrated-${hash.digest('hex').slice(0, 16)}.tar.gz`)
  try {
    return new Blob([await readFile(file)])
  } catch {
    // Not cached yet: migrate once below.
  }
  const database = await openPGlite(IN_MEMORY_DATA_DIR, { loadDataDir: await emptyPGliteDataDir() })
  try {
    await migrateToLatest(database.db, migrationsDir)
    const bytes = Buffer.from(await (await database.pglite.dumpDataDir('gzip')).arrayBuffer())
    // Published with a rename so a parallel worker never reads half a file.
    await mkdir(cacheDir, { recursive: true })
    const temporary = `${file}.${process.pid}.tmp`
    await writeFile(temporary, bytes)
    await rename(temporary, file)
    return new Blob([bytes])
  } finally {
    await database.close()
  }
}

async function createScratchPostgresDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const name = `tessera_test_${randomBytes(6).toString('hex')}`
  await runOnServer(serverUrl, `create database "${name}"`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openPostgres(url.toString())
  let closing: Promise<void> | undefined
  return {
    ...database,
    close: () =>
      (closing ??= (async () => {
        await database.close()
        // `with (force)` ends connections a failed test may have leaked, so the drop cannot hang.
        await runOnServer(serverUrl, `drop database if exists "${name}" with (force)`)
      })()),
  }
}

async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
