import pg from 'pg'

/**
 * Why these overrides exist: `pg` and PGlite disagree out of the box (pg turns `date` into a Date at
 * local midnight and `numeric[]` into lossy floats; PGlite turns `int8` into a number or a bigint
 * depending on size). Application code must see the same values on both, so we pin the few types
 * where they differ, choosing the lossless text form:
 *
 * | type                  | JS value                 |
 * | --------------------- | ------------------------ |
 * | date                  | 'YYYY-MM-DD' string      |
 * | numeric               | string (exact decimal)   |
 * | int8 (also `count()`) | string (may exceed 2^53) |
 * | interval              | string ('1 day')         |
 * | timestamptz           | ISO 8601 UTC string      |
 * | json / jsonb          | parsed value             |
 *
 * timestamptz comes back as the API's own text ('2024-03-01T10:20:30.123Z', milliseconds, UTC), so a
 * row needs no conversion on its way to a response: parsing every timestamp into a `Date` only to
 * print it again cost more than anything else per row of a list (bench/README.md). Dates are
 * compared in SQL (`now()`), never in JS. Connections run with TimeZone=UTC (open-postgres.ts;
 * PGlite's default), which is the fast path below; any other offset is converted exactly.
 *
 * Parameters differ too and are not fixed here: pass `date` values as 'YYYY-MM-DD' strings and
 * json/jsonb values as `JSON.stringify(...)` text (pg would send a JS array as a PostgreSQL array).
 */
const TEXT_TYPE_OIDS = {
  int8: 20,
  date: 1082,
  interval: 1186,
} as const

// pg parses these arrays element-wise into Dates/floats/objects; text[] keeps the exact strings.
const TEXT_ARRAY_TYPE_OIDS = {
  int8Array: 1016,
  dateArray: 1182,
  intervalArray: 1187,
  numericArray: 1231,
} as const

const TEXT_ARRAY_OID = 1009
const TIMESTAMPTZ_OID = 1184
const TIMESTAMPTZ_ARRAY_OID = 1185
const keepText = (value: string): string => value

// pg-types types its lookup by a TypeId enum that lacks array OIDs; the runtime accepts any OID.
const defaultPgParser = pg.types.getTypeParser as (oid: number, format: 'text' | 'binary') => unknown
// pg's own parser (postgres-date), for the offsets and ranges the fast path leaves out.
const parseTimestamptzAsDate = defaultPgParser(TIMESTAMPTZ_OID, 'text') as (text: string) => unknown
const parseTextArray = defaultPgParser(TEXT_ARRAY_OID, 'text') as (text: string) => string[]

/**
 * PostgreSQL's text form of a timestamptz ('2024-03-01 10:20:30.123456+00') → '2024-03-01T10:20:30.123Z'.
 * The fraction is cut to milliseconds, as a JS Date would. Other offsets, years past 9999, BC dates
 * and ±infinity take the slow path; a value a Date cannot hold stays PostgreSQL's text.
 */
export function timestamptzToIso(text: string): string {
  const length = text.length
  if (length >= 22 && text.charCodeAt(4) === 45 && text.charCodeAt(10) === 32 && text.endsWith('+00')) {
    const seconds = `${text.slice(0, 10)}T${text.slice(11, 19)}`
    if (length === 22) return `${seconds}.000Z`
    return `${seconds}.${`${text.slice(20, length - 3)}00`.slice(0, 3)}Z`
  }
  const date = parseTimestamptzAsDate(text)
  return date instanceof Date && !Number.isNaN(date.getTime()) ? date.toISOString() : text
}

const parseTimestamptzArray = (value: string): string[] => parseTextArray(value).map(timestamptzToIso)

/** Parser overrides for PGlite; PGlite applies them to array elements on its own. */
export const pgliteTypeParsers: Readonly<Record<number, (value: string) => unknown>> = Object.freeze(
  Object.fromEntries([...Object.values(TEXT_TYPE_OIDS).map((oid) => [oid, keepText]), [TIMESTAMPTZ_OID, timestamptzToIso]]),
)

// pg asks for a parser for every column of every result, so the overrides are looked up in a Map
// built once instead of scanning fresh arrays per call. Array overrides depend on the format, so
// they map to the OID whose default parser to use.
const textOids: ReadonlySet<number> = new Set(Object.values(TEXT_TYPE_OIDS))
const textArrayOids: ReadonlySet<number> = new Set(Object.values(TEXT_ARRAY_TYPE_OIDS))

/** A `types` object for `pg.Pool` that applies the overrides to that pool only, not globally. */
export const pgTypeParsers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format: 'text' | 'binary' = 'text') => {
    if (textOids.has(oid)) return keepText
    if (oid === TIMESTAMPTZ_OID && format === 'text') return timestamptzToIso
    if (oid === TIMESTAMPTZ_ARRAY_OID && format === 'text') return parseTimestamptzArray
    if (textArrayOids.has(oid)) return defaultPgParser(TEXT_ARRAY_OID, format)
    return defaultPgParser(oid, format)
  }) as pg.CustomTypesConfig['getTypeParser'],
}
