/**
 * `npm run admin -- --email … --password …`: creates an administrator, or promotes the account
 * that uses that e-mail, in the configured database (DATABASE_URL, or PGlite in DATA_DIR, which
 * `npm start` must not hold open at the same time). Pending migrations are applied first; a new
 * embedded database also gets the demo site, as `npm start` would have given it.
 */
import { announceContentChange } from '#runtime/cli/announce-content-change.ts'
import { createS3FileStorage } from '#runtime/modules/file-storage/s3-file-storage.ts'
import { ensureAdmin } from '#runtime/modules/rbac/ensure-admin.ts'
import { ADMIN_USAGE, type AdminCommand, parseAdminArgs } from '#runtime/cli/parse-admin-args.ts'
import { loadConfig } from '#runtime/config/load-config.ts'
import { createDatabase } from '#runtime/db/create-database.ts'
import { migrateToLatest, migrationStatus } from '#runtime/db/migrations.ts'
import { ADMIN_SETUP_HINT, demoAdminAllowed, describeDemoSite, loadDemoSite } from '#runtime/seed/load-demo-site.ts'
import { demoFilesDirectory, demoSeed } from '../../seed/demo/index.ts'

const MESSAGES = {
  created: (email: string) => `Created administrator ${email}`,
  promoted: (email: string) => `Promoted ${email} to administrator (password unchanged)`,
  'already-admin': (email: string) => `${email} is already an administrator (password unchanged)`,
} as const

async function admin(command: AdminCommand): Promise<void> {
  const config = loadConfig()
  const database = await createDatabase(config)
  try {
    // Decided before migrating, as `npm start` decides it: only a new database gets the demo.
    const isNewDatabase = (await migrationStatus(database.db)).every((state) => state.executedAt === null)
    const applied = await migrateToLatest(database.db)
    if (applied.length > 0) console.log(`Applied ${applied.length} migration(s)`)
    if (config.databaseUrl === undefined && isNewDatabase) {
      // The demo's images go where the server reads files: the S3 bucket when one is configured.
      const bucket = config.s3 === undefined ? undefined : createS3FileStorage(config.s3)
      try {
        const demoSite = await loadDemoSite(database.db, {
          records: demoSeed,
          filesDirectory: demoFilesDirectory,
          dataDir: config.dataDir,
          bucket,
          withDemoAdmin: demoAdminAllowed(config.nodeEnv),
        })
        // The setup hint is this very command: only the demo's own lines are worth printing here.
        for (const line of describeDemoSite(demoSite)) if (demoSite.admin !== undefined || line !== ADMIN_SETUP_HINT) console.log(line)
      } finally {
        bucket?.close()
      }
    }
    const outcome = await ensureAdmin(database.db, command.email, command.password)
    console.log(MESSAGES[outcome](command.email))
    // Pages may show who administers the site, and the migrations may have changed them.
    if (outcome !== 'already-admin' || applied.length > 0) await announceContentChange(database)
  } finally {
    await database.close()
  }
}

// Failures set process.exitCode rather than calling process.exit, which would cut output still
// on its way through a pipe.
let command: AdminCommand | undefined
try {
  command = parseAdminArgs(process.argv.slice(2), process.env)
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\n${ADMIN_USAGE}`)
  process.exitCode = 2
}
if (command !== undefined) {
  admin(command).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
}
