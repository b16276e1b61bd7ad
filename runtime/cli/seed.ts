/**
 * `npm run seed`: loads the demo site into the configured database (DATABASE_URL, or PGlite in
 * DATA_DIR) and ensures the demo admin (not in production), printing its password when it creates
 * it. The schema must be up to date (`npm run migrate -- up`); loading twice inserts nothing.
 * Servers running on the same database are told, so they serve the demo at once.
 */
import { announceContentChange } from '#runtime/cli/announce-content-change.ts'
import { loadConfig } from '#runtime/config/load-config.ts'
import { createDatabase } from '#runtime/db/create-database.ts'
import { migrationStatus } from '#runtime/db/migrations.ts'
import { createS3FileStorage } from '#runtime/modules/file-storage/s3-file-storage.ts'
import { demoAdminAllowed, describeDemoSite, loadDemoSite } from '#runtime/seed/load-demo-site.ts'
import { demoFilesDirectory, demoSeed } from '../../seed/demo/index.ts'

async function seed(): Promise<void> {
  const config = loadConfig()
  const database = await createDatabase(config)
  try {
    const pending = (await migrationStatus(database.db)).filter((state) => state.executedAt === null)
    if (pending.length > 0) {
      throw new Error(`${pending.length} migration(s) pending: run \`npm run migrate -- up\` first`)
    }
    const bucket = config.s3 === undefined ? undefined : createS3FileStorage(config.s3)
    try {
      const result = await loadDemoSite(database.db, {
        records: demoSeed,
        filesDirectory: demoFilesDirectory,
        dataDir: config.dataDir,
        bucket,
        withDemoAdmin: demoAdminAllowed(config.nodeEnv),
      })
      for (const line of describeDemoSite(result)) console.log(line)
      await announceContentChange(database)
    } finally {
      bucket?.close()
    }
  } finally {
    await database.close()
  }
}

seed().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
