/** create: validates a new record with the insert schema and inserts it. */
import { hasEntityHooks } from '#runtime/hooks/entity-hook-registry.ts'
import { createWithHooks } from '#runtime/hooks/run-write-hooks.ts'
import { runTransaction } from '#runtime/db/run-transaction.ts'
import { auditParameters, withAuditEntry } from './audit-log.ts'
import { columnsShape, entityKey, executeCachedWrite } from './compiled-query-cache.ts'
import { withDatabaseErrors } from './database-errors.ts'
import type { DynamicDb } from './dynamic-db.ts'
import type { ApiRecord, EntityDefinition } from './entity-definition.ts'
import { refuseGuardedWrite } from './field-access.ts'
import { type InputPath, parseInput, refuseServerFields } from './record-input.ts'
import { claimNeedsTransaction, claimRecords, ownedColumns, type RecordAccess } from './record-access.ts'
import { keepVersions } from './record-versions.ts'
import { draftColumns } from './published-records.ts'
import { toInsertValues, visibleSelection } from './row-mapping.ts'

/** Checks `data` as a create body: server-owned fields refused, the rest validated (generated fields filled). */
export function parseCreateInput(entity: EntityDefinition, data: unknown, path: InputPath = ['data']): Record<string, unknown> {
  return parseInput(entity.schemas.insert, refuseServerFields(entity.metadata, data, false, path), path, entity.metadata) as Record<
    string,
    unknown
  >
}

/**
 * Inserts one record and returns it as stored (defaults applied); under owned access it is the
 * caller's. A field the caller may not write is refused first (field-access.ts).
 */
export async function create(db: DynamicDb, entity: EntityDefinition, data: unknown, access: RecordAccess): Promise<ApiRecord> {
  await refuseGuardedWrite(entity.metadata, data, access)
  const input = parseCreateInput(entity, data)
  return insertRecord(db, entity, input, access)
}

/**
 * Inserts an already validated record and makes it the caller's under owned access (the owner
 * column set, or the owner relation row added: run it inside a transaction then). An entity with
 * hooks has them run around the insert, in a transaction (runtime/hooks/run-write-hooks.ts).
 */
export async function insertRecord(
  db: DynamicDb,
  entity: EntityDefinition,
  input: Readonly<Record<string, unknown>>,
  access: RecordAccess,
): Promise<ApiRecord> {
  if (hasEntityHooks(entity.metadata))
    return createWithHooks(db, entity.metadata, input, (trx, data) => insertRow(trx, entity, data, access))
  return insertRow(db, entity, input, access)
}

async function insertRow(
  db: DynamicDb,
  entity: EntityDefinition,
  input: Readonly<Record<string, unknown>>,
  access: RecordAccess,
): Promise<ApiRecord> {
  const { metadata } = entity
  // The owner relation's row and a version are second statements; the record and its audit entry are one (audit-log.ts).
  if (!db.isTransaction && (claimNeedsTransaction(access) || metadata.versions !== undefined))
    return runTransaction(db, (trx) => insertRow(trx, entity, input, access))
  const columns = { ...toInsertValues(metadata, input), ...ownedColumns(access), ...draftColumns(metadata, access, 'create') }
  const build = () =>
    withAuditEntry(
      db,
      metadata,
      'create',
      db.insertInto(metadata.table).values(columns).returning(visibleSelection(metadata)),
      access,
      Object.keys(input),
    )
  const { shape, parameters } = columnsShape(columns)
  const rows = await withDatabaseErrors(metadata, 'write', () =>
    executeCachedWrite(db, `${entityKey(metadata)}|create|${shape}`, build, [
      ...parameters,
      ...auditParameters(metadata, 'create', access, Object.keys(input)),
    ]),
  )
  const row = rows[0] as ApiRecord
  await claimRecords(db, access, [row.id as string])
  await keepVersions(db, metadata, [row], access)
  return row
}
