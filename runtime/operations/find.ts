/** find: a filtered, ordered page of records, with included links. */
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import { withDatabaseErrors } from './database-errors.ts'
import type { DynamicDb } from './dynamic-db.ts'
import type { ApiRecord } from './entity-definition.ts'
import type { FindQuery } from './find-query.ts'
import { entityKey, executeCached } from './compiled-query-cache.ts'
import { filtersParameters, filtersShape, whereFilters } from './filters.ts'
import { loadIncludes } from './include.ts'
import { applyOrderBy, orderShape } from './order-by.ts'
import { toApiRecord, visibleSelection } from './row-mapping.ts'

/** The records matching `query`, in its order, one page of them. */
export async function find(db: DynamicDb, metadata: EntityMetadata, query: FindQuery): Promise<ApiRecord[]> {
  const build = () => {
    let select = db.selectFrom(metadata.table).select(visibleSelection(metadata))
    if (query.filters.length > 0) select = select.where(whereFilters(metadata, query.filters))
    return applyOrderBy(select, metadata, query.orderBy).limit(query.limit).offset(query.offset)
  }
  // limit and offset are always set, so they are always the last two parameters.
  const key = `find|${entityKey(metadata)}|${filtersShape(query.filters)}|${orderShape(query.orderBy)}`
  const parameters = [...filtersParameters(query.filters), query.limit, query.offset]
  const rows = await withDatabaseErrors(metadata, 'read', () => executeCached(db, key, build, parameters))
  // The rows are the driver's fresh objects, so they become the records without a copy.
  const records = rows.map((row) => toApiRecord(metadata, row))
  await loadIncludes(db, metadata, records, query.include)
  return records
}
