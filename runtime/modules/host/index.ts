/** The host module's server code: pages resolved in one request, URL lookups, and the content-change feed. */
import { serverModule } from '#runtime/server/server-module.ts'
import { contentChangeFeed } from './content-changes.ts'
import { hostPageRoutes } from './host-page-routes.ts'

export default serverModule('host', { routes: [contentChangeFeed, hostPageRoutes] })
