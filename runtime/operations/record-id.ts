/** Record ids in paths and bodies: UUIDs, checked before they reach SQL. */
import { badRequest, type HttpError } from '#runtime/errors/http-error.ts'

// PostgreSQL's uuid type accepts any hex layout of this shape, not only RFC versions, so neither do we.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Whether `value` is a UUID string PostgreSQL accepts. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value)
}

/** The 400 of a malformed id at `path` (a malformed id is the client's mistake, not a 404). */
export function malformedRecordId(path = 'id'): HttpError {
  return badRequest(`${path} must be a UUID`, [{ path, message: 'must be a UUID' }])
}

/** `value` as a record id, or a 400 naming `path`. */
export function parseRecordId(value: unknown, path = 'id'): string {
  if (isUuid(value)) return value.toLowerCase()
  throw malformedRecordId(path)
}
