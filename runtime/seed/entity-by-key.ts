/** Finds an entity's metadata by its seed key, `module/name` (module names never contain a slash). */
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import { findEntityMetadata } from '#runtime/metadata/entity-registry.ts'

/** The metadata of `module/name`, or undefined when no such entity is generated. */
export function entityByKey(key: string): EntityMetadata | undefined {
  const slash = key.indexOf('/')
  return slash < 0 ? undefined : findEntityMetadata(key.slice(0, slash), key.slice(slash + 1))
}
