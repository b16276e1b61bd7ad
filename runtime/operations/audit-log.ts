/**
 * The audit log (issue #28): who created, changed or deleted which record, and when. Every write of
 * a record through the operations adds rows to `host_audit_entries` (schema/host/audit-entries.ts)
 * in the write's own transaction, so a write that rolls back leaves no entry and a committed one
 * always has its entry. An entry names the fields a write set, never their values (a password
 * hash stays out of it); the audit table's own writes are not logged again.
 *
 * A write of one record adds its entry in the write's own statement ({@link withAuditEntry}: the
 * change in a data-modifying CTE, the entry inserted from what it returned), so an update, delete or
 * create without hooks is one round trip and needs no transaction: a statement is atomic. Writes
 * of many records in one statement (bulk create) add theirs with {@link logWrites}.
 */
import { type InsertQueryBuilder, type UpdateQueryBuilder, type DeleteQueryBuilder, sql } from 'kysely'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import type { DynamicDb } from './dynamic-db.ts'
import type { ApiRecord } from './entity-definition.ts'
import type { RecordAccess } from './record-access.ts'

/** The table of the audit log. */
export const AUDIT_TABLE = 'host_audit_entries'

/** What a write did to a record. */
export type AuditAction = 'create' | 'update' | 'delete'

/** Whose write it was (schema/host/audit-entries.ts `writer`). */
export type AuditWriter = 'editor' | 'visitor' | 'server'

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
  const writer = writerOf(access)
  await db
    .insertInto(AUDIT_TABLE)
    .values(
      writes.map((write) => ({
        entity,
        record_id: write.record.id as string,
        action,
        subject_id: subjectId,
        writer,
        fields: write.fields === undefined || write.fields.length === 0 ? null : [...write.fields].sort().join(','),
      })),
    )
    .execute()
}

/** A write of one record's table that returns the record (`returning(visibleSelection(...))`). */
type ReturningWrite =
  | InsertQueryBuilder<any, any, ApiRecord>
  | UpdateQueryBuilder<any, any, any, ApiRecord>
  | DeleteQueryBuilder<any, any, ApiRecord>

// The CTE the written rows are named by; a name no table of a site takes (tables are `<module>_<name>`).
const WRITTEN = 'tessera_written'

/**
 * `write` with its audit entries added in the same statement: `with written as (<write> returning …),
 * logged as (insert into host_audit_entries … select … from written) select * from written`. It
 * answers what `write` would: the rows it returned (one entry each), none when it touched no row
 * (and then no entry). `fields` are the names the write set (none for a delete). The audit table's
 * own writes, and every write of an entity that is not logged, are `write` as it is.
 */
export function withAuditEntry(
  db: DynamicDb,
  metadata: EntityMetadata,
  action: AuditAction,
  write: ReturningWrite,
  access: RecordAccess,
  fields?: readonly string[],
) {
  if (!isAudited(metadata)) return write
  const [entity, , subjectId, writer, names] = auditValues(metadata, action, access, fields)
  return db
    .with(WRITTEN, () => write)
    .with('tessera_logged', (creator) =>
      creator
        .insertInto(AUDIT_TABLE)
        .columns(['entity', 'record_id', 'action', 'subject_id', 'writer', 'fields'])
        .expression(
          creator
            .selectFrom(WRITTEN)
            .select([
              sql<string>`${entity}::text`.as('entity'),
              sql.ref(`${WRITTEN}.id`).as('record_id'),
              sql<string>`${action}::text`.as('action'),
              sql<string | null>`${subjectId}::uuid`.as('subject_id'),
              sql<string>`${writer}::text`.as('writer'),
              sql<string | null>`${names}::text`.as('fields'),
            ]),
        ),
    )
    .selectFrom(WRITTEN)
    .selectAll()
}

/**
 * The parameters {@link withAuditEntry} adds after the write's own, in the order its SQL holds them
 * (entity, action, subject, writer, fields); none for an entity that is not logged. Cached writes list them
 * (compiled-query-cache.ts).
 */
export function auditParameters(
  metadata: EntityMetadata,
  action: AuditAction,
  access: RecordAccess,
  fields?: readonly string[],
): readonly unknown[] {
  return isAudited(metadata) ? auditValues(metadata, action, access, fields) : []
}

function auditValues(metadata: EntityMetadata, action: AuditAction, access: RecordAccess, fields: readonly string[] | undefined) {
  const names = fields === undefined || fields.length === 0 ? null : [...fields].sort().join(',')
  return [`${metadata.module}/${metadata.name}`, action, access.writerId ?? null, writerOf(access), names] as const
}

/**
 * Whose write it is (schema/host/audit-entries.ts `writer`): `server` without a subject (code acting
 * for no one, the secret key); `editor` for a subject writing through the entity API over every
 * record, as the admin does; `visitor` otherwise (the subject's own records, or a module writing for
 * them).
 */
export function writerOf(access: RecordAccess): AuditWriter {
  if (access.writerId === undefined) return 'server'
  return access.kind === 'all' && access.writer === 'editor' ? 'editor' : 'visitor'
}
