/** The host module's server code: pages resolved in one request, URL lookups, and the content-change feed. */
import { serverModule } from '#runtime/server/server-module.ts'
import { contentChangesOnWrites } from './content-changes.ts'
import { hostPageRoutes } from './host-page-routes.ts'

export default serverModule('host', { writeHooks: [contentChangesOnWrites], routes: [hostPageRoutes] })
