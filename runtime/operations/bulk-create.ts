/** bulk create: many records in one transaction, all or none. */
import { hasOwnEntityHooks } from '#runtime/hooks/entity-hook-registry.ts'
import { logWrites } from './audit-log.ts'
import { keepVersions } from './record-versions.ts'
import { draftColumns } from './published-records.ts'
import { withDatabaseErrors } from './database-errors.ts'
import { committedHookedWrites, storeCreatedSetRows } from '#runtime/hooks/run-write-hooks.ts'
import { type DynamicDb, withinTransaction } from './dynamic-db.ts'
import type { ApiRecord, EntityDefinition } from './entity-definition.ts'
import { checkBulkList, parseEach } from './bulk-input.ts'
import { refuseGuardedWrites } from './field-access.ts'
import { insertRecord, parseCreateInput } from './create.ts'
import { claimRecords, ownedColumns, type RecordAccess } from './record-access.ts'
import { toInsertValues, visibleSelection } from './row-mapping.ts'

/**
 * Validates every record first, then inserts them with one statement; returns them in input order.
 * An entity with hooks of its own has its records inserted one by one, each with its hooks, in the one
 * transaction; the modules' hooks for kinds of entity get their outbox rows for the one statement.
 */
export async function bulkCreate(db: DynamicDb, entity: EntityDefinition, data: unknown, access: RecordAccess): Promise<ApiRecord[]> {
  const { metadata } = entity
  await refuseGuardedWrites(metadata, data, access)
  const inputs = parseEach(checkBulkList(data), (item, index) => parseCreateInput(entity, item, ['data', index]))
  // Records may name different fields; Kysely fills the gaps with DEFAULT, so one statement serves all.
  if (hasOwnEntityHooks(metadata)) {
    return withinTransaction(db, async (trx) => {
      const records: ApiRecord[] = []
      for (const input of inputs) records.push(await insertRecord(trx, entity, input, access))
      return records
    }).finally(() => committedHookedWrites(db, metadata))
  }
  return withinTransaction(db, async (trx) => {
    const rows = await withDatabaseErrors(metadata, 'write', () =>
      trx
        .insertInto(metadata.table)
        .values(
          inputs.map((input) => ({
            ...toInsertValues(metadata, input),
            ...ownedColumns(access),
            ...draftColumns(metadata, access, 'create'),
          })),
        )
        .returning(visibleSelection(metadata))
        .execute(),
    )
    await claimRecords(
      trx,
      access,
      rows.map((row) => row.id as string),
    )
    await storeCreatedSetRows(trx, metadata, rows)
    await logWrites(
      trx,
      metadata,
      'create',
      rows.map((record, index) => ({ record, fields: Object.keys(inputs[index]!) })),
      access,
    )
    await keepVersions(trx, metadata, rows, access)
    return rows
  }).finally(() => committedHookedWrites(db, metadata))
}
