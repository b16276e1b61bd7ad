/**
 * Which hooks an entity has: the ones its schema names (generated/hooks/entity-hooks.gen.ts,
 * imported on first use), then any added in process with {@link addEntityHooks} (tests; code
 * that extends a product without a schema change). An entity with neither costs its writes and
 * reads one property check (`hasEntityHooks`).
 */
import { entityHookLoaders } from '#generated/hooks/entity-hooks.gen.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import type { EntityHookSet, HookedEntity } from './entity-hook.ts'

const loaded = new Map<string, Promise<EntityHookSet>>()
const added = new Map<string, EntityHookSet[]>()

/** `module/name` of an entity. */
export function entityKey(metadata: Pick<EntityMetadata, 'module' | 'name'>): string {
  return `${metadata.module}/${metadata.name}`
}

/** Whether writes and reads of `metadata`'s entity run any hook. */
export function hasEntityHooks(metadata: EntityMetadata): boolean {
  return metadata.hooks !== undefined || (added.size > 0 && added.has(entityKey(metadata)))
}

function named(key: string): Promise<EntityHookSet> {
  let hooks = loaded.get(key)
  if (hooks === undefined) {
    const load = (entityHookLoaders as Readonly<Record<string, (() => Promise<EntityHookSet>) | undefined>>)[key]
    hooks = load === undefined ? Promise.resolve({}) : load()
    loaded.set(key, hooks)
  }
  return hooks
}

/** The hooks of `metadata`'s entity, per phase: the schema's first, then the added ones. */
export async function entityHooks(metadata: EntityMetadata): Promise<EntityHookSet> {
  const key = entityKey(metadata)
  const sets = [metadata.hooks === undefined ? {} : await named(key), ...(added.get(key) ?? [])]
  if (sets.length === 1) return sets[0]!
  const merged = (phase: keyof EntityHookSet) => Object.assign({}, ...sets.map((set) => set[phase] ?? {}))
  return { beforeWrite: merged('beforeWrite'), afterWrite: merged('afterWrite'), afterCommit: merged('afterCommit'), afterRead: merged('afterRead') }
}

/**
 * Adds hooks to `entity` in this process, after the ones its schema names; returns their removal.
 * The hooks must be made by the definers for that entity (entity-hook.ts); a name the schema's
 * hooks use replaces that hook. An afterCommit hook added here runs only in processes that added it
 * too: its outbox row names it, and a process that does not know the name fails the row, which
 * is retried later.
 */
export function addEntityHooks<K extends HookedEntity>(entity: K, hooks: EntityHookSet<K>): () => void {
  const list = added.get(entity) ?? []
  list.push(hooks as EntityHookSet)
  added.set(entity, list)
  return () => {
    const index = list.indexOf(hooks as EntityHookSet)
    if (index !== -1) list.splice(index, 1)
    if (list.length === 0) added.delete(entity)
  }
}
