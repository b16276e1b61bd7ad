import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Migration, MigrationProvider } from 'kysely'

/**
 * `0001_create_pages.ts` (`.js` in the compiled server, dist/server/); the snapshot JSON and
 * anything else in the folder is not a migration.
 */
const MIGRATION_FILE = /^(\d{4}_[A-Za-z0-9_-]+)\.[jt]s$/

/**
 * Loads `NNNN_name.ts` files from one directory, keyed by file name without extension (the name
 * recorded in `tessera_migration`). We do not use Kysely's FileMigrationProvider because it would
 * also import helper files and it cannot tell a bad export from a missing one.
 */
export class DirectoryMigrationProvider implements MigrationProvider {
  readonly #directory: string

  constructor(directory: string) {
    this.#directory = directory
  }

  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(this.#directory)).filter((file) => MIGRATION_FILE.test(file)).sort()
    const migrations: Record<string, Migration> = {}
    for (const file of files) {
      const name = file.replace(/\.[jt]s$/, '')
      migrations[name] = await importMigration(path.join(this.#directory, file), name)
    }
    return migrations
  }
}

async function importMigration(file: string, name: string): Promise<Migration> {
  const module: Partial<Migration> = await import(pathToFileURL(file).href)
  if (typeof module.up !== 'function' || typeof module.down !== 'function') {
    throw new Error(`Migration ${name} must export async functions up(db) and down(db)`)
  }
  return { up: module.up, down: module.down }
}
