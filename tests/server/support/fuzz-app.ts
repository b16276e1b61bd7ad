/** The whole product API over the demo site, as the route fuzz drives it (test and bench). */
import type { FastifyInstance } from 'fastify'
import type { DatabaseHandle } from '#runtime/db/database-handle.ts'
import { createApp } from '#runtime/server/create-app.ts'
import { productApiPlugins } from '#runtime/server/product-api.ts'
import { loadDemoSite } from '#runtime/seed/load-demo-site.ts'
import { demoFilesDirectory, demoSeed } from '../../../seed/demo/index.ts'
import { TEST_SECRET_KEY } from '../../support/test-app.ts'
import { createTestConfig } from '../../support/test-config.ts'
import { createTestDatabase } from '../../support/test-database.ts'

/** A fresh test database (PGlite, or DATABASE_URL's server) with the demo site, and the app on it. */
export async function createFuzzApp(
  options: { readonly logger?: boolean } = {},
): Promise<{ database: DatabaseHandle; app: FastifyInstance }> {
  const database = await createTestDatabase({ migrate: true })
  const config = createTestConfig({
    RBAC_SECRET_KEY: TEST_SECRET_KEY,
    AUTH_RATE_LIMIT: '1000000',
    FORM_RATE_LIMIT: '1000000',
    FORM_RATE_LIMIT_PER_FORM: '1000000',
    FILE_FETCH_TIMEOUT_MS: '200',
  })
  await loadDemoSite(database.db, { records: demoSeed, filesDirectory: demoFilesDirectory, dataDir: config.dataDir })
  const app = await createApp({
    database,
    config,
    apiPlugins: productApiPlugins,
    ...(options.logger === undefined ? {} : { logger: options.logger }),
  })
  return { database, app }
}
