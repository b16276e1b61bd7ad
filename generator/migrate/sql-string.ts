/** Text as a SQL literal, for DDL that cannot take parameters (defaults, checks). */

/** `it's` → `'it''s'`. */
export function sqlString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`
}
