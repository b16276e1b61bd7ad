/**
 * The whole app as `npm start` mounts it (API plus the site from the production build) over a
 * test database, with a page resolver the test chooses: the site's server path exactly, with
 * ResolvedPage fixtures instead of the demo's pages.
 */
import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance, FastifyServerOptions } from 'fastify'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { createApp } from '#runtime/server/create-app.ts'
import { productApiPlugins } from '#runtime/server/product-api.ts'
import type { PageResolver } from '#web/server/server-page-api.ts'
import { ensureWebBuild } from '#web/server/web-build.ts'
import { webPlugin } from '#web/server/web-plugin.ts'
import { TEST_SECRET_KEY } from '../../support/test-app.ts'
import { createTestConfig } from '../../support/test-config.ts'

/** The origin test apps announce in canonical links. */
export const TEST_PUBLIC_URL = 'https://school.example'

/** An app over `database` serving the site with `resolvePage`, logging to `logger` when given, configured with `env` over the defaults. */
export async function createWebTestApp(
  database: DatabaseHandle,
  resolvePage: PageResolver,
  logger?: FastifyServerOptions['logger'],
  env: Readonly<Record<string, string>> = {},
): Promise<FastifyInstance> {
  const build = await ensureWebBuild()
  const config = createTestConfig({
    RBAC_SECRET_KEY: TEST_SECRET_KEY,
    JWT_SECRET: 'test-jwt-secret-that-is-long-enough-for-hs256',
    AUTH_RATE_LIMIT: '100000',
    DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'tessera-web-')),
    PUBLIC_URL: TEST_PUBLIC_URL,
    ...env,
  })
  const app = await createApp({
    database,
    config,
    apiPlugins: productApiPlugins,
    logger,
    web: await webPlugin({ mode: { kind: 'production', build }, resolvePage }),
  })
  await app.ready()
  return app
}
