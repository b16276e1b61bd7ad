/**
 * The audit log (issue #28): who created, changed or deleted which record, and when. Every write of
 * a record through the operations adds rows to `host_audit_entries` (schema/host/audit-entries.ts)
 * in the write's own transaction, so a write that rolls back leaves no entry and a committed one
 * always has its entry. An entry names the fields a write set, never their values (a password
 * hash stays out of it); the audit table's own writes are not logged again.
 */
import { runTransaction } from '#runtime/db/run-transaction.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import type { DynamicDb } from './dynamic-db.ts'
import type { ApiRecord } from './entity-definition.ts'
import type { RecordAccess } from './record-access.ts'

/** The table of the audit log. */
export const AUDIT_TABLE = 'host_audit_entries'

/** What a write did to a record. */
export type AuditAction = 'create' | 'update' | 'delete'

/** One record written: its id, and the names of the fields the write set (none for a delete). */
export interface AuditedWrite {
  readonly record: ApiRecord
  readonly fields?: readonly string[]
}

/** Whether writes of `metadata` are logged: every entity's but the log's own. */
export function isAudited(metadata: EntityMetadata): boolean {
  return metadata.table !== AUDIT_TABLE
}

/**
 * Adds one entry per written record, by the subject `access` names as the writer (none for server
 * code acting for no one), in `db`, which must be the write's transaction (or the write's single
 * statement's connection when it is one statement: then call it inside a transaction).
 */
export async function logWrites(
  db: DynamicDb,
  metadata: EntityMetadata,
  action: AuditAction,
  writes: readonly AuditedWrite[],
  access: RecordAccess,
): Promise<void> {
  if (!isAudited(metadata) || writes.length === 0) return
  const entity = `${metadata.module}/${metadata.name}`
  const subjectId = access.writerId ?? null
  await db
    .insertInto(AUDIT_TABLE)
    .values(
      writes.map((write) => ({
        entity,
        record_id: write.record.id as string,
        action,
        subject_id: subjectId,
        fields: write.fields === undefined || write.fields.length === 0 ? null : [...write.fields].sort().join(','),
      })),
    )
    .execute()
}

/**
 * Runs `write` in `db`'s transaction, or in one of its own when the entity's writes are logged
 * (the write and its entry commit together); a single statement of the log's own table runs as it is.
 */
export function inAuditedTransaction<T>(db: DynamicDb, metadata: EntityMetadata, write: (trx: DynamicDb) => Promise<T>): Promise<T> {
  if (db.isTransaction || !isAudited(metadata)) return write(db)
  return runTransaction(db, write)
}
