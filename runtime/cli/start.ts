/**
 * `npm start`: configure from the environment, open the database, apply pending migrations, serve.
 * Migrations run before listening so no request ever sees an old schema. On a new embedded database
 * the demo site is loaded too and the demo admin's password printed (in production no demo admin is
 * made: the start prints how to create the first administrator with `npm run admin`).
 */
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { flushOutput } from '#runtime/cli/flush-output.ts'
import { listenOrigin, settleListenPort } from '#runtime/config/listen-origin.ts'
import { loadConfig } from '#runtime/config/load-config.ts'
import { createDatabase } from '#runtime/db/create-database.ts'
import { migrateToLatest, migrationStatus } from '#runtime/db/migrations.ts'
import { fileStorageFor } from '#runtime/modules/file-storage/shared-file-storage.ts'
import { resolvePage } from '#runtime/modules/host/resolve-page.ts'
import { createApp } from '#runtime/server/create-app.ts'
import { holdIfBuild } from '#runtime/server/hashed-build.ts'
import { productApiPlugins } from '#runtime/server/product-api.ts'
import { prepareWeb } from '#web/server/prepare-web.ts'

async function start(): Promise<void> {
  // Compiled (`npm start`), this file lies in dist/server/<hash>/runtime/cli/: the build is held
  // while the server runs, so another process's rebuild leaves it in place.
  await holdIfBuild(fileURLToPath(new URL('../../', import.meta.url)))
  // PORT=0 becomes a free port here, so the default PUBLIC_URL names the port the server listens on.
  const config = await settleListenPort(loadConfig())
  const database = await createDatabase(config)
  // Registered before anything slow: a signal with no listener kills the process on the spot, so
  // one that arrives while starting (or right after listening) would skip closing the database.
  let app: FastifyInstance | undefined
  let stopping = false
  const stop = async (signal: NodeJS.Signals): Promise<void> => {
    if (stopping) return
    stopping = true
    if (app === undefined) console.log(`Received ${signal} while starting, shutting down`)
    else app.log.info(`Received ${signal}, shutting down`)
    await app?.close()
    await database.close()
    // Something may still hold the event loop (a pool, a timer); exit, but only once the logs are out.
    await flushOutput()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  try {
    // The site: built now if its sources changed (`--dev`: served from source with hot reload).
    const web = await prepareWeb({ dev: process.argv.includes('--dev'), resolvePage })
    app = await createApp({ database, config, apiPlugins: productApiPlugins, web })
    // A database none of whose migrations ran is new: that is the one start that loads the demo,
    // so records an administrator deletes later stay deleted.
    const isNewDatabase = (await migrationStatus(database.db)).every((migration) => migration.executedAt === null)
    const applied = await migrateToLatest(database.db)
    app.log.info(
      { migrations: applied.map((step) => step.name) },
      applied.length === 0 ? 'Database schema is up to date' : `Applied ${applied.length} migration(s)`,
    )

    // The demo site is for a new embedded database only; a server gets it from `npm run seed`.
    // Imported only then: its records and the seed checker (every entity's validators) stay out
    // of the heap of every other start.
    let demoSiteLines: string[] = []
    if (config.databaseUrl === undefined && isNewDatabase) {
      const [{ demoAdminAllowed, describeDemoSite, loadDemoSite }, { demoFilesDirectory, demoSeed }] = await Promise.all([
        import('#runtime/seed/load-demo-site.ts'),
        import('../../seed/demo/index.ts'),
      ])
      const demoSite = await loadDemoSite(database.db, {
        records: demoSeed,
        filesDirectory: demoFilesDirectory,
        dataDir: config.dataDir,
        bucket: config.s3 === undefined ? undefined : fileStorageFor(config),
        withDemoAdmin: demoAdminAllowed(config.nodeEnv),
      })
      demoSiteLines = describeDemoSite(demoSite)
    }

    await app.listen({ port: config.port, host: config.host })
    const { port } = app.server.address() as AddressInfo
    console.log(`Tessera is serving on ${listenOrigin(config.host, port)} (${database.kind})`)
    for (const line of demoSiteLines) console.log(line)

  } catch (error) {
    await database.close()
    throw error
  }
}

start().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
