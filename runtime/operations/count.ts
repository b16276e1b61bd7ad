/** count: how many records match the filters. */
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import { withDatabaseErrors } from './database-errors.ts'
import type { DynamicDb } from './dynamic-db.ts'
import { entityKey, executeCached } from './compiled-query-cache.ts'
import { type Filter, filtersParameters, filtersShape, whereFilters } from './filters.ts'

/** The number of records matching every filter. */
export async function count(db: DynamicDb, metadata: EntityMetadata, filters: readonly Filter[]): Promise<number> {
  const build = () => {
    const select = db.selectFrom(metadata.table).select((eb) => eb.fn.countAll().as('count'))
    return filters.length > 0 ? select.where(whereFilters(metadata, filters)) : select
  }
  const key = `count|${entityKey(metadata)}|${filtersShape(filters)}`
  const rows = await withDatabaseErrors(metadata, 'read', () => executeCached(db, key, build, filtersParameters(filters)))
  // An aggregate without group by always returns one row.
  const row = rows[0] as { count: unknown }
  // count(*) is bigint, which both drivers return as text (see db/type-parsers.ts).
  return Number(row.count)
}
