import { fileURLToPath } from 'node:url'
import { type Kysely, type MigrationResultSet, Migrator, NO_MIGRATIONS } from 'kysely'
import { DirectoryMigrationProvider } from '#runtime/db/migration-provider.ts'
import { MigrationError } from '#runtime/errors/migration-error.ts'

/** The repository's `migrations/`, found from this file so the CLI works from any working directory. */
export const DEFAULT_MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url))

/** A migration that ran in one call, in the order it ran. */
export interface MigrationStep {
  readonly name: string
  readonly direction: 'Up' | 'Down'
}

/** One known migration and when it was applied (null while pending). */
export interface MigrationState {
  readonly name: string
  readonly executedAt: Date | null
}

// Kysely's Migrator is typed against Kysely<any>; migrations run before any table type exists.
type AnyKysely = Kysely<any>

function createMigrator(db: AnyKysely, directory: string): Migrator {
  return new Migrator({
    db,
    provider: new DirectoryMigrationProvider(directory),
    migrationTableName: 'tessera_migration',
    migrationLockTableName: 'tessera_migration_lock',
  })
}

/**
 * Applies every pending migration in one transaction (PostgreSQL has transactional DDL), under a
 * lock so two starting servers cannot both migrate. Returns what ran; throws {@link MigrationError}.
 */
export async function migrateToLatest(db: AnyKysely, directory = DEFAULT_MIGRATIONS_DIR): Promise<readonly MigrationStep[]> {
  return unwrap(await createMigrator(db, directory).migrateToLatest())
}

/** Reverts the last `steps` applied migrations, newest first, in one transaction. */
export async function migrateDown(db: AnyKysely, directory = DEFAULT_MIGRATIONS_DIR, steps = 1): Promise<readonly MigrationStep[]> {
  if (!Number.isInteger(steps) || steps < 1) throw new RangeError(`steps must be a positive integer, got ${steps}`)
  const migrator = createMigrator(db, directory)
  const applied = (await migrator.getMigrations()).filter((migration) => migration.executedAt !== undefined)
  if (applied.length === 0) return []
  const target = applied[applied.length - steps - 1]?.name ?? NO_MIGRATIONS
  return unwrap(await migrator.migrateTo(target))
}

/** Reverts every applied migration, leaving only Kysely's bookkeeping tables. */
export async function migrateToEmpty(db: AnyKysely, directory = DEFAULT_MIGRATIONS_DIR): Promise<readonly MigrationStep[]> {
  return unwrap(await createMigrator(db, directory).migrateTo(NO_MIGRATIONS))
}

/** Every migration file in name order with its applied time; reads only, never locks. */
export async function migrationStatus(db: AnyKysely, directory = DEFAULT_MIGRATIONS_DIR): Promise<readonly MigrationState[]> {
  const migrations = await createMigrator(db, directory).getMigrations()
  return migrations.map((migration) => ({ name: migration.name, executedAt: migration.executedAt ?? null }))
}

function unwrap({ error, results = [] }: MigrationResultSet): readonly MigrationStep[] {
  if (error !== undefined) {
    throw new MigrationError(results.find((result) => result.status === 'Error')?.migrationName, error)
  }
  return results.map((result) => ({ name: result.migrationName, direction: result.direction }))
}
