/** count: how many records match the filters. */
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import { withDatabaseErrors } from './database-errors.ts'
import type { DynamicDb } from './dynamic-db.ts'
import { entityKey, executeCached } from './compiled-query-cache.ts'
import { type FilterNode, filtersParameters, filtersShape, whereFilters } from './filters.ts'
import { queriedFields, refuseGuardedQuery } from './field-access.ts'
import { readSourceKey, selectFromSource } from './published-records.ts'
import { accessCondition, accessParameters, accessShape, type RecordAccess } from './record-access.ts'

/** The number of records matching every filter among those `access` lets the caller see. */
export async function count(
  db: DynamicDb,
  metadata: EntityMetadata,
  filters: readonly FilterNode[],
  access: RecordAccess,
): Promise<number> {
  if (access.fieldAccess !== undefined) await refuseGuardedQuery(metadata, queriedFields(filters), access)
  const build = () => {
    let select = selectFromSource(db, metadata, access.readState).select((eb) => eb.fn.countAll().as('count'))
    const owned = accessCondition(metadata, access)
    if (owned !== undefined) select = select.where(owned)
    return filters.length > 0 ? select.where(whereFilters(metadata, filters)) : select
  }
  const key = `count|${entityKey(metadata)}${readSourceKey(metadata, access.readState)}|${accessShape(access)}|${filtersShape(filters)}`
  const parameters = filtersParameters(filters, [...accessParameters(access)])
  const rows = await withDatabaseErrors(metadata, 'read', () => executeCached(db, key, build, parameters))
  // An aggregate without group by always returns one row.
  const row = rows[0] as { count: unknown }
  // count(*) is bigint, which both drivers return as text (see db/type-parsers.ts).
  return Number(row.count)
}
