/**
 * What visitors read of an entity that keeps drafts (`versions: { drafts: true }`, README "Versions
 * and drafts"). Its table holds each record as last saved (every save runs the normal write path:
 * validation, If-Match, hooks, audit, versions); the table's `published_record` column says what
 * visitors read of it: null, the row itself (published and up to date); a jsonb copy of the row as
 * it was published, while a draft saved since waits; or jsonb `false`, nothing (never published,
 * or taken off the site). A subject's save through the API is a draft: a new record starts as
 * `false`, and the first change to a published one keeps its row as it was (the same UPDATE reads
 * the old row); trusted server code (seeds, jobs, the secret key) writes what visitors read, unless
 * a draft is waiting. Visitors' reads (find, findById, count, include, the page resolver) read the
 * published states as rows of the table's own type, so filters, order and links work on them
 * unchanged; a preview (editors only, runtime/http/preview-request.ts) reads the table. Entities
 * without drafts read their table as before, at the same cost.
 */
import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely'
import { PUBLISHED_COLUMN } from '#contract/schema-ir.ts'
import { quoteIdentifier } from '#contract/sql-text.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import type { DynamicDb } from './dynamic-db.ts'
import { recordNotFound } from './find-by-id.ts'
import type { RecordAccess } from './record-access.ts'
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
  return [
    `(select r.* from ${table} r where r.${column} is null`,
    `union all select p.* from ${table} r cross join lateral jsonb_populate_record(null::${table}, r.${column}) p where jsonb_typeof(r.${column}) = 'object')`,
  ].join(' ')
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

/** What visitors read of a drafted record: the version (its `updatedAt`) they see. */
export interface PublishedState {
  readonly updatedAt: string
}

/**
 * The columns a write of `metadata` for `access` sets besides its fields: for a subject's write of
 * a drafted entity, a new record starts unpublished, and a change keeps what visitors read (the
 * row as it was, unless a published copy or `false` is there already). Nothing otherwise.
 */
export function draftColumns(
  metadata: EntityMetadata,
  access: RecordAccess,
  write: 'create' | 'update',
): Record<string, RawBuilder<unknown>> {
  if (!keepsDrafts(metadata) || access.writerId === undefined) return {}
  const table = quoteIdentifier(metadata.table)
  const column = quoteIdentifier(PUBLISHED_COLUMN)
  return {
    [PUBLISHED_COLUMN]:
      write === 'create' ? sql`'false'::jsonb` : sql.raw(`coalesce(${table}.${column}, to_jsonb(${table}) - '${PUBLISHED_COLUMN}')`),
  }
}

const UTC_MILLISECONDS = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`

/**
 * Publishes the record with `id` as it is now (its latest draft): visitors read it from then on.
 * 404 when absent. Returns the version published.
 */
export async function publishRecord(db: DynamicDb, metadata: EntityMetadata, id: unknown): Promise<PublishedState> {
  const published = await setPublished(db, metadata, parseRecordId(id), sql`null`)
  return { updatedAt: published }
}

/** Takes the record with `id` off the site: visitors no longer find it until it is published again. 404 when absent. */
export async function unpublishRecord(db: DynamicDb, metadata: EntityMetadata, id: unknown): Promise<void> {
  await setPublished(db, metadata, parseRecordId(id), sql`'false'::jsonb`)
}

async function setPublished(db: DynamicDb, metadata: EntityMetadata, id: string, value: RawBuilder<unknown>): Promise<string> {
  const table = sql.raw(quoteIdentifier(metadata.table))
  const column = sql.raw(quoteIdentifier(PUBLISHED_COLUMN))
  const result = await sql<{ updated_at: string }>`update ${table} set ${column} = ${value} where id = ${id}
    returning to_char(updated_at at time zone 'UTC', ${sql.raw(UTC_MILLISECONDS)}) as updated_at`.execute(db)
  const row = result.rows[0]
  if (row === undefined) throw recordNotFound(metadata, id)
  return row.updated_at
}

/**
 * The published state of the record with `id`: the version (`updatedAt`) visitors read, or null
 * when it was never published (or was taken off the site). 404 when absent.
 */
export async function publishedStateOf(db: DynamicDb, metadata: EntityMetadata, id: string): Promise<PublishedState | null> {
  const table = sql.raw(quoteIdentifier(metadata.table))
  const column = sql.raw(quoteIdentifier(PUBLISHED_COLUMN))
  const result = await sql<{ published_at: string | null }>`select to_char(case
      when ${column} is null then updated_at
      when jsonb_typeof(${column}) = 'object' then (${column}->>'updated_at')::timestamptz
    end at time zone 'UTC', ${sql.raw(UTC_MILLISECONDS)}) as published_at from ${table} where id = ${id}`.execute(db)
  const row = result.rows[0]
  if (row === undefined) throw recordNotFound(metadata, id)
  return row.published_at === null ? null : { updatedAt: row.published_at }
}
