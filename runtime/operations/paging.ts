/** `limit` (default 100, at most 1000) and `offset` of find. */
import { badRequest } from '#runtime/errors/http-error.ts'

/** Rows a find returns when no limit is given. */
export const DEFAULT_LIMIT = 100
/** The largest limit a find accepts; more is a 400, not silently capped. */
export const MAX_LIMIT = 1000

/** A checked page. */
export interface Paging {
  readonly limit: number
  readonly offset: number
}

/** Checks the `limit` and `offset` query parameters (decimal text). */
export function parsePaging(limit: unknown, offset: unknown): Paging {
  return {
    limit: limit === undefined ? DEFAULT_LIMIT : parseCount(limit, 'limit', 1, MAX_LIMIT),
    offset: offset === undefined ? 0 : parseCount(offset, 'offset', 0, Number.MAX_SAFE_INTEGER),
  }
}

// The range is the one OpenAPI documents (openapi-entity-parameters.ts): limit 1–1000, offset ≥ 0.
function parseCount(raw: unknown, name: string, min: number, max: number): number {
  const value = typeof raw === 'string' && /^\d{1,16}$/.test(raw) ? Number(raw) : Number.NaN
  if (Number.isSafeInteger(value) && value >= min && value <= max) return value
  throw badRequest(`${name} must be an integer from ${min} to ${max}`, [
    { path: name, message: `must be an integer from ${min} to ${max}` },
  ])
}
