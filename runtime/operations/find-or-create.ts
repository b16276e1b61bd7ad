/**
 * find-or-create: returns the record whose fields equal the ones given, or
 * creates it. Race-safe: concurrent calls with the same fields serialise on a
 * transaction-scoped advisory lock, and a unique conflict with a writer that
 * did not take the lock is answered by finding that writer's record.
 */
import { sql } from 'kysely'
import { validationFailed } from '#runtime/errors/http-error.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import { isUniqueViolation, withDatabaseErrors } from './database-errors.ts'
import { committedHookedWrites } from '#runtime/hooks/run-write-hooks.ts'
import type { DynamicDb } from './dynamic-db.ts'
import type { ApiRecord, EntityDefinition } from './entity-definition.ts'
import { filterCondition } from './filters.ts'
import { insertRecord, parseCreateInput } from './create.ts'
import { applyOrderBy } from './order-by.ts'
import { refuseGuardedQuery, refuseGuardedWrite } from './field-access.ts'
import { accessCondition, type RecordAccess } from './record-access.ts'
import { isPlainObject, refuseServerFields } from './record-input.ts'
import { fieldByName, visibleSelection } from './row-mapping.ts'

/** The found or created record, and which of the two happened. */
export interface FindOrCreateResult {
  readonly record: ApiRecord
  readonly created: boolean
}

/**
 * Finds by equality on the fields present in `data` (after validation, so values compare in
 * stored form); fields the server generates when absent (slug, adminTitle) do not narrow the search.
 */
export async function findOrCreate(
  db: DynamicDb,
  entity: EntityDefinition,
  data: unknown,
  access: RecordAccess,
): Promise<FindOrCreateResult> {
  const { metadata } = entity
  const given = refuseServerFields(metadata, data, false)
  await refuseGuardedWrite(metadata, given, access)
  const input = parseCreateInput(entity, data)
  // Sorted, so the lock key below does not depend on the order the client listed the fields in.
  const names = isPlainObject(given)
    ? Object.keys(given)
        .filter((name) => given[name] !== undefined)
        .sort()
    : []
  if (names.length === 0) throw validationFailed([{ path: 'data', message: 'must name at least one field to find by' }])
  await refuseGuardedQuery(metadata, names, access)
  const criteria = Object.fromEntries(names.map((name) => [name, input[name]]))

  try {
    return await db
      .transaction()
      .execute(async (trx) => {
        // Keyed by table and criteria: unrelated find-or-creates never wait for each other.
        await sql`select pg_advisory_xact_lock(hashtextextended(${`${metadata.table}:${JSON.stringify(criteria)}`}, 0))`.execute(trx)
        const found = await findMatching(trx, metadata, criteria, access)
        if (found !== undefined) return { record: found, created: false }
        return { record: await insertRecord(trx, entity, input, access), created: true }
      })
      .finally(() => committedHookedWrites(db, metadata))
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const found = await findMatching(db, metadata, criteria, access)
    if (found === undefined) throw error
    return { record: found, created: false }
  }
}

async function findMatching(
  db: DynamicDb,
  metadata: EntityMetadata,
  criteria: Readonly<Record<string, unknown>>,
  access: RecordAccess,
): Promise<ApiRecord | undefined> {
  const conditions = Object.entries(criteria).map(([name, value]) => {
    const field = fieldByName(metadata, name)!
    return { kind: 'condition' as const, field, method: value === null ? ('isNull' as const) : ('eq' as const), value }
  })
  let select = db
    .selectFrom(metadata.table)
    .select(visibleSelection(metadata))
    .where((eb) => eb.and(conditions.map((condition) => filterCondition(eb, metadata, condition))))
  // Under owned access only the caller's records are found; another's equal record is not revealed.
  const owned = accessCondition(metadata, access)
  if (owned !== undefined) select = select.where(owned)
  const row = await withDatabaseErrors(metadata, 'read', () => applyOrderBy(select, metadata, []).limit(1).executeTakeFirst())
  return row
}
