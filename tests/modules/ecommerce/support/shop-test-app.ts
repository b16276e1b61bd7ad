/** The API as `npm start` mounts it, with the shop's providers configured from a test's variables. */
import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { entityRoutes } from '#generated/routes/index.gen.ts'
import { subjectRoutes } from '#runtime/modules/rbac/routes/subject-routes.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { entityRoutesPlugin } from '#runtime/http/entity-routes-plugin.ts'
import { openApiRoutes } from '#runtime/http/openapi-routes.ts'
import { jobsPlugin } from '#runtime/jobs/jobs-plugin.ts'
import { afterCommitOutbox } from '#runtime/hooks/after-commit-outbox.ts'
import { contentChangeFeed } from '#runtime/modules/host/content-changes.ts'
import { loadSeed } from '#runtime/seed/load-seed.ts'
import { createApp } from '#runtime/server/create-app.ts'
import { shopApi } from '#runtime/modules/ecommerce/shop-api.ts'
import { demoSeed } from '../../../../seed/demo/index.ts'
import { TEST_JWT_SECRET } from '../../rbac/support/auth-test-app.ts'
import { TEST_SECRET_KEY } from '../../../support/test-app.ts'
import { createTestConfig } from '../../../support/test-config.ts'

/** The public origin of test apps: return and webhook URLs are built on it. */
export const TEST_PUBLIC_URL = 'https://shop.tessera.test'

/** A shop app over `database` (seeded with the demo site once per database) and its DATA_DIR. */
export async function createShopTestApp(
  database: DatabaseHandle,
  providerEnv: Readonly<Record<string, string>> = {},
): Promise<{ app: FastifyInstance; dataDir: string }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-shop-'))
  const config = createTestConfig({
    RBAC_SECRET_KEY: TEST_SECRET_KEY,
    JWT_SECRET: TEST_JWT_SECRET,
    AUTH_RATE_LIMIT: '100000',
    FORM_RATE_LIMIT: '100000',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_PUBLIC_URL,
  })
  const app = await createApp({
    database,
    config,
    apiPlugins: [
      contentChangeFeed,
      openApiRoutes,
      entityRoutesPlugin(entityRoutes),
      jobsPlugin,
      afterCommitOutbox,
      subjectRoutes,
      shopApi({ NODE_ENV: 'test', ...providerEnv }),
    ],
  })
  await app.ready()
  return { app, dataDir }
}

/** Loads the demo site's records (courses priced in RUB and USD, roles) into `database`. */
export async function seedDemoShop(database: DatabaseHandle): Promise<void> {
  await loadSeed(database.db, demoSeed)
}
