/**
 * Between database rows and API records. Selections name every visible column
 * explicitly (never `select *`), so a secret column cannot reach a response
 * even when a table gains one. Each column is aliased to its API name and
 * timestamps arrive as ISO text (db/type-parsers.ts), so a selected row is
 * already an API record.
 */
import { randomUUID } from 'node:crypto'
import { type AliasedRawBuilder, sql } from 'kysely'
import type { EntityMetadata, FieldMetadata } from '#runtime/metadata/entity-metadata.ts'
import { columnParameter } from './column-parameter.ts'

interface RowMapping {
  readonly visible: readonly FieldMetadata[]
  readonly selection: readonly AliasedRawBuilder<unknown, string>[]
  readonly byName: ReadonlyMap<string, FieldMetadata>
}

// Metadata objects are module constants, so each entity's mapping is built once.
const mappings = new WeakMap<EntityMetadata, RowMapping>()

function mappingOf(metadata: EntityMetadata): RowMapping {
  let mapping = mappings.get(metadata)
  if (mapping === undefined) {
    const visible = metadata.fields.filter((field) => !field.secret)
    mapping = {
      visible,
      // Aliasing in SQL turns snake_case columns into API names without a second pass over each row.
      selection: visible.map((field) => sql.ref(`${metadata.table}.${field.column}`).as(field.name)),
      byName: new Map(metadata.fields.map((field) => [field.name, field])),
    }
    mappings.set(metadata, mapping)
  }
  return mapping
}

/** The fields a response may show: every field that is not secret. */
export function visibleFields(metadata: EntityMetadata): readonly FieldMetadata[] {
  return mappingOf(metadata).visible
}

/** The field called `name` (API name), secret or not. */
export function fieldByName(metadata: EntityMetadata, name: string): FieldMetadata | undefined {
  return mappingOf(metadata).byName.get(name)
}

/** `select` list of every visible column, aliased to its API name. */
export function visibleSelection(metadata: EntityMetadata): readonly AliasedRawBuilder<unknown, string>[] {
  return mappingOf(metadata).selection
}

/** A validated API record as column values (see column-parameter.ts). */
export function toColumnValues(metadata: EntityMetadata, record: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const columns: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(record)) {
    const field = mappingOf(metadata).byName.get(name)
    if (field === undefined || value === undefined) continue
    columns[field.column] = columnParameter(field, value)
  }
  return columns
}

/**
 * The columns of a row to insert. The id is chosen here when the client gave none, so a record
 * made only of defaults still names a column (`insert … () values ()` is not SQL).
 */
export function toInsertValues(metadata: EntityMetadata, record: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return { id: randomUUID(), ...toColumnValues(metadata, record) }
}
