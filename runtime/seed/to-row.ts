/** Converts a seed record's API values into a database row of its table. */
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'

/**
 * Column name → value, ready for an insert. Language maps go as JSON text (see db/type-parsers.ts:
 * `pg` would send an object parameter differently from PGlite) and decimals as strings.
 */
export function toRow(metadata: EntityMetadata, id: string, values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const row: Record<string, unknown> = { id }
  for (const field of metadata.fields) {
    const value = values[field.name]
    if (value === undefined || field.name === 'id') continue
    if (value === null) row[field.column] = null
    else if (field.sqlType === 'jsonb') row[field.column] = JSON.stringify(value)
    else if (field.sqlType === 'numeric') row[field.column] = String(value)
    else row[field.column] = value
  }
  return row
}
