/**
 * Some statements are written as SQL text (the page resolver's unions, whose shape depends on the
 * tree's level; private content's), built from metadata names that are checked identifiers, never
 * from request text (request values always travel as parameters). These quote what goes into that text.
 */

/** `name` as a quoted SQL identifier. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

/** `value` as a quoted SQL string literal (standard_conforming_strings, PostgreSQL's default). */
export function quoteLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`
}
