/**
 * The query language of find, findById and count, checked once from the
 * qs-parsed query object. Unknown parameters are a 400: a misspelt `filter`
 * must not silently return every record.
 */
import { badRequest, type HttpError } from '#runtime/errors/http-error.ts'
import { refusePrototypeKey } from '#runtime/validation/prototype-keys.ts'
import type { EntityDefinition } from './entity-definition.ts'
import { type FilterNode, parseFilters } from './filters.ts'
import { type IncludeNode, parseInclude } from './include.ts'
import { type Order, parseOrderBy } from './order-by.ts'
import { parsePaging } from './paging.ts'
import { isPlainObject } from './record-input.ts'

/** A checked find. */
export interface FindQuery {
  readonly filters: readonly FilterNode[]
  readonly orderBy: readonly Order[]
  readonly limit: number
  readonly offset: number
  readonly include: readonly IncludeNode[]
}

/** The parameters each read accepts. */
const PARAMETERS = {
  find: ['filters', 'orderBy', 'limit', 'offset', 'include'],
  findById: ['include'],
  count: ['filters'],
} as const

/** Checks the query of a find. */
export function parseFindQuery(raw: unknown, entity: EntityDefinition): FindQuery {
  const query = checkParameters(raw, 'find')
  return {
    filters: parseFilters(query.filters, entity),
    orderBy: parseOrderBy(query.orderBy, entity.metadata),
    ...parsePaging(query.limit, query.offset),
    include: parseInclude(query.include, entity.metadata),
  }
}

/** Checks the query of a findById: only `include`. */
export function parseFindByIdQuery(raw: unknown, entity: EntityDefinition): readonly IncludeNode[] {
  return parseInclude(checkParameters(raw, 'findById').include, entity.metadata)
}

/** Checks the query of a count: only `filters`. */
export function parseCountQuery(raw: unknown, entity: EntityDefinition): readonly FilterNode[] {
  return parseFilters(checkParameters(raw, 'count').filters, entity)
}

function checkParameters(raw: unknown, read: keyof typeof PARAMETERS): Record<string, unknown> {
  refusePrototypeKey(raw)
  const query = isPlainObject(raw) ? raw : {}
  const allowed: readonly string[] = PARAMETERS[read]
  const unknown = Object.keys(query).filter((key) => !allowed.includes(key))
  if (unknown.length > 0) throw unknownQueryParameters(read, unknown)
  return query
}

/** The 400 naming query parameters `read` does not take. */
function unknownQueryParameters(read: string, unknown: readonly string[]): HttpError {
  const allowed: readonly string[] = PARAMETERS[read as keyof typeof PARAMETERS] ?? []
  // Names are the client's text: shorten them so a hostile query cannot bloat the answer or the log.
  const names = unknown.slice(0, 5).map((key) => (key.length > 40 ? `${key.slice(0, 40)}…` : key))
  return badRequest(
    `Unknown query parameter ${names.join(', ')}; ${read} accepts ${allowed.join(', ')}`,
    names.map((key) => ({ path: key, message: 'is not a known parameter' })),
  )
}
