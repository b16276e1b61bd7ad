/**
 * What visitors read of an entity that keeps drafts (`versions: { drafts: true }`, README "Versions
 * and drafts"). Its table holds each record as editors last saved it (every save runs the normal
 * write path: validation, If-Match, hooks, audit, versions); the record as last published is a
 * jsonb copy of its row in the table's `published_record` column, null until it is first published.
 * Visitors' reads (find, findById, count, include, the page resolver) read the published copies as
 * rows of the table's own type, so filters, order and links work on them unchanged and a record
 * never published is not there at all; a preview (editors only, runtime/http/preview-request.ts)
 * reads the table. Entities without drafts read their table as before, at the same cost.
 */
import { type SelectQueryBuilder, sql } from 'kysely'
import { PUBLISHED_COLUMN } from '#generator/ir/naming.ts'
import { quoteIdentifier } from '#runtime/db/sql-text.ts'
import { uuidArrayParameter } from '#runtime/db/uuid-array-parameter.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import type { DynamicDb } from './dynamic-db.ts'
import { recordNotFound } from './find-by-id.ts'
import { parseRecordId } from './record-id.ts'

/** Which state of a drafted record a read sees: the published one (visitors), or the latest draft (a preview). */
export type ReadState = 'published' | 'draft'

/** Whether `metadata`'s visitors read published records only. */
export function keepsDrafts(metadata: EntityMetadata): boolean {
  return metadata.versions?.drafts === true
}

/** Whether a read of `metadata` in `state` reads published copies rather than the table. */
function readsPublished(metadata: EntityMetadata, state: ReadState | undefined): boolean {
  return state !== 'draft' && keepsDrafts(metadata)
}

/**
 * The SQL a read of `metadata` names in `from`: its table, or for visitors of a drafted entity the
 * published copies as rows of the table's type, under any alias the caller gives it.
 */
export function readSourceSql(metadata: EntityMetadata, state?: ReadState): string {
  const table = quoteIdentifier(metadata.table)
  if (!readsPublished(metadata, state)) return table
  const column = quoteIdentifier(PUBLISHED_COLUMN)
  return `(select p.* from ${table} r cross join lateral jsonb_populate_record(null::${table}, r.${column}) p where r.${column} is not null)`
}

/** A select from {@link readSourceSql}, aliased as the table so column references keep working. */
export function selectFromSource(db: DynamicDb, metadata: EntityMetadata, state?: ReadState): SelectQueryBuilder<any, any, object> {
  if (!readsPublished(metadata, state)) return db.selectFrom(metadata.table)
  return db.selectFrom(sql.raw(readSourceSql(metadata, state)).as(metadata.table))
}

/** The part of a compiled-query cache key that tells a published read from a read of the table. */
export function readSourceKey(metadata: EntityMetadata, state?: ReadState): string {
  return readsPublished(metadata, state) ? '|published' : ''
}

/** When a drafted record was last published and at which of its versions (its `updatedAt` then); null when never. */
export interface PublishedState {
  readonly updatedAt: string
}

/**
 * Publishes the record with `id` as it is now (its latest draft): visitors read it from then on.
 * 404 when absent; a 400 for an entity that keeps no drafts. Returns the published state.
 */
export async function publishRecord(db: DynamicDb, metadata: EntityMetadata, id: unknown): Promise<PublishedState> {
  return setPublished(db, metadata, parseRecordId(id), true)
}

/** Takes the record with `id` off the site: visitors no longer find it until it is published again. */
export async function unpublishRecord(db: DynamicDb, metadata: EntityMetadata, id: unknown): Promise<void> {
  await setPublished(db, metadata, parseRecordId(id), false)
}

async function setPublished(db: DynamicDb, metadata: EntityMetadata, id: string, publish: boolean): Promise<PublishedState> {
  const table = quoteIdentifier(metadata.table)
  const column = quoteIdentifier(PUBLISHED_COLUMN)
  const value = publish ? sql.raw(`to_jsonb(${table}) - '${PUBLISHED_COLUMN}'`) : sql`null`
  const result = await sql<{
    updated_at: string
  }>`update ${sql.raw(table)} set ${sql.raw(column)} = ${value} where id = ${id} returning to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at`.execute(
    db,
  )
  const row = result.rows[0]
  if (row === undefined) throw recordNotFound(metadata, id)
  return { updatedAt: row.updated_at }
}

/** Publishes the records with `ids` as they are (seed records, which are the site as shipped). */
export async function publishRecords(db: DynamicDb, metadata: EntityMetadata, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return
  const table = quoteIdentifier(metadata.table)
  const column = quoteIdentifier(PUBLISHED_COLUMN)
  await sql`update ${sql.raw(table)} set ${sql.raw(column)} = ${sql.raw(`to_jsonb(${table}) - '${PUBLISHED_COLUMN}'`)} where id = any(cast(${uuidArrayParameter(ids)} as uuid[]))`.execute(
    db,
  )
}

/**
 * The published state of the record with `id`: the version (`updatedAt`) visitors read, or null
 * when it was never published (or was taken off the site). 404 when absent.
 */
export async function publishedStateOf(db: DynamicDb, metadata: EntityMetadata, id: string): Promise<PublishedState | null> {
  const table = quoteIdentifier(metadata.table)
  const column = quoteIdentifier(PUBLISHED_COLUMN)
  const result = await sql<{
    published_at: string | null
  }>`select to_char((${sql.raw(column)}->>'updated_at')::timestamptz at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as published_at from ${sql.raw(table)} where id = ${id}`.execute(
    db,
  )
  const row = result.rows[0]
  if (row === undefined) throw recordNotFound(metadata, id)
  return row.published_at === null ? null : { updatedAt: row.published_at }
}
