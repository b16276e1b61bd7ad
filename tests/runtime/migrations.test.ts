import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { DEFAULT_MIGRATIONS_DIR, migrateDown, migrateToEmpty, migrateToLatest, migrationStatus } from '#runtime/db/migrations.ts'
import { MigrationError } from '#runtime/errors/migration-error.ts'
import { availableDatabaseKinds, createTestDatabase } from '../support/test-database.ts'

// Migrations import nothing: they live in a temp folder outside the package, where bare
// specifiers would not resolve. Type-only imports are erased, so they are fine.
const CREATE_AUTHOR = `
import type { Kysely } from 'kysely';
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('author').addColumn('id', 'serial', (c) => c.primaryKey()).execute();
}
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('author').execute();
}
`
const CREATE_BOOK = `
import type { Kysely } from 'kysely';
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('book').addColumn('author_id', 'integer', (c) => c.references('author.id')).execute();
}
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('book').execute();
}
`
const BROKEN = `
import type { Kysely } from 'kysely';
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('author').addColumn('id', 'integer').execute();
}
export async function down(): Promise<void> {}
`

let directory: string

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'tessera-migrations-'))
  await writeFile(path.join(directory, '0001_create_author.ts'), CREATE_AUTHOR)
  await writeFile(path.join(directory, '0002_create_book.ts'), CREATE_BOOK)
  await writeFile(path.join(directory, 'schema.snapshot.json'), '{}')
  await writeFile(path.join(directory, 'helpers.ts'), 'throw new Error("helpers must not be imported")')
})
afterAll(() => rm(directory, { recursive: true, force: true }))

async function tableNames(database: DatabaseHandle): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_name in ('author', 'book') order by 1`.execute(database.db)
  return rows.map((row) => row.name)
}

describe.each(availableDatabaseKinds)('migrations on %s', (kind) => {
  let database: DatabaseHandle
  beforeEach(async () => {
    database = await createTestDatabase({ kind })
  })
  afterEach(() => database.close())

  it('applies pending migrations in order and reports status', async () => {
    expect(await migrationStatus(database.db, directory)).toEqual([
      { name: '0001_create_author', executedAt: null },
      { name: '0002_create_book', executedAt: null },
    ])
    expect(await migrateToLatest(database.db, directory)).toEqual([
      { name: '0001_create_author', direction: 'Up' },
      { name: '0002_create_book', direction: 'Up' },
    ])
    expect(await tableNames(database)).toEqual(['author', 'book'])
    const status = await migrationStatus(database.db, directory)
    expect(status.map((state) => state.executedAt)).toEqual([expect.any(Date), expect.any(Date)])
    expect(await migrateToLatest(database.db, directory)).toEqual([])
  })

  it('reverts one step, several steps, and everything', async () => {
    await migrateToLatest(database.db, directory)
    expect(await migrateDown(database.db, directory)).toEqual([{ name: '0002_create_book', direction: 'Down' }])
    expect(await tableNames(database)).toEqual(['author'])

    await migrateToLatest(database.db, directory)
    expect(await migrateDown(database.db, directory, 5)).toEqual([
      { name: '0002_create_book', direction: 'Down' },
      { name: '0001_create_author', direction: 'Down' },
    ])
    expect(await tableNames(database)).toEqual([])
    expect(await migrateDown(database.db, directory)).toEqual([])

    await migrateToLatest(database.db, directory)
    expect(await migrateToEmpty(database.db, directory)).toEqual([
      { name: '0002_create_book', direction: 'Down' },
      { name: '0001_create_author', direction: 'Down' },
    ])
    expect((await migrationStatus(database.db, directory)).every((state) => state.executedAt === null)).toBe(true)
  })

  it('names the failing migration and rolls the whole run back', async () => {
    const brokenDirectory = await mkdtemp(path.join(tmpdir(), 'tessera-migrations-'))
    try {
      await writeFile(path.join(brokenDirectory, '0001_create_author.ts'), CREATE_AUTHOR)
      await writeFile(path.join(brokenDirectory, '0002_create_author_again.ts'), BROKEN)
      const failure = await migrateToLatest(database.db, brokenDirectory).catch((error: unknown) => error)
      expect(failure).toBeInstanceOf(MigrationError)
      expect((failure as MigrationError).migrationName).toBe('0002_create_author_again')
      expect((failure as Error).message).toMatch(/^Migration 0002_create_author_again failed: .*already exists/)
      expect(await tableNames(database)).toEqual([])
    } finally {
      await rm(brokenDirectory, { recursive: true, force: true })
    }
  })

  it('keeps its bookkeeping in tessera_migration tables', async () => {
    await migrateToLatest(database.db, directory)
    const { rows } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_name like 'tessera_migration%' order by 1`.execute(database.db)
    expect(rows.map((row) => row.name)).toEqual(['tessera_migration', 'tessera_migration_lock'])
  })
})

describe('DEFAULT_MIGRATIONS_DIR', () => {
  it('is the repository migrations folder, whatever the working directory', () => {
    expect(DEFAULT_MIGRATIONS_DIR).toBe(path.resolve(import.meta.dirname, '../../migrations') + path.sep)
  })
})
