/**
 * Child process: the generated API as `npm start` assembles it (createApp with every generated
 * entity route), on the bench database given in DATABASE_URL, configured from the environment.
 * Without DATABASE_URL it runs on the embedded database (PGlite in DATA_DIR, as `npm start` does)
 * and, with BENCH_SEED_EMBEDDED=1, migrates and seeds it with the bench data first.
 */
import { CompiledQuery } from 'kysely'
import { entityRoutes } from '#generated/routes/index.gen.ts'
import { loadConfig } from '#runtime/config/load-config.ts'
import { createDatabase } from '#runtime/db/create-database.ts'
import { migrateToLatest } from '#runtime/db/migrations.ts'
import { entityRoutesPlugin } from '#runtime/http/entity-routes-plugin.ts'
import { createApp } from '#runtime/server/create-app.ts'
import { seedProducts } from './seed-products.ts'
import { serveInChild } from './serve-in-child.ts'

const config = loadConfig()
const database = await createDatabase(config)
if (process.env.BENCH_SEED_EMBEDDED === '1') {
  await migrateToLatest(database.db)
  await seedProducts(
    async (text, parameters) =>
      (await database.db.executeQuery(CompiledQuery.raw(text, [...parameters]))).rows as Record<string, unknown>[],
  )
}
const app = await createApp({ database, config, apiPlugins: [entityRoutesPlugin(entityRoutes)] })
await serveInChild(app, () => database.close())
