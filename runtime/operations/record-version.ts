/**
 * A record's version, against lost updates (DESIGN "The HTTP API", issue #28): its `updatedAt` at the
 * API's precision (milliseconds). Every update through the operations moves it on by at least a
 * millisecond ({@link NEXT_UPDATED_AT}), so two versions of one record never share it, even two
 * changes in one transaction or one millisecond. A read carries it as an ETag; an update or delete
 * may name the version it was based on in `If-Match`, and a stale one is refused with 409 inside
 * the write's statement, which holds the row lock, so two saves of one version cannot both pass.
 */
import { type RawBuilder, sql } from 'kysely'
import { VERSION_CONFLICT } from '#runtime/client/record-etag.ts'
import { badRequest, HttpError } from '#runtime/errors/http-error.ts'
import { API_LANGUAGE } from '#runtime/i18n/request-language.ts'
import { serverMessage } from '#runtime/i18n/server-messages.ts'
import { messageTexts } from '#runtime/validation/issue-messages.ts'
import { entityName } from './database-errors.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import type { DynamicDb } from './dynamic-db.ts'
import type { ApiRecord } from './entity-definition.ts'
import { recordNotFound } from './find-by-id.ts'
import { accessCondition, type RecordAccess } from './record-access.ts'
import { visibleSelection } from './row-mapping.ts'

/** The versions a write may apply to (an `If-Match` header's tags); undefined when any will do. */
export type ExpectedVersions = readonly string[] | undefined

// updatedAt as the API prints it (db/type-parsers.ts): UTC, milliseconds.
const VERSION = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
const ENTITY_TAG = /^"([^"]*)"$/

/**
 * The versions an `If-Match` header names: undefined without one or for `*` (the record must merely
 * exist, as without the header); a 400 naming the header for anything but ETags this API gave.
 */
export function parseIfMatch(header: string | string[] | undefined): ExpectedVersions {
  if (header === undefined) return undefined
  const value = (Array.isArray(header) ? header.join(',') : header).trim()
  if (value === '*') return undefined
  const versions = value.split(',').map((tag) => ENTITY_TAG.exec(tag.trim())?.[1])
  if (versions.length === 0 || versions.some((version) => version === undefined || !VERSION.test(version)))
    throw badRequest('If-Match must hold the ETag a read of the record answered with (its updatedAt in quotes), or *', [
      { path: 'headers.if-match', message: 'must be an ETag of this record, e.g. "2026-01-31T10:20:30.123Z"' },
    ])
  return versions as string[]
}

/**
 * The version a bulk update's item names as the one its change was based on: its `updatedAt` as
 * read (the ETag without quotes), or undefined when the item names none; a 400 at `path` otherwise.
 * A bulk request is one resource to HTTP, so one `If-Match` header cannot name a version per record:
 * each item carries its own.
 */
export function itemVersion(value: unknown, path: string): ExpectedVersions {
  if (value === undefined) return undefined
  if (typeof value !== 'string' || !VERSION.test(value))
    throw badRequest('A bulk update item names the version it was based on by its updatedAt as read', [
      { path, message: 'must be the updatedAt a read of the record answered with, e.g. 2026-01-31T10:20:30.123Z' },
    ])
  return [value]
}

/** The SQL condition of a write limited to `versions` of its record (in the UPDATE/DELETE, re-checked after a row lock wait). */
export function versionCondition(metadata: EntityMetadata, versions: readonly string[]): RawBuilder<boolean> {
  const list = sql.join(versions.map((version) => sql`${version}::timestamptz`))
  return sql<boolean>`date_trunc('milliseconds', ${sql.ref(`${metadata.table}.updated_at`)}) in (${list})`
}

/**
 * The `updated_at` of an update: the transaction's time, but at least a millisecond past the
 * version it replaces, so every change gives the record a version of its own.
 */
export function nextUpdatedAt(metadata: EntityMetadata): RawBuilder<string> {
  return sql<string>`greatest(now(), ${sql.ref(`${metadata.table}.updated_at`)} + interval '1 millisecond')`
}

/**
 * The 409 of a write based on a stale version: names that the record changed since it was read and
 * carries the record as it is now (`current`), for the caller to merge and send again with its ETag.
 */
export function versionConflict(metadata: EntityMetadata, current: ApiRecord): HttpError {
  const texts = messageTexts((language) =>
    serverMessage(language, 'recordChanged', {
      entity: entityName(metadata, language),
      id: String(current.id),
      version: String(current.updatedAt),
    }),
  )
  return new HttpError(409, VERSION_CONFLICT, texts[API_LANGUAGE] ?? '', { current, texts })
}

/**
 * Why a write of `id` limited to `versions` touched no row: a 409 with the record as it is now when
 * the caller may see it at another version, else the 404 of a record that is absent or not theirs.
 */
export async function missingOrStale(
  db: DynamicDb,
  metadata: EntityMetadata,
  id: string,
  access: RecordAccess,
  versions: ExpectedVersions,
): Promise<HttpError> {
  if (versions === undefined) return recordNotFound(metadata, id)
  let select = db
    .selectFrom(metadata.table)
    .select(visibleSelection(metadata))
    .where(sql.ref(`${metadata.table}.id`), '=', id)
  const owned = accessCondition(metadata, access)
  if (owned !== undefined) select = select.where(owned)
  const current = await select.executeTakeFirst()
  return current === undefined ? recordNotFound(metadata, id) : versionConflict(metadata, current)
}
