/**
 * Some statements are written as SQL text: the generator's migrations, the page resolver's unions
 * (whose shape depends on the tree's level), private content's, the database drivers' LISTEN and
 * NOTIFY. They are built from metadata names that are checked identifiers, never from request text
 * (request values always travel as parameters). These quote what goes into that text, for every layer.
 */

/** `name` as a quoted SQL identifier. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

/** `value` as a quoted SQL string literal (standard_conforming_strings, PostgreSQL's default). */
export function quoteLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`
}
