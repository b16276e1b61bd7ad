/** create: validates a new record with the insert schema and inserts it. */
import { withDatabaseErrors } from './database-errors.ts'
import type { DynamicDb } from './dynamic-db.ts'
import type { ApiRecord, EntityDefinition } from './entity-definition.ts'
import { type InputPath, parseInput, withoutServerFields } from './record-input.ts'
import { toInsertValues, visibleSelection } from './row-mapping.ts'

/** Checks `data` as a create body: server-owned fields dropped, the rest validated (generated fields filled). */
export function parseCreateInput(entity: EntityDefinition, data: unknown, path: InputPath = ['data']): Record<string, unknown> {
  return parseInput(entity.schemas.insert, withoutServerFields(entity.metadata, data, false), path) as Record<string, unknown>
}

/** Inserts one record and returns it as stored (defaults applied). */
export async function create(db: DynamicDb, entity: EntityDefinition, data: unknown): Promise<ApiRecord> {
  const input = parseCreateInput(entity, data)
  return insertRecord(db, entity, input)
}

/** Inserts an already validated record. */
export async function insertRecord(db: DynamicDb, entity: EntityDefinition, input: Readonly<Record<string, unknown>>): Promise<ApiRecord> {
  const { metadata } = entity
  const insert = db.insertInto(metadata.table).values(toInsertValues(metadata, input)).returning(visibleSelection(metadata))
  const row = await withDatabaseErrors(metadata, 'write', () => insert.executeTakeFirstOrThrow())
  return row
}
