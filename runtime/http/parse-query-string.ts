/**
 * The query-string parser of the whole server: qs, so `filters[and][0][column]`
 * arrives as nested lists and objects (DESIGN "The HTTP API").
 */
import qs from 'qs'

// Deep enough for `filters[and][0][value][0]` and a language map value, no deeper; lists as long
// as the largest `inArray` (1000), and never sparse (`[999]` alone becomes `['x']`).
const OPTIONS: qs.IParseOptions = {
  depth: 5,
  arrayLimit: 1000,
  parameterLimit: 2000,
  allowPrototypes: false,
  allowDots: false,
}

/** Fastify `querystringParser`: text after `?` → nested object. */
export function parseQueryString(text: string): Record<string, unknown> {
  return qs.parse(text, OPTIONS)
}
