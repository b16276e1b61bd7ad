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
import { queriedFields, refuseGuardedQuery, withholdGuardedFields } from './field-access.ts'
import { accessCondition, accessParameters, accessShape, type RecordAccess } from './record-access.ts'
import { readSourceKey, selectFromSource } from './published-records.ts'
import { visibleSelection } from './row-mapping.ts'

/** The records matching `query` that `access` lets the caller see, in its order, one page of them. */
export function find(db: DynamicDb, metadata: EntityMetadata, query: FindQuery, access: RecordAccess): Promise<ApiRecord[]> {
  // Most reads include nothing and may hold no guarded field: their promise is the driver's read
  // with one `catch`, no async layer around it.
  if (query.include.length === 0 && access.fieldAccess === undefined) return selectRows(db, metadata, query, access)
  return findWithLinksOrGuardedFields(db, metadata, query, access)
}

async function findWithLinksOrGuardedFields(
  db: DynamicDb,
  metadata: EntityMetadata,
  query: FindQuery,
  access: RecordAccess,
): Promise<ApiRecord[]> {
  if (access.fieldAccess !== undefined) await refuseGuardedQuery(metadata, queriedFields(query.filters, query.orderBy), access)
  const rows = await selectRows(db, metadata, query, access)
  if (query.include.length > 0) await loadIncludes(db, rows, query.include, access.readState)
  if (access.fieldAccess !== undefined) await withholdGuardedFields(db, metadata, rows, query.include, access)
  return rows
}

// The selection aliases columns to API names and timestamps arrive as ISO text, so the driver's
// fresh rows are the records: no copy, no conversion.
function selectRows(db: DynamicDb, metadata: EntityMetadata, query: FindQuery, access: RecordAccess): Promise<ApiRecord[]> {
  const build = () => {
    let select = selectFromSource(db, metadata, access.readState).select(visibleSelection(metadata))
    const owned = accessCondition(metadata, access)
    if (owned !== undefined) select = select.where(owned)
    if (query.filters.length > 0) select = select.where(whereFilters(metadata, query.filters))
    return applyOrderBy(select, metadata, query.orderBy).limit(query.limit).offset(query.offset)
  }
  // Inside: whatever fails on the way is a rejection, as in the async function this was.
  return withDatabaseErrors(metadata, 'read', () => {
    const statement = statementOf(metadata, query, readSourceKey(metadata, access.readState))
    if (access.kind === 'all') return executeCached(db, statement.key, build, statement.parameters)
    // The access condition comes first in the SQL, so its parameter leads.
    return executeCached(db, `${statement.key}|${accessShape(access)}`, build, [...accessParameters(access), ...statement.parameters])
  })
}

interface Statement {
  readonly key: string
  readonly parameters: readonly unknown[]
}

// The cache key names the read's shape; the parameters are its values in Kysely's order.
function statementOf(metadata: EntityMetadata, query: FindQuery, source: string): Statement {
  const parameters = filtersParameters(query.filters)
  // limit and offset are always set, so they are always the last two parameters.
  parameters.push(query.limit, query.offset)
  return { key: `find|${entityKey(metadata)}${source}|${filtersShape(query.filters)}|${orderShape(query.orderBy)}`, parameters }
}
