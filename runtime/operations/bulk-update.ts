/** bulk update: many partial records, each with its id, in one transaction, all or none. */
import { committedHookedWrites } from '#runtime/hooks/run-write-hooks.ts'
import type { DynamicDb } from './dynamic-db.ts'
import type { ApiRecord, EntityDefinition } from './entity-definition.ts'
import { checkBulkList, parseEach } from './bulk-input.ts'
import { refuseGuardedWrites } from './field-access.ts'
import type { RecordAccess } from './record-access.ts'
import { parseRecordId } from './record-id.ts'
import { isPlainObject } from './record-input.ts'
import { parseUpdateInput, updateRecord } from './update.ts'

/** Validates every item (`{ id, ...fields }`), then updates them in order; a missing id rolls all back (404). */
export async function bulkUpdate(db: DynamicDb, entity: EntityDefinition, data: unknown, access: RecordAccess): Promise<ApiRecord[]> {
  await refuseGuardedWrites(entity.metadata, data, access)
  const changes = parseEach(checkBulkList(data), (item, index) => ({
    index,
    id: parseRecordId(isPlainObject(item) ? item.id : undefined, `data.${index}.id`),
    // The id names the record here, so it is not a change to refuse.
    input: parseUpdateInput(entity, isPlainObject(item) ? withoutKey(item, 'id') : item, ['data', index]),
  }))
  return db
    .transaction()
    .execute(async (trx) => {
      const records: ApiRecord[] = []
      for (const change of changes) records.push(await updateRecord(trx, entity, change.id, change.input, access, ['data', change.index]))
      return records
    })
    .finally(() => committedHookedWrites(db, entity.metadata))
}

function withoutKey(item: Readonly<Record<string, unknown>>, key: string): Record<string, unknown> {
  const { [key]: _omitted, ...rest } = item
  return rest
}
