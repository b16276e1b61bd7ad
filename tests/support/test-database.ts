import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseHandle, DatabaseKind } from '#runtime/db/database-handle.ts';
import { DEFAULT_MIGRATIONS_DIR, migrateToLatest } from '#runtime/db/migrations.ts';
import { IN_MEMORY_DATA_DIR, openPGlite } from '#runtime/db/open-pglite.ts';
import { openPostgres } from '#runtime/db/open-postgres.ts';

/** Options for {@link createTestDatabase}. */
export interface TestDatabaseOptions {
  /** Force an engine; by default PostgreSQL when DATABASE_URL is set, PGlite otherwise. */
  readonly kind?: DatabaseKind;
  /** Apply migrations from this directory (default: none are applied). */
  readonly migrationsDir?: string;
  /** Apply the repository's migrations; shorthand for `migrationsDir: DEFAULT_MIGRATIONS_DIR`. */
  readonly migrate?: boolean;
}

/** The engines this run can test: always PGlite, plus PostgreSQL when DATABASE_URL is set. */
export const availableDatabaseKinds: readonly DatabaseKind[] = process.env.DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/**
 * An isolated, empty database: in-memory PGlite by default, or — when DATABASE_URL is set — a
 * fresh `tessera_test_<random>` database on that server, dropped on close, so parallel test files
 * never see each other's rows. Close it in `afterAll`/`afterEach`.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL || undefined;
  const kind = options.kind ?? (serverUrl === undefined ? 'pglite' : 'postgres');
  if (kind === 'postgres' && serverUrl === undefined) {
    throw new Error('createTestDatabase({ kind: "postgres" }) needs DATABASE_URL');
  }
  const database =
    kind === 'pglite' || serverUrl === undefined
      ? await openPGlite(IN_MEMORY_DATA_DIR, { loadDataDir: await emptyPGliteDataDir() })
      : await createScratchPostgresDatabase(serverUrl);
  const migrationsDir = options.migrationsDir ?? (options.migrate ? DEFAULT_MIGRATIONS_DIR : undefined);
  try {
    if (migrationsDir !== undefined) await migrateToLatest(database.db, migrationsDir);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

// initdb runs once per worker process; every later PGlite starts from this snapshot instead.
let emptyDataDir: Promise<Blob | File> | undefined;

function emptyPGliteDataDir(): Promise<Blob | File> {
  emptyDataDir ??= (async () => {
    const seed = await PGlite.create(IN_MEMORY_DATA_DIR);
    try {
      return await seed.dumpDataDir('none');
    } finally {
      await seed.close();
    }
  })();
  return emptyDataDir;
}

async function createScratchPostgresDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const name = `tessera_test_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  let closing: Promise<void> | undefined;
  return {
    ...database,
    close: () =>
      (closing ??= (async () => {
        await database.close();
        // `with (force)` ends connections a failed test may have leaked, so the drop cannot hang.
        await runOnServer(serverUrl, `drop database if exists "${name}" with (force)`);
      })()),
  };
}

async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
