/**
 * One record written by server code (checkout, webhooks, seeds, jobs) through the operations the
 * generic routes use, so the entity's validation and hooks run on every write path: validate →
 * beforeWrite → write → afterWrite → commit → afterCommit (runtime/hooks/entity-hook.ts). Trusted
 * code writes every record and field (overrideAccess). Pass a transaction as `db` to make the write
 * part of a larger one; its afterCommit rows then commit (or roll back) with it.
 */
import { entities } from '#generated/metadata/index.gen.ts'
import { type EntityCreateBodies, type EntityKey, entityValidators } from '#generated/validators/index.gen.ts'
import type { EntityHookTypes } from '#generated/hooks/entity-hooks.gen.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import { bulkCreate } from './bulk-create.ts'
import { bulkUpdate } from './bulk-update.ts'
import { insertRecord, parseCreateInput } from './create.ts'
import { deleteRecord } from './delete.ts'
import type { DynamicDb } from './dynamic-db.ts'
import type { EntityDefinition } from './entity-definition.ts'
import { overrideAccess } from './record-access.ts'
import { parseRecordId } from './record-id.ts'
import { parseUpdateInput, updateRecord } from './update.ts'

/** What to write: a new record, a change to one, or its removal. */
export type EntityWrite<K extends EntityKey> =
  | { readonly operation: 'create'; readonly data: EntityCreateBodies[K] }
  | { readonly operation: 'update'; readonly id: string; readonly data: Partial<EntityHookTypes[K]['change']> }
  | { readonly operation: 'delete'; readonly id: string }

const definitions = new Map<string, EntityDefinition>(
  entities.map((metadata: EntityMetadata) => [
    `${metadata.module}/${metadata.name}`,
    { metadata, schemas: entityValidators[`${metadata.module}/${metadata.name}`]! },
  ]),
)

/** Who a write made in process is for. */
export interface WriteOptions {
  /** The subject the code acts for (a cart's owner, a chat's reader), whom the audit log names; none for code acting for no one. */
  readonly subjectId?: string
}

/** Writes one record of `entity` as trusted code; returns it as stored (a delete: as it was). 400/404/409 as the API answers. */
export async function writeEntity<K extends EntityKey>(
  db: DynamicDb,
  entity: K,
  write: EntityWrite<K>,
  options: WriteOptions = {},
): Promise<EntityHookTypes[K]['record']> {
  const definition = definitionOf(entity, 'writeEntity')
  const access = trustedAccess(options)
  switch (write.operation) {
    case 'create':
      return insertRecord(db, definition, parseCreateInput(definition, write.data), access) as Promise<EntityHookTypes[K]['record']>
    case 'update':
      return updateRecord(db, definition, parseRecordId(write.id), parseUpdateInput(definition, write.data), access) as Promise<
        EntityHookTypes[K]['record']
      >
    case 'delete':
      return deleteRecord(db, definition.metadata, write.id, access) as Promise<EntityHookTypes[K]['record']>
  }
}

/** Many records of one entity: new ones, or changes each naming its record's `id`. */
export type EntityWrites<K extends EntityKey> =
  | { readonly operation: 'create'; readonly data: readonly EntityCreateBodies[K][] }
  | { readonly operation: 'update'; readonly data: readonly (Partial<EntityHookTypes[K]['change']> & { readonly id: string })[] }

/**
 * Writes many records of `entity` as trusted code, all or none (inside `db` when it is a
 * transaction), as the bulk routes do: each validated, hooked and logged; returns them in order.
 */
export async function writeEntities<K extends EntityKey>(
  db: DynamicDb,
  entity: K,
  writes: EntityWrites<K>,
  options: WriteOptions = {},
): Promise<EntityHookTypes[K]['record'][]> {
  const definition = definitionOf(entity, 'writeEntities')
  if (writes.data.length === 0) return []
  const write = writes.operation === 'create' ? bulkCreate : bulkUpdate
  return (await write(db, definition, writes.data, trustedAccess(options))) as EntityHookTypes[K]['record'][]
}

function definitionOf(entity: string, caller: string): EntityDefinition {
  const definition = definitions.get(entity)
  if (definition === undefined) throw new Error(`${caller}: ${entity} is no entity of this site`)
  return definition
}

// Every record and field (trusted code); the subject only names the writer.
function trustedAccess(options: WriteOptions) {
  return options.subjectId === undefined ? overrideAccess : { ...overrideAccess, writerId: options.subjectId }
}
