/**
 * A list of uuids as one statement parameter, for `= any($n::uuid[])`: the statement's text stays
 * the same for any number of ids (one remembered shape, one prepared statement), on `pg` and PGlite
 * alike. The ids are uuids read from uuid columns, so the array literal needs no quoting.
 */
export function uuidArrayParameter(ids: Iterable<string>): string {
  return `{${[...ids].join(',')}}`
}
