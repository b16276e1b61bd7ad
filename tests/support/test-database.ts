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
  if (kind === 'postgres' && serverUrl !== undefined && migrationsDir !== undefined) {
    return createScratchPostgresDatabase(serverUrl, await migratedPostgresTemplate(serverUrl, migrationsDir))
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

/** A short digest of the migrations' names and contents (and of `extra`), naming what they build. */
async function migrationsDigest(migrationsDir: string, extra = ''): Promise<string> {
  const hash = createHash('sha256').update(extra)
  for (const name of (await readdir(migrationsDir)).filter((entry) => entry.endsWith('.ts')).sort()) {
    hash.update(name).update(await readFile(path.join(migrationsDir, name)))
  }
  return hash.digest('hex').slice(0, 16)
}

async function loadOrCreateMigratedDataDir(migrationsDir: string): Promise<Blob> {
  const pglitePackage = fileURLToPath(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url))
  const file = path.join(cacheDir, `pglite-migrated-${await migrationsDigest(migrationsDir, await readFile(pglitePackage, 'utf8'))}.tar.gz`)
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

const postgresTemplates = new Map<string, Promise<string>>()

/**
 * The name of a database on the server with every migration of `migrationsDir` applied, made once
 * per set of migrations and kept, so each test copies it (`create database … template`, a file copy)
 * instead of migrating again (seconds per database). It is built under a scratch name and renamed
 * into place only when complete; a worker that loses the race to publish drops its own copy.
 */
function migratedPostgresTemplate(serverUrl: string, migrationsDir: string): Promise<string> {
  let pending = postgresTemplates.get(migrationsDir)
  if (pending === undefined) {
    pending = (async () => {
      const template = `tessera_template_${await migrationsDigest(migrationsDir)}`
      if (await databaseExists(serverUrl, template)) return template
      const scratch = await createScratchPostgresDatabase(serverUrl)
      const dropScratch = () => runOnServer(serverUrl, `drop database if exists "${scratch.name}" with (force)`)
      try {
        await migrateToLatest(scratch.db, migrationsDir)
      } catch (error) {
        await scratch.close()
        throw error
      }
      await scratch.closeConnections()
      try {
        await runOnServer(serverUrl, `alter database "${scratch.name}" rename to "${template}"`)
      } catch (error) {
        await dropScratch()
        if (!(await databaseExists(serverUrl, template))) throw error
      }
      return template
    })()
    postgresTemplates.set(migrationsDir, pending)
  }
  return pending
}

async function databaseExists(serverUrl: string, name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    return (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1
  } finally {
    await client.end()
  }
}

async function createScratchPostgresDatabase(
  serverUrl: string,
  template?: string,
): Promise<DatabaseHandle & { readonly name: string; closeConnections(): Promise<void> }> {
  const name = `tessera_test_${randomBytes(6).toString('hex')}`
  await runOnServer(serverUrl, `create database "${name}"${template === undefined ? '' : ` template "${template}"`}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openPostgres(url.toString())
  let closing: Promise<void> | undefined
  return {
    ...database,
    name,
    closeConnections: () => database.close(),
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
