/** bulk create: many records in one transaction, all or none. */
import { withDatabaseErrors } from './database-errors.ts'
import type { DynamicDb } from './dynamic-db.ts'
import type { ApiRecord, EntityDefinition } from './entity-definition.ts'
import { checkBulkList, parseEach } from './bulk-input.ts'
import { parseCreateInput } from './create.ts'
import { toInsertValues, visibleSelection } from './row-mapping.ts'

/** Validates every record first, then inserts them with one statement; returns them in input order. */
export async function bulkCreate(db: DynamicDb, entity: EntityDefinition, data: unknown): Promise<ApiRecord[]> {
  const { metadata } = entity
  const inputs = parseEach(checkBulkList(data), (item, index) => parseCreateInput(entity, item, ['data', index]))
  // Records may name different fields; Kysely fills the gaps with DEFAULT, so one statement serves all.
  const rows = await db.transaction().execute((trx) =>
    withDatabaseErrors(metadata, 'write', () =>
      trx
        .insertInto(metadata.table)
        .values(inputs.map((input) => toInsertValues(metadata, input)))
        .returning(visibleSelection(metadata))
        .execute(),
    ),
  )
  return rows
}
