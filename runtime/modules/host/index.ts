/**
 * The host module's server code: pages resolved in one request, URL lookups, the content-change
 * feed, the versions of records and their publishing, and the audit log's retention.
 */
import { serverModule } from '#runtime/server/server-module.ts'
import { contentChangeFeed } from './content-changes.ts'
import { hostPageRoutes } from './host-page-routes.ts'
import { recordVersionRoutes } from './record-version-routes.ts'
import { auditLogRetentionJob } from './jobs/audit-log-retention-job.ts'

export default serverModule('host', { jobs: [auditLogRetentionJob], routes: [contentChangeFeed, hostPageRoutes, recordVersionRoutes] })
