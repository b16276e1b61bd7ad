/**
 * The query-string parser of the whole server: qs, so `filters[and][0][column]`
 * arrives as nested lists and objects (DESIGN "The HTTP API").
 *
 * Parses are remembered by their text. A site's pages send the same few
 * queries again and again (a product by its slug, a category's first page),
 * and qs costs more than the rest of checking a query together; remembered
 * results are frozen and shared, which also lets the checked query built from
 * one be remembered (operations/find-query.ts).
 *
 * Texts seen for the first time (a visitor's traffic asks for other records
 * all the time) take a short road when they are plainly what the typed client
 * writes: `name=value` pairs whose names are a word and bracketed words or list
 * indexes (`filters[and][0][column]`). That road builds exactly what qs builds
 * for such text (a property test checks it against qs) in a fifth of the time;
 * anything else (escaped names, `[]`, repeated names, a name that is both a list
 * and a record, names of Object.prototype, deeper than 5 levels) goes to qs.
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

/**
 * A bounded map that forgets its oldest entry first. The arrival order is kept in a ring of keys:
 * taking the oldest from the Map itself (`keys().next()`) walks every entry deleted since the Map
 * last compacted itself, about 15 µs per entry once it is full.
 */
class Ring<V> {
  readonly #entries = new Map<string, V>()
  readonly #arrivals: (string | undefined)[]
  #next = 0

  constructor(size: number) {
    this.#arrivals = new Array<string | undefined>(size).fill(undefined)
  }

  get(key: string): V | undefined {
    return this.#entries.get(key)
  }

  set(key: string, value: V): void {
    const oldest = this.#arrivals[this.#next]
    if (oldest !== undefined) this.#entries.delete(oldest)
    this.#arrivals[this.#next] = key
    this.#next = (this.#next + 1) % this.#arrivals.length
    this.#entries.set(key, value)
  }
}

// Bounded: at most this many texts, each at most this long; the oldest entry leaves first.
const REMEMBERED_TEXTS = 1000
const REMEMBERED_LENGTH = 2048
const remembered = new Ring<Readonly<Record<string, unknown>>>(REMEMBERED_TEXTS)
// Texts seen once lately. A text is remembered the second time it comes: a site's repeated queries
// are remembered from their second request on, while a stream of texts that never come back (random
// keys, a crawler) does not fill the memory with parses that outlive their request. Those would be
// promoted to the old generation and freed only by full collections: measured, remembering every new
// text made a new text cost 2.5 times what parsing it does.
const seenOnce = new Ring<true>(REMEMBERED_TEXTS)

/**
 * Fastify `querystringParser`: text after `?` → nested object. A remembered parse is deeply frozen
 * and shared (handlers only read it); a text's first parse is a fresh object of its request.
 */
export function parseQueryString(text: string): Readonly<Record<string, unknown>> {
  const known = remembered.get(text)
  if (known !== undefined) return known
  // qs drops prototype keys silently; the mark lets a read refuse them by name (find-query.ts).
  const query = parsePlainQuery(text) ?? qs.parse(text, OPTIONS)
  const refused = prototypeKeyInQuery(text)
  const parsed = refused === undefined ? query : markPrototypeKey(query, refused)
  if (text.length > REMEMBERED_LENGTH) return parsed
  if (seenOnce.get(text) === undefined) {
    seenOnce.set(text, true)
    return parsed
  }
  remembered.set(text, deepFreeze(parsed))
  return parsed
}

// qs's depth: at most 5 bracketed segments after the first.
const MAX_SEGMENTS = 6
// A list index qs turns into a list position (below its arrayLimit of 1000), not a record key.
const LIST_INDEX = /^(?:0|[1-9]\d{0,2})$/
const ALL_DIGITS = /^\d+$/

type Container = Record<string, unknown> | unknown[]

/**
 * What qs.parse(text, OPTIONS) returns, for text of plain names (see the file comment), or
 * undefined to leave the text to qs. Lists are built sparse and made dense by qs's rule (items in
 * index order, holes dropped).
 */
export function parsePlainQuery(text: string): Record<string, unknown> | undefined {
  const root: Record<string, unknown> = {}
  const lists: unknown[][] = []
  const segments: string[] = []
  let pairs = 0
  for (let start = 0; start <= text.length; ) {
    let end = text.indexOf('&', start)
    if (end === -1) end = text.length
    if (end > start) {
      if ((pairs += 1) > OPTIONS.parameterLimit!) return undefined
      const equals = text.indexOf('=', start)
      const nameEnd = equals === -1 || equals > end ? end : equals
      if (!splitPlainName(text, start, nameEnd, segments)) return undefined
      const value = nameEnd === end ? '' : decodeValue(text.slice(nameEnd + 1, end))
      if (value === undefined || !place(root, segments, value, lists)) return undefined
    }
    start = end + 1
  }
  for (const list of lists) compact(list)
  return root
}

// A word character of a plain name: letters, digits, `_`, `$`, `.`, `-`.
function isNameCode(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 95 || code === 36 || code === 46 || code === 45
}

// `name[a][b]` of text[start, end) into `segments`; false unless it is a word then bracketed words.
function splitPlainName(text: string, start: number, end: number, segments: string[]): boolean {
  segments.length = 0
  let position = start
  while (position < end && isNameCode(text.charCodeAt(position))) position += 1
  if (position === start) return false
  segments.push(text.slice(start, position))
  while (position < end) {
    if (text.charCodeAt(position) !== 91 /* [ */ || segments.length === MAX_SEGMENTS) return false
    const open = (position += 1)
    while (position < end && isNameCode(text.charCodeAt(position))) position += 1
    if (position === open || position === end || text.charCodeAt(position) !== 93 /* ] */) return false
    segments.push(text.slice(open, position))
    position += 1
  }
  return true
}

// Sets the value at `segments` under `root`; false where qs would combine or convert instead.
function place(root: Record<string, unknown>, segments: readonly string[], value: string, lists: unknown[][]): boolean {
  let container: Container = root
  for (let index = 0; index < segments.length; index += 1) {
    const segment = segments[index] as string
    if (segment in Object.prototype) return false
    // The first segment is always a key of the root record; digits that are no list index (`00`,
    // `1000`) are special cases of qs.
    const digits = index > 0 && isDigit(segment.charCodeAt(0))
    if (digits && !LIST_INDEX.test(segment) && ALL_DIGITS.test(segment)) return false
    const position = digits && LIST_INDEX.test(segment) ? Number(segment) : -1
    if (Array.isArray(container) !== position >= 0) return false
    const slot: unknown = position >= 0 ? (container as unknown[])[position] : (container as Record<string, unknown>)[segment]
    const last = index === segments.length - 1
    // A repeated name, or a name both a value and a container: qs combines those.
    if (last ? slot !== undefined : typeof slot === 'string') return false
    let next: unknown = last ? value : slot
    if (next === undefined) {
      const following = segments[index + 1] as string
      if (isDigit(following.charCodeAt(0)) && LIST_INDEX.test(following)) {
        const list: unknown[] = []
        lists.push(list)
        next = list
      } else next = {}
    }
    if (position >= 0) (container as unknown[])[position] = next
    else (container as Record<string, unknown>)[segment] = next
    container = next as Container
  }
  return true
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57
}

// qs decodes `+` as a space and %-escapes as UTF-8; a malformed escape is qs's to handle.
function decodeValue(raw: string): string | undefined {
  if (raw.indexOf('%') === -1 && raw.indexOf('+') === -1) return raw
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '))
  } catch {
    return undefined
  }
}

// In place: items in index order, holes dropped.
function compact(list: unknown[]): void {
  let length = 0
  for (let index = 0; index < list.length; index += 1) {
    if (index in list) list[length++] = list[index]
  }
  list.length = length
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child)
    Object.freeze(value)
  }
  return value
}
