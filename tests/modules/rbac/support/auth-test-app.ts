/** The whole API as `npm start` mounts it (OpenAPI, entity routes, subject routes), for auth tests. */
import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance, FastifyServerOptions } from 'fastify'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { createApp } from '#runtime/server/create-app.ts'
import { productApiPlugins } from '#runtime/server/product-api.ts'
import { TEST_SECRET_KEY } from '../../../support/test-app.ts'
import { createTestConfig } from '../../../support/test-config.ts'

/** The access-token key of test apps, so tests can mint tokens (an expired one, say). */
export const TEST_JWT_SECRET = 'test-jwt-secret-that-is-long-enough-for-hs256'

/** An app over `database` with a fresh DATA_DIR (its outbox is where reset mail lands). */
export async function createAuthTestApp(
  database: DatabaseHandle,
  env: Readonly<Record<string, string>> = {},
  options: { readonly logger?: FastifyServerOptions['logger'] } = {},
): Promise<{ app: FastifyInstance; dataDir: string }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-auth-'))
  const config = createTestConfig({
    RBAC_SECRET_KEY: TEST_SECRET_KEY,
    JWT_SECRET: TEST_JWT_SECRET,
    // High enough that only the rate-limit test, which lowers it, ever meets it.
    AUTH_RATE_LIMIT: '100000',
    FORM_RATE_LIMIT: '100000',
    DATA_DIR: dataDir,
    ...env,
  })
  const app = await createApp({ database, config, logger: options.logger, apiPlugins: productApiPlugins })
  await app.ready()
  return { app, dataDir }
}
