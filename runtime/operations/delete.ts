/** delete: removes one record and returns it as it was. */
import { sql } from 'kysely'
import { hasEntityHooks } from '#runtime/hooks/entity-hook-registry.ts'
import { deleteWithHooks } from '#runtime/hooks/run-write-hooks.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import { withDatabaseErrors } from './database-errors.ts'
import type { DynamicDb } from './dynamic-db.ts'
import type { ApiRecord } from './entity-definition.ts'
import { auditParameters, withAuditEntry } from './audit-log.ts'
import { entityKey, executeCachedWrite } from './compiled-query-cache.ts'
import { type ExpectedVersions, missingOrStale, versionCondition } from './record-version.ts'
import { accessCondition, accessParameters, accessShape, type RecordAccess } from './record-access.ts'
import { parseRecordId } from './record-id.ts'
import { visibleSelection } from './row-mapping.ts'

/**
 * Deletes the record with `id`; relations pointing at it go with it (ON DELETE CASCADE), and a
 * restricting reference is a 409 that names the referencing entity. A record `access` does not
 * let the caller change is a 404, and one at another version than `versions` (an `If-Match`) a 409.
 * The audit log gets its entry in the delete's own statement. An entity with hooks has them run around the delete
 * (runtime/hooks/run-write-hooks.ts).
 */
export async function deleteRecord(
  db: DynamicDb,
  metadata: EntityMetadata,
  id: unknown,
  access: RecordAccess,
  versions?: ExpectedVersions,
): Promise<ApiRecord> {
  const recordId = parseRecordId(id)
  if (hasEntityHooks(metadata))
    return deleteWithHooks(db, metadata, recordId, access, (trx) => deleteRow(trx, metadata, recordId, access, versions))
  return deleteRow(db, metadata, recordId, access, versions)
}

/**
 * Deletes, limited to `versions` when an `If-Match` named them (record-version.ts), and logs it in
 * the same statement (audit-log.ts), in the hooks' transaction when there is one.
 */
async function deleteRow(
  db: DynamicDb,
  metadata: EntityMetadata,
  recordId: string,
  access: RecordAccess,
  versions: ExpectedVersions,
): Promise<ApiRecord> {
  const build = () => {
    let statement = db.deleteFrom(metadata.table).where(sql.ref(`${metadata.table}.id`), '=', recordId)
    const owned = accessCondition(metadata, access)
    if (owned !== undefined) statement = statement.where(owned)
    if (versions !== undefined) statement = statement.where(versionCondition(metadata, versions))
    return withAuditEntry(db, metadata, 'delete', statement.returning(visibleSelection(metadata)), access)
  }
  const key = `${entityKey(metadata)}|delete|${accessShape(access)}|${versions?.length ?? 'any'}`
  const parameters = [recordId, ...accessParameters(access), ...(versions ?? []), ...auditParameters(metadata, 'delete', access)]
  const rows = await withDatabaseErrors(metadata, 'delete', () => executeCachedWrite(db, key, build, parameters))
  const row = rows[0] as ApiRecord | undefined
  if (row === undefined) throw await missingOrStale(db, metadata, recordId, access, versions)
  return row
}
