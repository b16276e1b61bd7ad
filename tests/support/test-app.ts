/** The real app with every generated entity route, for API tests driven by `inject()`. */
import type { FastifyInstance } from 'fastify'
import { entityRoutes } from '#generated/routes/index.gen.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { entityRoutesPlugin } from '#runtime/http/entity-routes-plugin.ts'
import { createApp } from '#runtime/server/create-app.ts'
import { createTestConfig } from './test-config.ts'

/** The secret key test apps accept in `X-RBAC-SECRET-KEY`. */
export const TEST_SECRET_KEY = 'test-secret-key'

/** Headers that pass every access check (DESIGN "Access control", step 1). */
export const secretKeyHeaders: Readonly<Record<string, string>> = { 'x-rbac-secret-key': TEST_SECRET_KEY }

/** An app over `database` with the entity routes mounted and `RBAC_SECRET_KEY` set. */
export async function createTestApp(database: DatabaseHandle, env: Readonly<Record<string, string>> = {}): Promise<FastifyInstance> {
  const config = createTestConfig({ RBAC_SECRET_KEY: TEST_SECRET_KEY, ...env })
  const app = await createApp({ database, config, apiPlugins: [entityRoutesPlugin(entityRoutes)] })
  await app.ready()
  return app
}
