/**
 * An entity's row as its API record, built in SQL as one `json` value: the visible (non-secret)
 * columns under their API names, timestamps in the API's ISO form (`2024-03-01T10:20:30.123Z`),
 * decimals as exact text, as a plain read returns them (db/type-parsers.ts). Building the record in
 * SQL is what lets one statement return rows of many entities side by side (a union over every
 * relation of a tree level). `json_build_object` keeps the field order of the metadata.
 */
import type { EntityMetadata, FieldMetadata } from '#runtime/metadata/entity-metadata.ts'
import { quoteIdentifier, quoteLiteral } from '#contract/sql-text.ts'

// PostgreSQL functions take at most 100 arguments: 50 key/value pairs per json_build_object call.
const PAIRS_PER_CALL = 50

/**
 * The SQL expression of a record of `metadata` whose row is `alias`. With `languages`, language maps
 * (localized and rich-text fields) keep only those languages' texts; with `keeps`, only the fields
 * it keeps are built.
 */
export function recordJsonSql(
  metadata: EntityMetadata,
  alias: string,
  languages?: readonly string[],
  keeps?: (field: string) => boolean,
): string {
  const pairs = metadata.fields
    .filter((field) => !field.secret && (keeps === undefined || keeps(field.name)))
    .map(
      (field) =>
        `${quoteLiteral(field.name)}, ${fieldValueSql(field, `${quoteIdentifier(alias)}.${quoteIdentifier(field.column)}`, languages)}`,
    )
  const calls: string[] = []
  for (let start = 0; start < pairs.length; start += PAIRS_PER_CALL) {
    calls.push(`json_build_object(${pairs.slice(start, start + PAIRS_PER_CALL).join(', ')})`)
  }
  // jsonb concatenation joins the parts of a very wide entity (its key order is then jsonb's).
  return calls.length === 1 ? calls[0]! : `(${calls.map((call) => `${call}::jsonb`).join(' || ')})::json`
}

function fieldValueSql(field: FieldMetadata, column: string, languages: readonly string[] | undefined): string {
  switch (field.sqlType) {
    case 'timestamptz':
      return `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    case 'numeric':
      return `${column}::text`
    case 'jsonb':
      return languages !== undefined && isLanguageMap(field) ? languageMapSql(field, column, languages) : column
    default:
      return column
  }
}

function isLanguageMap(field: FieldMetadata): boolean {
  return field.kind === 'localized' || field.kind === 'richText'
}

// The map with only the kept languages; a language it has no text for stays absent, not null.
function languageMapSql(field: FieldMetadata, column: string, languages: readonly string[]): string {
  const pairs = languages.map((language) => `${quoteLiteral(language)}, ${column} -> ${quoteLiteral(language)}`).join(', ')
  const pruned = `jsonb_strip_nulls(jsonb_build_object(${pairs}))`
  return field.notNull ? pruned : `case when ${column} is null then null else ${pruned} end`
}
