/**
 * `npm start`: configure from the environment, open the database, apply pending migrations, serve.
 * Migrations run before listening so no request ever sees an old schema. On a new embedded database
 * the demo site is loaded too and the demo admin's password printed (in production no demo admin is
 * made: the start prints how to create the first administrator with `npm run admin`).
 *
 * As a supervisor (systemd, Kubernetes, a process manager) expects: a start that fails before
 * listening prints one line (`Tessera could not start: port 3000 on 127.0.0.1 is already in use
 * (EADDRINUSE)…`) and exits 1 at once; SIGTERM or SIGINT stops accepting connections, ends chat
 * streams with a retry hint, lets requests in flight finish and exits 0, or exits 1 once
 * SHUTDOWN_TIMEOUT_SECONDS have passed.
 */
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { flushOutput } from '#runtime/cli/flush-output.ts'
import { listenOrigin, settleListenPort } from '#runtime/config/listen-origin.ts'
import { loadConfig } from '#runtime/config/load-config.ts'
import { ensurePortFree, listenFailure } from '#runtime/config/port-probe.ts'
import type { DatabaseHandle } from '#runtime/db/database-handle.ts'
import { holdIfBuild } from '#runtime/server/hashed-build.ts'

// The server's code (every route, the site's renderer) takes seconds to load: it is imported once
// the configuration and the port are known to be good, so a start that cannot work fails at once.
const loadServer = () =>
  Promise.all([
    import('#runtime/db/create-database.ts'),
    import('#runtime/db/migrations.ts'),
    import('#runtime/modules/file-storage/shared-file-storage.ts'),
    import('#runtime/modules/host/resolve-page.ts'),
    import('#runtime/server/create-app.ts'),
    import('#runtime/server/graceful-close.ts'),
    import('#runtime/server/product-api.ts'),
    import('#web/server/prepare-web.ts'),
  ])

/** How long a failed start may take to close what it opened before it exits anyway. */
const FAILED_START_CLOSE_MS = 3_000

async function start(): Promise<void> {
  // Compiled (`npm start`), this file lies in dist/server/<hash>/runtime/cli/: the build is held
  // while the server runs, so another process's rebuild leaves it in place.
  await holdIfBuild(fileURLToPath(new URL('../../', import.meta.url)))
  // PORT=0 becomes a free port here, so the default PUBLIC_URL names the port the server listens on.
  const config = await settleListenPort(loadConfig())
  await ensurePortFree(config.host, config.port)
  const [
    { createDatabase },
    { migrateToLatest, migrationStatus },
    { fileStorageFor },
    { resolvePage },
    { createApp },
    { closeGracefully },
    { productApiPlugins },
    { prepareWeb },
  ] = await loadServer()
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
    exitAfter(
      config.operations.shutdownTimeoutMs,
      `Requests still running after ${config.operations.shutdownTimeoutMs / 1000} s (SHUTDOWN_TIMEOUT_SECONDS); exiting without them`,
    )
    try {
      // Stops accepting, ends chat streams and jobs, answers the requests in flight, then closes.
      if (app !== undefined) await closeGracefully(app)
      await database.close()
    } catch (error) {
      console.error(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`)
      await exitNow(1)
    }
    // Something may still hold the event loop (a pool, a timer); exit, but only once the logs are out.
    await exitNow(0)
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

    await app.listen({ port: config.port, host: config.host }).catch((error: unknown) => {
      throw listenFailure(error, config.host, config.port)
    })
    const { port } = app.server.address() as AddressInfo
    console.log(`Tessera is serving on ${listenOrigin(config.host, port)} (${database.kind})`)
    for (const line of demoSiteLines) console.log(line)
  } catch (error) {
    // Whatever the start opened (timers, pools, the job runner) must not keep a failed process alive.
    exitAfter(FAILED_START_CLOSE_MS, 'Closing after the failed start took too long; exiting')
    await closeQuietly(app, database)
    throw error
  }
}

async function closeQuietly(app: FastifyInstance | undefined, database: DatabaseHandle): Promise<void> {
  await app?.close().catch(() => undefined)
  await database.close().catch(() => undefined)
}

// Exits with 1 after `ms` unless the process has exited by then.
function exitAfter(ms: number, message: string): void {
  setTimeout(() => {
    console.error(message)
    void exitNow(1)
  }, ms).unref()
}

async function exitNow(code: number): Promise<never> {
  await flushOutput()
  process.exit(code)
}

start().catch(async (error: unknown) => {
  // One line for a supervisor's log; the stack only for what we did not foresee.
  console.error(`Tessera could not start: ${error instanceof Error ? error.message : String(error)}`)
  if (error instanceof Error && !['ListenError', 'ConfigError', 'MigrationError'].includes(error.name)) console.error(error.stack)
  await exitNow(1)
})
