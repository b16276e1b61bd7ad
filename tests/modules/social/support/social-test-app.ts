/** The whole API as `npm start` mounts it, listening on a free port, with absent readers mailed quickly. */
import { mkdtemp } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { DatabaseHandle } from '#runtime/db/database-handle.ts'
import { createApp } from '#runtime/server/create-app.ts'
import { productApiPlugins } from '#runtime/server/product-api.ts'
import { createSocialRoutes, type SocialRoutesOptions, socialRoutes } from '#runtime/modules/social/routes/social-routes.ts'
import { TEST_JWT_SECRET } from '../../rbac/support/auth-test-app.ts'
import { TEST_SECRET_KEY } from '../../../support/test-app.ts'
import { createTestConfig } from '../../../support/test-config.ts'

/** A listening app, its base URL and its DATA_DIR (the outbox). */
export interface SocialTestApp {
  readonly app: FastifyInstance
  readonly url: string
  readonly dataDir: string
}

/** More of the chat routes' options, and environment variables over the test's. */
export interface SocialTestAppOptions extends Omit<SocialRoutesOptions, 'absentReaderDelayMs'> {
  readonly env?: Readonly<Record<string, string>>
}

/** Starts the product API over `database`; unread messages are mailed after `absentReaderDelayMs`. */
export async function startSocialTestApp(
  database: DatabaseHandle,
  absentReaderDelayMs = 60_000,
  options: SocialTestAppOptions = {},
): Promise<SocialTestApp> {
  const { env = {}, ...socialOptions } = options
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-social-'))
  const config = createTestConfig({
    RBAC_SECRET_KEY: TEST_SECRET_KEY,
    JWT_SECRET: TEST_JWT_SECRET,
    AUTH_RATE_LIMIT: '100000',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'https://chat.example',
    ...env,
  })
  const apiPlugins = productApiPlugins.map((plugin) =>
    plugin === socialRoutes ? createSocialRoutes({ absentReaderDelayMs, ...socialOptions }) : plugin,
  )
  const app = await createApp({ database, config, apiPlugins })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  return { app, url: `http://127.0.0.1:${port}`, dataDir }
}
