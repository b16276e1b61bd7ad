/**
 * Keys that name an object's prototype machinery. Sent as field names in a body or a query they are
 * an attack (prototype pollution) or a mistake, never data, so they are refused with a 400 naming
 * them rather than dropped silently or reported as malformed JSON.
 */
import { badRequest, type HttpError } from '#runtime/errors/http-error.ts'
import { jsonTextTooDeep, tooDeep } from './json-depth.ts'

/** The refused key names. */
export const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype'])

// Text that cannot hold any of the keys, even escaped, needs no walk (the common case).
const MAY_HOLD_PROTOTYPE_KEY = /__proto__|constructor|prototype|\\u/

/** The dotted path of the first prototype key in parsed JSON `value`, if any. */
export function prototypeKeyPath(value: unknown, path: readonly string[] = []): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  for (const [key, child] of Object.entries(value)) {
    if (PROTOTYPE_KEYS.has(key)) return [...path, key].join('.')
    const found = prototypeKeyPath(child, [...path, key])
    if (found !== undefined) return found
  }
  return undefined
}

/** 400 for a prototype key at `path` of the body or query. */
export function prototypeKeyRefused(path: string, where: 'body' | 'query'): HttpError {
  const name = path.split('.').at(-1)
  const text = where === 'body' ? 'Request body' : 'Query string'
  return badRequest(`${text} may not use the key ${name} (at ${path})`, [{ path, message: `${name} is not allowed as a key` }])
}

/**
 * Parses a JSON body like JSON.parse, but throws a 400 for invalid JSON, for nesting past
 * MAX_JSON_DEPTH and for a prototype key. JSON.parse itself makes `__proto__` an own property, so
 * nothing is polluted before the check.
 */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') throw badRequest('Request body is empty but content-type is application/json')
  if (jsonTextTooDeep(text)) throw tooDeep('Request body')
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw badRequest('Request body is not valid JSON')
  }
  if (MAY_HOLD_PROTOTYPE_KEY.test(text)) {
    const path = prototypeKeyPath(value)
    if (path !== undefined) throw prototypeKeyRefused(path, 'body')
  }
  return value
}

// Query keys as qs reads them: a name, then bracketed parts (`filters[and][0][column]`).
const QUERY_KEY_PART = /[^[\]]+/g

/** The dotted path of the first prototype key in query text, if any (read before qs drops it). */
export function prototypeKeyInQuery(text: string): string | undefined {
  if (!/__proto__|constructor|prototype|%/i.test(text)) return undefined
  for (const pair of text.split('&')) {
    const equals = pair.indexOf('=')
    const raw = (equals === -1 ? pair : pair.slice(0, equals)).replace(/\+/g, ' ')
    let key = raw
    try {
      key = decodeURIComponent(raw)
    } catch {
      // A broken escape is left as sent; qs does the same.
    }
    const parts = key.match(QUERY_KEY_PART) ?? []
    const at = parts.findIndex((part) => PROTOTYPE_KEYS.has(part))
    if (at !== -1) return parts.slice(0, at + 1).join('.')
  }
  return undefined
}

// Set by the query-string parser on a parsed query whose text used a prototype key (qs drops such
// keys, so the query alone would not show it); reads refuse the query when they check it.
const REFUSED_QUERY_KEY = Symbol('refused query key')

/** Marks a parsed `query` as having used the prototype key at `path`. */
export function markPrototypeKey<T extends object>(query: T, path: string): T {
  return Object.assign(query, { [REFUSED_QUERY_KEY]: path })
}

/** Throws a 400 when the parsed `query` was marked by {@link markPrototypeKey}. */
export function refusePrototypeKey(query: unknown): void {
  const path = typeof query === 'object' && query !== null ? (query as { [REFUSED_QUERY_KEY]?: string })[REFUSED_QUERY_KEY] : undefined
  if (path !== undefined) throw prototypeKeyRefused(path, 'query')
}
