/**
 * `npm run migrate -- up | down [--steps N | --all] | status` against the configured database
 * (DATABASE_URL, or PGlite in DATA_DIR). Do not run it while `npm start` holds the same PGlite
 * directory: PGlite allows one process per data directory.
 */
import { loadConfig } from '#runtime/config/load-config.ts'
import { createDatabase } from '#runtime/db/create-database.ts'
import { type MigrationStep, migrateDown, migrateToEmpty, migrateToLatest, migrationStatus } from '#runtime/db/migrations.ts'
import { MIGRATE_USAGE, type MigrateCommand, parseMigrateArgs } from '#runtime/cli/parse-migrate-args.ts'

async function migrate(command: MigrateCommand): Promise<void> {
  const database = await createDatabase(loadConfig())
  try {
    switch (command.kind) {
      case 'up':
        return report(await migrateToLatest(database.db), 'Database schema is already up to date')
      case 'down':
        return report(await migrateDown(database.db, undefined, command.steps), 'No migration to revert')
      case 'down-all':
        return report(await migrateToEmpty(database.db), 'No migration to revert')
      case 'status': {
        const states = await migrationStatus(database.db)
        if (states.length === 0) console.log('No migrations found')
        for (const state of states) {
          console.log(
            state.executedAt === null ? `pending  ${state.name}` : `applied  ${state.name}  ${state.executedAt.toISOString()}`,
          )
        }
        return
      }
    }
  } finally {
    await database.close()
  }
}

function report(steps: readonly MigrationStep[], nothingDone: string): void {
  if (steps.length === 0) console.log(nothingDone)
  for (const step of steps) console.log(`${step.direction === 'Up' ? 'applied ' : 'reverted'} ${step.name}`)
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
