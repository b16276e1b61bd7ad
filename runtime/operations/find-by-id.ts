/** findById: one record by id, with included links; 404 when absent. */
import { sql } from 'kysely'
import { type HttpError, notFound } from '#runtime/errors/http-error.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import { entityKey, executeCached } from './compiled-query-cache.ts'
import { withDatabaseErrors } from './database-errors.ts'
import type { DynamicDb } from './dynamic-db.ts'
import type { ApiRecord } from './entity-definition.ts'
import { type IncludeNode, loadIncludes } from './include.ts'
import { accessCondition, accessParameters, accessShape, type RecordAccess } from './record-access.ts'
import { withholdGuardedFields } from './field-access.ts'
import { parseRecordId } from './record-id.ts'
import { readSourceKey, selectFromSource } from './published-records.ts'
import { visibleSelection } from './row-mapping.ts'

/**
 * The record with `id` (checked to be a UUID first: a malformed id is a 400, not a 404). A record
 * `access` does not let the caller see is a 404 too, so another subject's ids reveal nothing.
 */
export async function findById(
  db: DynamicDb,
  metadata: EntityMetadata,
  id: unknown,
  access: RecordAccess,
  include: readonly IncludeNode[] = [],
): Promise<ApiRecord> {
  const recordId = parseRecordId(id)
  const build = () => {
    const select = selectFromSource(db, metadata, access.readState)
      .select(visibleSelection(metadata))
      .where(sql.ref(`${metadata.table}.id`), '=', recordId)
    const owned = accessCondition(metadata, access)
    return owned === undefined ? select : select.where(owned)
  }
  const key = `findById|${entityKey(metadata)}${readSourceKey(metadata, access.readState)}|${accessShape(access)}`
  // The id comes first in the SQL, then the access condition's parameter.
  const parameters = access.kind === 'all' ? [recordId] : [recordId, ...accessParameters(access)]
  const rows = await withDatabaseErrors(metadata, 'read', () => executeCached(db, key, build, parameters))
  const row = rows[0]
  if (row === undefined) throw recordNotFound(metadata, recordId)
  // Most reads include nothing: no call, no promise to wait for.
  if (include.length > 0) await loadIncludes(db, [row], include, access.readState)
  if (access.fieldAccess !== undefined) await withholdGuardedFields(db, metadata, [row], include, access)
  return row
}

/** The 404 for a missing record, naming the entity and the id. */
export function recordNotFound(metadata: EntityMetadata, id: string): HttpError {
  return notFound(`No ${metadata.module}/${metadata.name} record has id ${id}`)
}
