/** update: validates a partial record with the update schema and applies it. */
import { sql } from 'kysely'
import { hasEntityHooks } from '#runtime/hooks/entity-hook-registry.ts'
import { updateWithHooks } from '#runtime/hooks/run-write-hooks.ts'
import { runTransaction } from '#runtime/db/run-transaction.ts'
import { auditParameters, withAuditEntry } from './audit-log.ts'
import { columnsShape, entityKey, executeCachedWrite } from './compiled-query-cache.ts'
import { withDatabaseErrors } from './database-errors.ts'
import type { DynamicDb } from './dynamic-db.ts'
import type { ApiRecord, EntityDefinition } from './entity-definition.ts'
import { type ExpectedVersions, missingOrStale, nextUpdatedAt, versionCondition } from './record-version.ts'
import { accessCondition, accessParameters, accessShape, ownedColumns, type RecordAccess } from './record-access.ts'
import { parseRecordId } from './record-id.ts'
import { keepVersions } from './record-versions.ts'
import { draftColumns } from './published-records.ts'
import { refuseGuardedWrite } from './field-access.ts'
import { type InputPath, parseInput, refuseServerFields, ruleIssueOf } from './record-input.ts'
import { validationFailed } from '#runtime/errors/http-error.ts'
import { ruleIssues } from '#runtime/validation/record-rules.ts'
import { fieldByName, toColumnValues, visibleSelection } from './row-mapping.ts'
import { asLanguagePatches, LanguagePatch, languagePatchParameters, languagePatchSql, splitLanguageRemovals } from './language-patch.ts'

/**
 * Checks `data` as an update body: id and server-owned fields refused, the rest validated; language
 * maps become merge patches (a `null` language removes it, see language-patch.ts).
 */
export function parseUpdateInput(entity: EntityDefinition, data: unknown, path: InputPath = ['data']): Record<string, unknown> {
  const split = splitLanguageRemovals(entity.metadata, refuseServerFields(entity.metadata, data, true, path))
  const input = parseInput(entity.schemas.update, split.data, path, entity.metadata) as Record<string, unknown>
  return asLanguagePatches(entity.metadata, input, split.removals)
}

/**
 * Updates the record with `id`; 400 for a malformed id, 404 when absent or not the caller's to
 * change, 401/403 naming a field the caller may not write (field-access.ts).
 */
export async function update(
  db: DynamicDb,
  entity: EntityDefinition,
  id: unknown,
  data: unknown,
  access: RecordAccess,
  versions?: ExpectedVersions,
): Promise<ApiRecord> {
  const recordId = parseRecordId(id)
  await refuseGuardedWrite(entity.metadata, data, access)
  return updateRecord(db, entity, recordId, parseUpdateInput(entity, data), access, ['data'], versions)
}

/**
 * Applies an already validated change; `updatedAt` is the statement's time, moved on by at least a
 * millisecond (record-version.ts). With `versions` (an `If-Match`), a record at another version is
 * a 409 carrying it as it is now. An entity with validation rules has the changed record checked
 * whole, inside the transaction, which a broken rule rolls back (400 at the field): a body naming
 * one field of a rule across two cannot be checked before. The audit log gets its entry in the
 * change's own statement (audit-log.ts). An entity with hooks has them run around the change (runtime/hooks/run-write-hooks.ts).
 */
export async function updateRecord(
  db: DynamicDb,
  entity: EntityDefinition,
  id: string,
  input: Readonly<Record<string, unknown>>,
  access: RecordAccess,
  path: InputPath = ['data'],
  versions?: ExpectedVersions,
): Promise<ApiRecord> {
  if (hasEntityHooks(entity.metadata))
    return updateWithHooks(db, entity.metadata, id, input, access, (trx, change) =>
      updateRow(trx, entity, id, change, access, path, versions),
    )
  return updateRow(db, entity, id, input, access, path, versions)
}

async function updateRow(
  db: DynamicDb,
  entity: EntityDefinition,
  id: string,
  input: Readonly<Record<string, unknown>>,
  access: RecordAccess,
  path: InputPath,
  versions: ExpectedVersions,
): Promise<ApiRecord> {
  const { metadata } = entity
  // A broken rule is found after the change, which its transaction then rolls back, and a version is
  // a second statement; without either the change and its audit entry are one statement
  // (audit-log.ts), atomic without a transaction.
  if ((metadata.rules !== undefined || metadata.versions !== undefined) && !db.isTransaction)
    return runTransaction(db, (trx) => updateRow(trx, entity, id, input, access, path, versions))
  const change = changeOf(metadata, input, access)
  const build = () => {
    let statement = db
      .updateTable(metadata.table)
      .set(change.columns)
      .where(sql.ref(`${metadata.table}.id`), '=', id)
    const owned = accessCondition(metadata, access)
    if (owned !== undefined) statement = statement.where(owned)
    if (versions !== undefined) statement = statement.where(versionCondition(metadata, versions))
    return withAuditEntry(db, metadata, 'update', statement.returning(visibleSelection(metadata)), access, Object.keys(input))
  }
  const key = `${entityKey(metadata)}|update|${change.shape}|${accessShape(access)}|${versions?.length ?? 'any'}`
  const parameters = [
    ...change.parameters,
    id,
    ...accessParameters(access),
    ...(versions ?? []),
    ...auditParameters(metadata, 'update', access, Object.keys(input)),
  ]
  const rows = await withDatabaseErrors(metadata, 'write', () => executeCachedWrite(db, key, build, parameters), path)
  const row = rows[0] as ApiRecord | undefined
  if (row === undefined) throw await missingOrStale(db, metadata, id, access, versions)
  if (metadata.rules !== undefined) {
    const issues = ruleIssues(metadata.rules, row, 'whole')
    if (issues.length > 0) throw validationFailed(issues.map((issue) => ruleIssueOf(metadata, path, issue)))
  }
  await keepVersions(db, metadata, [row], access)
  return row
}

/**
 * The columns an update sets, with the shape and parameters its cached statement is keyed by and
 * sent with (compiled-query-cache.ts): each plain value is one parameter; an expression adds its own
 * (a language patch's) or none (the version's time, a draft's copy).
 */
function changeOf(
  metadata: EntityDefinition['metadata'],
  input: Readonly<Record<string, unknown>>,
  access: RecordAccess,
): { columns: Record<string, unknown>; shape: string; parameters: unknown[] } {
  // An owned record keeps its owner: the owner column is not the subject's to reassign.
  const columns: Record<string, unknown> = {
    ...toColumnValues(metadata, withoutPatches(input)),
    ...ownedColumns(access),
    updated_at: nextUpdatedAt(metadata),
    ...draftColumns(metadata, access, 'update'),
  }
  const patched = new Map<string, readonly unknown[]>()
  for (const [name, value] of Object.entries(input)) {
    const field = fieldByName(metadata, name)
    if (value instanceof LanguagePatch && field !== undefined) {
      columns[field.column] = languagePatchSql(`${metadata.table}.${field.column}`, value)
      patched.set(field.column, languagePatchParameters(value))
    }
  }
  return { columns, ...columnsShape(columns, patched) }
}

function withoutPatches(input: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => !(value instanceof LanguagePatch)))
}
