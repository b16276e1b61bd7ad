/** count: how many records match the filters. */
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import { withDatabaseErrors } from './database-errors.ts'
import type { DynamicDb } from './dynamic-db.ts'
import { type Filter, whereFilters } from './filters.ts'

/** The number of records matching every filter. */
export async function count(db: DynamicDb, metadata: EntityMetadata, filters: readonly Filter[]): Promise<number> {
  let select = db.selectFrom(metadata.table).select((eb) => eb.fn.countAll().as('count'))
  if (filters.length > 0) select = select.where(whereFilters(metadata, filters))
  const row = await withDatabaseErrors(metadata, 'read', () => select.executeTakeFirstOrThrow())
  // count(*) is bigint, which both drivers return as text (see db/type-parsers.ts).
  return Number(row.count)
}
