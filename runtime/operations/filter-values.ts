/**
 * Checks and converts one filter value from its query-string form (always text,
 * or a list/map of text) to what its column compares against, per field kind and
 * per method. A bad value is a 400 here rather than a database error later.
 */

import { type FilterFamily, filterApplies } from '#contract/field-kinds.ts'
import type { FieldKindIR } from '#contract/schema-ir.ts'
import type { Issue } from '#runtime/errors/http-error.ts'
import type { FieldMetadata } from '#runtime/metadata/entity-metadata.ts'
import { findUnstorableText } from '#runtime/server/unstorable-text.ts'
import { dateSchema, datetimeSchema, int32, localizedSchema } from '#runtime/validation/field-schemas.ts'
import type { FilterMethod } from '#runtime/validation/filter-methods.ts'
import { isUuid } from './record-id.ts'

/** Most values an `inArray`/`notInArray` filter may list. */
export const MAX_FILTER_LIST = 1000

/** The family of each method (contract/field-kinds.ts says which families apply to which kinds). */
const FAMILY: Readonly<Record<FilterMethod, FilterFamily | 'null'>> = {
  eq: 'compare',
  ne: 'compare',
  inArray: 'compare',
  notInArray: 'compare',
  gt: 'range',
  gte: 'range',
  lt: 'range',
  lte: 'range',
  like: 'pattern',
  ilike: 'pattern',
  isNull: 'null',
  isNotNull: 'null',
}

/** A checked value, or the problem with it. */
export type FilterValueResult = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly issue: Issue }

/**
 * The value of `method` on `field`: a list for inArray/notInArray, nothing for isNull/isNotNull
 * (a value sent with them is refused: the client meant something else), otherwise one converted value.
 */
export function parseFilterValue(field: FieldMetadata, method: FilterMethod, raw: unknown, path: string): FilterValueResult {
  const family = FAMILY[method]
  if (family === 'null') return raw === undefined ? { ok: true, value: undefined } : fail(path, `must be left out for ${method}`)
  if (!filterApplies(field.kind, family)) {
    return fail(path.replace(/\.value$/, '.method'), `${method} does not apply to ${field.name} (a ${field.kind} field)`)
  }
  if (family === 'pattern') {
    return typeof raw === 'string' ? { ok: true, value: raw } : fail(path, `must be a text pattern for ${method}`)
  }
  if (method === 'inArray' || method === 'notInArray') return parseList(field, raw, path)
  if (raw === undefined || raw === '') return fail(path, `is required for ${method}; use isNull to find empty values`)
  return parseScalar(field, raw, path, family === 'compare')
}

function parseList(field: FieldMetadata, raw: unknown, path: string): FilterValueResult {
  // qs leaves out an empty array entirely, so a missing value is the empty list; a single value
  // (`value=x` rather than `value[0]=x`) is refused so a scalar is never read as a list by accident.
  if (raw !== undefined && !Array.isArray(raw)) return fail(path, 'must be a list such as value[0]=a&value[1]=b')
  const items = raw === undefined ? [] : raw
  if (items.length > MAX_FILTER_LIST) return fail(path, `may list at most ${MAX_FILTER_LIST} values`)
  const values: unknown[] = []
  for (const [index, item] of items.entries()) {
    const result = parseScalar(field, item, `${path}.${index}`, true)
    if (!result.ok) return result
    values.push(result.value)
  }
  return { ok: true, value: values }
}

type ScalarParser = (field: FieldMetadata, raw: unknown, path: string, exact: boolean) => FilterValueResult

const parseUuid: ScalarParser = (_field, raw, path) => (isUuid(raw) ? { ok: true, value: raw } : fail(path, 'must be a UUID'))
const parseText: ScalarParser = (_field, raw, path) => (typeof raw === 'string' ? { ok: true, value: raw } : fail(path, 'must be text'))
const parseLocalized: ScalarParser = (_field, raw, path) => parseLanguageMap(raw, path)

/** How one value of each kind is read from its query-string form. */
const SCALAR_PARSERS: Readonly<Record<FieldKindIR, ScalarParser>> = {
  uuid: parseUuid,
  reference: parseUuid,
  text: parseText,
  file: parseText,
  enum: (field, raw, path, exact) => {
    if (typeof raw !== 'string') return fail(path, 'must be text')
    // Ordering compares text, so any text is meaningful there; equality with an unknown value is a typo.
    if (exact && field.values && !field.values.includes(raw)) return fail(path, `must be one of ${field.values.join(', ')}`)
    return { ok: true, value: raw }
  },
  integer: (_field, raw, path) => parseInteger(raw, path),
  numeric: (_field, raw, path) =>
    typeof raw === 'string' && /^-?\d{1,100}(\.\d{1,100})?$/.test(raw)
      ? { ok: true, value: raw }
      : fail(path, 'must be a decimal number such as 12.50'),
  boolean: (_field, raw, path) => {
    if (raw === 'true' || raw === true) return { ok: true, value: true }
    if (raw === 'false' || raw === false) return { ok: true, value: false }
    return fail(path, 'must be true or false')
  },
  date: (_field, raw, path) =>
    dateSchema.safeParse(raw).success ? { ok: true, value: raw } : fail(path, 'must be a date such as 2026-01-31'),
  datetime: (_field, raw, path) =>
    datetimeSchema.safeParse(raw).success || dateSchema.safeParse(raw).success
      ? { ok: true, value: raw }
      : fail(path, 'must be an ISO 8601 date-time such as 2026-01-31T12:00:00Z'),
  localized: parseLocalized,
  richText: parseLocalized,
}

function parseScalar(field: FieldMetadata, raw: unknown, path: string, exact: boolean): FilterValueResult {
  return SCALAR_PARSERS[field.kind](field, raw, path, exact)
}

function parseInteger(raw: unknown, path: string): FilterValueResult {
  const value = typeof raw === 'string' && /^-?\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN
  return Number.isInteger(value) && value >= int32.min && value <= int32.max
    ? { ok: true, value }
    : fail(path, `must be an integer from ${int32.min} to ${int32.max}`)
}

// A language map arrives as qs's nested object (`value[en]=Hi`) or as JSON text.
function parseLanguageMap(raw: unknown, path: string): FilterValueResult {
  let value = raw
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw)
    } catch {
      return fail(path, 'must be a language map such as {"en":"Hello"}')
    }
  }
  const parsed = localizedSchema.safeParse(value)
  if (!parsed.success) return fail(path, 'must be a language map such as {"en":"Hello"}')
  // JSON text may spell what the database refuses in jsonb as escapes (`\u0000`, `\ud800`), which
  // the check of raw query text (create-app.ts) cannot see.
  const unstorable = findUnstorableText(parsed.data, [path])
  return unstorable === undefined ? { ok: true, value: parsed.data } : { ok: false, issue: unstorable }
}

function fail(path: string, message: string): FilterValueResult {
  return { ok: false, issue: { path, message } }
}
