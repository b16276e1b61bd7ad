/**
 * Looks up generated entity metadata by module and name or by SQL table, for
 * code that follows links between entities (include, database errors).
 */
import { entities } from '#generated/metadata/index.gen.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'

const byKey = new Map(entities.map((entity) => [`${entity.module}/${entity.name}`, entity]))
const byTable = new Map(entities.map((entity) => [entity.table, entity]))

/** The metadata of `module/name`, or undefined when no such entity is generated. */
export function findEntityMetadata(module: string, name: string): EntityMetadata | undefined {
  return byKey.get(`${module}/${name}`)
}

/** The metadata of the entity keyed `module/name` (as seed files and the validator index name it). */
export function findEntityMetadataByKey(key: string): EntityMetadata | undefined {
  return byKey.get(key)
}

/** The metadata of the entity stored in `table`, or undefined. */
export function findEntityMetadataByTable(table: string): EntityMetadata | undefined {
  return byTable.get(table)
}
