/** bulk update: many partial records, each with its id, in one transaction, all or none. */
import { committedHookedWrites } from '#runtime/hooks/run-write-hooks.ts'
import { type DynamicDb, withinTransaction } from './dynamic-db.ts'
import type { ApiRecord, EntityDefinition } from './entity-definition.ts'
import { checkBulkList, parseEach } from './bulk-input.ts'
import { refuseGuardedWrites } from './field-access.ts'
import type { RecordAccess } from './record-access.ts'
import { parseRecordId } from './record-id.ts'
import { itemVersion } from './record-version.ts'
import { isPlainObject } from './record-input.ts'
import { parseUpdateInput, updateRecord } from './update.ts'

/**
 * Validates every item (`{ id, updatedAt?, ...fields }`), then updates them in order; a missing id
 * rolls all back (404). An item's `updatedAt` is the version its change was based on, as `If-Match`
 * is for one record (record-version.ts): a record at another version rolls all back with a 409
 * carrying it as it is now.
 */
export async function bulkUpdate(db: DynamicDb, entity: EntityDefinition, data: unknown, access: RecordAccess): Promise<ApiRecord[]> {
  const list = checkBulkList(data)
  // The id and the version name the record here, so they are not changes to refuse.
  const fieldsOf = (item: unknown) => (isPlainObject(item) ? withoutKeys(item, ['id', 'updatedAt']) : item)
  await refuseGuardedWrites(entity.metadata, list.map(fieldsOf), access)
  const changes = parseEach(list, (item, index) => ({
    index,
    id: parseRecordId(isPlainObject(item) ? item.id : undefined, `data.${index}.id`),
    versions: itemVersion(isPlainObject(item) ? item.updatedAt : undefined, `data.${index}.updatedAt`),
    input: parseUpdateInput(entity, fieldsOf(item), ['data', index]),
  }))
  return withinTransaction(db, async (trx) => {
    const records: ApiRecord[] = []
    for (const change of changes)
      records.push(await updateRecord(trx, entity, change.id, change.input, access, ['data', change.index], change.versions))
    return records
  }).finally(() => committedHookedWrites(db, entity.metadata))
}

function withoutKeys(item: Readonly<Record<string, unknown>>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(item).filter(([key]) => !keys.includes(key)))
}
