/**
 * The query-string parser of the whole server: qs, so `filters[and][0][column]`
 * arrives as nested lists and objects (DESIGN "The HTTP API").
 *
 * Parses are remembered by their text. A site's pages send the same few
 * queries again and again (a product by its slug, a category's first page),
 * and qs costs more than the rest of checking a query together; remembered
 * results are frozen and shared, which also lets the checked query built from
 * one be remembered (operations/find-query.ts).
 */
import qs from 'qs'
import { markPrototypeKey, prototypeKeyInQuery } from '#runtime/validation/prototype-keys.ts'

// Deep enough for a list value in the innermost filter group the API accepts
// (`filters[or][0][and][0][or][0][value][0]`, operations/filters.ts), no deeper; lists as long as
// the largest `inArray` (1000), and never sparse (`[999]` alone becomes `['x']`).
const OPTIONS: qs.IParseOptions = {
  depth: 8,
  arrayLimit: 1000,
  parameterLimit: 2000,
  allowPrototypes: false,
  allowDots: false,
}

// Bounded: at most this many texts, each at most this long; the oldest entry leaves first.
const REMEMBERED_TEXTS = 1000
const REMEMBERED_LENGTH = 2048
const remembered = new Map<string, Readonly<Record<string, unknown>>>()

/** Fastify `querystringParser`: text after `?` → nested object, deeply frozen (handlers only read it). */
export function parseQueryString(text: string): Readonly<Record<string, unknown>> {
  let parsed = remembered.get(text)
  if (parsed === undefined) {
    // qs drops prototype keys silently; the mark lets a read refuse them by name (find-query.ts).
    const query = qs.parse(text, OPTIONS)
    const refused = prototypeKeyInQuery(text)
    parsed = deepFreeze(refused === undefined ? query : markPrototypeKey(query, refused))
    if (text.length <= REMEMBERED_LENGTH) {
      if (remembered.size >= REMEMBERED_TEXTS) remembered.delete(remembered.keys().next().value!)
      remembered.set(text, parsed)
    }
  }
  return parsed
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child)
    Object.freeze(value)
  }
  return value
}
