/**
 * The audit log does not grow forever: the daily job `host.audit-log-retention` deletes the entries
 * older than AUDIT_LOG_KEEP_DAYS (runtime/operations/audit-log.ts writes them), once a day among all
 * server processes together (one row in `host_jobs`, claimed by one process at a time).
 * AUDIT_LOG_KEEP_DAYS=0 keeps every entry.
 */
import { sql } from 'kysely'
import { AUDIT_TABLE } from '#runtime/operations/audit-log.ts'
import { asDynamicDb, type DynamicDb } from '#runtime/operations/dynamic-db.ts'
import type { ApiPlugin } from '#runtime/server/create-app.ts'

/** The job's name in `host_jobs`. */
export const AUDIT_LOG_RETENTION_JOB = 'host.audit-log-retention'

const DAY_MS = 24 * 60 * 60 * 1000

/** Deletes the entries older than `keepDays` days; how many went. */
export async function deleteOldAuditEntries(db: DynamicDb, keepDays: number): Promise<number> {
  const result = await db
    .deleteFrom(AUDIT_TABLE)
    .where('created_at', '<', sql<Date>`now() - ${keepDays} * interval '1 day'`)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** Defines the job in the app's job runner. */
export const auditLogRetentionJob: ApiPlugin = async (api, { database, config }) => {
  const { auditLogKeepDays } = config.operations
  if (auditLogKeepDays === 0) return
  api.jobs.every(AUDIT_LOG_RETENTION_JOB, DAY_MS, async () => {
    const deleted = await deleteOldAuditEntries(asDynamicDb(database.db), auditLogKeepDays)
    api.log.info(
      { job: AUDIT_LOG_RETENTION_JOB, deleted, keepDays: auditLogKeepDays },
      `Deleted ${deleted} audit-log entr${deleted === 1 ? 'y' : 'ies'} older than ${auditLogKeepDays} day(s)`,
    )
  })
}
