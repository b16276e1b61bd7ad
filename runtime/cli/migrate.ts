/**
 * `npm run migrate -- up | down [--steps N | --all] | status` against the configured database
 * (DATABASE_URL, or PGlite in DATA_DIR). Do not run it while `npm start` holds the same PGlite
 * directory: PGlite allows one process per data directory.
 */
import { loadConfig } from '#runtime/config/load-config.ts'
import type { DatabaseHandle } from '#runtime/db/database-handle.ts'
import { createDatabase } from '#runtime/db/create-database.ts'
import { type MigrationStep, migrateDown, migrateToEmpty, migrateToLatest, migrationStatus } from '#runtime/db/migrations.ts'
import { MIGRATE_USAGE, type MigrateCommand, parseMigrateArgs } from '#runtime/cli/parse-migrate-args.ts'

async function migrate(command: MigrateCommand): Promise<void> {
  const database = await createDatabase(loadConfig())
  try {
    switch (command.kind) {
      case 'up':
        return await report(database, await migrateToLatest(database.db), 'Database schema is already up to date')
      case 'down':
        return await report(database, await migrateDown(database.db, undefined, command.steps), 'No migration to revert')
      case 'down-all':
        return await report(database, await migrateToEmpty(database.db), 'No migration to revert')
      case 'status': {
        const states = await migrationStatus(database.db)
        if (states.length === 0) console.log('No migrations found')
        for (const state of states) {
          console.log(state.executedAt === null ? `pending  ${state.name}` : `applied  ${state.name}  ${state.executedAt.toISOString()}`)
        }
        return
      }
    }
  } finally {
    await database.close()
  }
}

// Prints what ran; running servers drop their pages, which the schema change may have changed.
async function report(database: DatabaseHandle, steps: readonly MigrationStep[], nothingDone: string): Promise<void> {
  if (steps.length === 0) console.log(nothingDone)
  for (const step of steps) console.log(`${step.direction === 'Up' ? 'applied ' : 'reverted'} ${step.name}`)
  // Imported only then: it loads every entity's metadata, which `status` has no use for.
  if (steps.length > 0) await (await import('#runtime/cli/announce-content-change.ts')).announceContentChange(database)
}

// Failures set process.exitCode rather than calling process.exit, which would cut output still
// on its way through a pipe.
let command: MigrateCommand | undefined
try {
  command = parseMigrateArgs(process.argv.slice(2))
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\n${MIGRATE_USAGE}`)
  process.exitCode = 2
}
if (command !== undefined) {
  migrate(command).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
}
