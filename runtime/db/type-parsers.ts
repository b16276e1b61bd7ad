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
 * | timestamptz           | Date                     |
 * | json / jsonb          | parsed value             |
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
const keepText = (value: string): string => value

/** Parser overrides for PGlite; PGlite applies them to array elements on its own. */
export const pgliteTypeParsers: Readonly<Record<number, (value: string) => unknown>> = Object.freeze(
  Object.fromEntries(Object.values(TEXT_TYPE_OIDS).map((oid) => [oid, keepText])),
)

// pg-types types its lookup by a TypeId enum that lacks array OIDs; the runtime accepts any OID.
const defaultPgParser = pg.types.getTypeParser as (oid: number, format: 'text' | 'binary') => unknown

// pg asks for a parser for every column of every result, so the overrides are looked up in a Map
// built once instead of scanning fresh arrays per call. Array overrides depend on the format, so
// they map to the OID whose default parser to use.
const textOids: ReadonlySet<number> = new Set(Object.values(TEXT_TYPE_OIDS))
const textArrayOids: ReadonlySet<number> = new Set(Object.values(TEXT_ARRAY_TYPE_OIDS))

/** A `types` object for `pg.Pool` that applies the overrides to that pool only, not globally. */
export const pgTypeParsers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format: 'text' | 'binary' = 'text') => {
    if (textOids.has(oid)) return keepText
    if (textArrayOids.has(oid)) return defaultPgParser(TEXT_ARRAY_OID, format)
    return defaultPgParser(oid, format)
  }) as pg.CustomTypesConfig['getTypeParser'],
}
