/**
 * The query-string parser of the whole server: qs, so `filters[and][0][column]`
 * arrives as nested lists and objects (DESIGN "The HTTP API").
 *
 * Text that is plainly what the typed client writes takes a short road:
 * `name=value` pairs whose names are a word and bracketed words or list indexes
 * (`filters[and][0][column]`). That road builds exactly what qs builds for such
 * text (a property test checks it against qs) in a tenth of the time, each name
 * split and checked once; anything else (escaped names, `[]`, repeated names, a
 * name that is both a list and a record, names of Object.prototype, deeper than
 * qs goes) is qs's to parse.
 *
 * Nothing is remembered by text: a visitor's reads ask for other records all
 * the time (a product by its slug, of thousands), and a parse, even of a text
 * that comes again, costs less than looking a text up and keeping it.
 */
import qs from 'qs'
import { markPrototypeKey, PROTOTYPE_KEYS, prototypeKeyInQuery } from '#runtime/validation/prototype-keys.ts'

// Deep enough for a list value in the innermost filter group the API accepts
// (`filters[or][0][and][0][or][0][value][0]`, operations/filters.ts), no deeper; lists as long as
// the largest `inArray` (1000), and never sparse (`[999]` alone becomes `['x']`).
const DEPTH = 8
const OPTIONS: qs.IParseOptions = {
  depth: DEPTH,
  arrayLimit: 1000,
  parameterLimit: 2000,
  allowPrototypes: false,
  allowDots: false,
}

/**
 * Fastify `querystringParser`: text after `?` → nested object, a fresh one for each request. Text of
 * plain names takes the short road; qs parses the rest and drops prototype keys silently, so a
 * query that used one is marked for reads to refuse it by name (find-query.ts).
 */
export function parseQueryString(text: string): Record<string, unknown> {
  const plain = parsePlainQuery(text)
  if (plain !== undefined) return plain
  const query = qs.parse(text, OPTIONS)
  const refused = prototypeKeyInQuery(text)
  return refused === undefined ? query : markPrototypeKey(query, refused)
}

// qs's depth: at most this many bracketed segments after the first.
const MAX_SEGMENTS = DEPTH + 1
// A list index qs turns into a list position (below its arrayLimit of 1000), not a record key.
const LIST_INDEX = /^(?:0|[1-9]\d{0,2})$/
const ALL_DIGITS = /^\d+$/

type Container = Record<string, unknown> | unknown[]

/**
 * Where a plain name puts its value: a record key per segment, or a list position (`positions[i]`
 * ≥ 0) where qs makes a list. Names repeat far more than values (the typed client writes the same
 * few), so each name is split and checked once.
 */
interface NamePlan {
  readonly keys: readonly string[]
  readonly positions: readonly number[]
}

// null marks a name that is not plain (qs's to parse). Bounded: names past the limit are planned
// again on every use instead of being kept.
const MAX_NAME_PLANS = 512
const namePlans = new Map<string, NamePlan | null>()

/**
 * What qs.parse(text, OPTIONS) returns, for text of plain names (see the file comment), or
 * undefined to leave the text to qs. A list written out of order is made dense at the end by qs's
 * rule (items in index order, holes dropped).
 */
export function parsePlainQuery(text: string): Record<string, unknown> | undefined {
  const root: Record<string, unknown> = {}
  const sparse: unknown[][] = []
  let pairs = 0
  for (let start = 0; start <= text.length; ) {
    let end = text.indexOf('&', start)
    if (end === -1) end = text.length
    if (end > start) {
      if ((pairs += 1) > OPTIONS.parameterLimit!) return undefined
      const equals = text.indexOf('=', start)
      const nameEnd = equals === -1 || equals > end ? end : equals
      const plan = planOf(text.slice(start, nameEnd))
      if (plan === null) return undefined
      const value = nameEnd === end ? '' : decodeValue(text.slice(nameEnd + 1, end))
      if (value === undefined) return undefined
      if (!place(root, plan, value, sparse)) return undefined
    }
    start = end + 1
  }
  for (const list of sparse) compact(list)
  return root
}

function planOf(name: string): NamePlan | null {
  let plan = namePlans.get(name)
  if (plan === undefined) {
    plan = planName(name)
    if (namePlans.size < MAX_NAME_PLANS) namePlans.set(name, plan)
  }
  return plan
}

// A word character of a plain name: letters, digits, `_`, `$`, `.`, `-`.
function isNameCode(code: number): boolean {
  return (
    (code >= 97 && code <= 122) ||
    (code >= 65 && code <= 90) ||
    (code >= 48 && code <= 57) ||
    code === 95 ||
    code === 36 ||
    code === 46 ||
    code === 45
  )
}

// `name[a][b]` → its plan; null unless it is a word then bracketed words, none of them a name of
// Object.prototype or a refused prototype key (so plain text never needs prototypeKeyInQuery), and
// no digits qs treats specially (`00`, `1000`).
function planName(name: string): NamePlan | null {
  const keys: string[] = []
  let position = 0
  while (position < name.length && isNameCode(name.charCodeAt(position))) position += 1
  if (position === 0) return null
  keys.push(name.slice(0, position))
  while (position < name.length) {
    if (name.charCodeAt(position) !== 91 /* [ */ || keys.length === MAX_SEGMENTS) return null
    const open = (position += 1)
    while (position < name.length && isNameCode(name.charCodeAt(position))) position += 1
    if (position === open || position === name.length || name.charCodeAt(position) !== 93 /* ] */) return null
    keys.push(name.slice(open, position))
    position += 1
  }
  const positions: number[] = []
  for (const [index, key] of keys.entries()) {
    if (key in Object.prototype || PROTOTYPE_KEYS.has(key)) return null
    // The first segment is always a key of the root record.
    const digits = index > 0 && isDigit(key.charCodeAt(0))
    if (digits && !LIST_INDEX.test(key) && ALL_DIGITS.test(key)) return null
    positions.push(digits && LIST_INDEX.test(key) ? Number(key) : -1)
  }
  return { keys, positions }
}

/**
 * Sets the value at the plan's place under `root`; false where qs would combine or convert instead.
 * A list given an index past its end is added to `sparse`.
 */
function place(root: Record<string, unknown>, plan: NamePlan, value: string, sparse: unknown[][]): boolean {
  const { keys, positions } = plan
  let container: Container = root
  for (let index = 0; index < keys.length; index += 1) {
    const position = positions[index] as number
    if (Array.isArray(container) !== position >= 0) return false
    const slot: unknown = position >= 0 ? (container as unknown[])[position] : (container as Record<string, unknown>)[keys[index] as string]
    const last = index === keys.length - 1
    // A repeated name, or a name both a value and a container: qs combines those.
    if (last ? slot !== undefined : typeof slot === 'string') return false
    let next: unknown = last ? value : slot
    if (next === undefined) {
      next = (positions[index + 1] as number) >= 0 ? [] : {}
    }
    if (position >= 0) {
      if (position > (container as unknown[]).length) sparse.push(container as unknown[])
      ;(container as unknown[])[position] = next
    } else (container as Record<string, unknown>)[keys[index] as string] = next
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
