/**
 * Child process: the generated API as `npm start` assembles it (createApp with every generated
 * entity route), on the bench database given in DATABASE_URL, configured from the environment.
 */
import { entityRoutes } from '#generated/routes/index.gen.ts'
import { loadConfig } from '#runtime/config/load-config.ts'
import { createDatabase } from '#runtime/db/create-database.ts'
import { entityRoutesPlugin } from '#runtime/http/entity-routes-plugin.ts'
import { createApp } from '#runtime/server/create-app.ts'
import { serveInChild } from './serve-in-child.ts'

const config = loadConfig()
const database = await createDatabase(config)
const app = await createApp({ database, config, apiPlugins: [entityRoutesPlugin(entityRoutes)] })
await serveInChild(app, () => database.close())
