/**
 * Child process: the product as `npm start` assembles it with the site (runtime/cli/start.ts:
 * every API plugin, the host page routes, and the production web build with its HTML cache), on the
 * bench database given in DATABASE_URL, which holds the demo site's pages as well as the bench
 * products. The page cases of the bench load it: the page resolver and the server-rendered pages.
 * The bench builds the site before starting it (web/server/web-build.ts), as `npm start` does.
 */
import { loadConfig } from '#runtime/config/load-config.ts'
import { createDatabase } from '#runtime/db/create-database.ts'
import { resolvePage } from '#runtime/modules/host/resolve-page.ts'
import { createApp } from '#runtime/server/create-app.ts'
import { productApiPlugins } from '#runtime/server/product-api.ts'
import { prepareWeb } from '#web/server/prepare-web.ts'
import { serveInChild } from './serve-in-child.ts'

const config = loadConfig()
const database = await createDatabase(config)
const web = await prepareWeb({ dev: false, resolvePage, report: () => undefined })
const app = await createApp({ database, config, apiPlugins: productApiPlugins, web })
await serveInChild(app, () => database.close())
