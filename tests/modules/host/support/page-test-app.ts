/** The product app with the demo site loaded and the sitemap and robots routes, for the page tests. */
import type { FastifyInstance } from 'fastify'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { seoFilesRoutes } from '#runtime/modules/host/seo-files-routes.ts'
import { createApp } from '#runtime/server/create-app.ts'
import { productApiPlugins } from '#runtime/server/product-api.ts'
import { loadSeed } from '#runtime/seed/load-seed.ts'
import { demoSeed } from '../../../../seed/demo/index.ts'
import { TEST_SECRET_KEY } from '../../../support/test-app.ts'
import { createTestConfig } from '../../../support/test-config.ts'

/** The origin test apps call themselves by. */
export const TEST_PUBLIC_URL = 'https://school.example'

/** The app `npm start` serves (every API plugin) over `database`, plus /sitemap.xml and /robots.txt. */
export async function createPageTestApp(database: DatabaseHandle): Promise<FastifyInstance> {
  const config = createTestConfig({ RBAC_SECRET_KEY: TEST_SECRET_KEY, PUBLIC_URL: TEST_PUBLIC_URL })
  const app = await createApp({ database, config, apiPlugins: productApiPlugins })
  await app.register(seoFilesRoutes, { database, config })
  await app.ready()
  return app
}

/** Loads the demo site's records (not its files or admin, which pages do not need). */
export async function loadDemoRecords(database: DatabaseHandle): Promise<void> {
  const result = await loadSeed(database.db, demoSeed)
  if (result.blocked.length > 0) throw new Error(`Demo records were blocked: ${result.blocked.join(', ')}`)
}
