/**
 * Which hooks an entity has: the ones its schema names (generated/hooks/entity-hooks.gen.ts,
 * imported on first use), then any added in process with {@link addEntityHooks} (tests; code
 * that extends a product without a schema change), and those of the modules' entity sets that
 * cover it (entity-set-hooks.ts, generated/modules/entity-set-hooks.gen.ts). An entity with none
 * costs its writes and reads a property check and a map lookup (`hasEntityHooks`).
 */
import { entityHookLoaders } from '#generated/hooks/entity-hooks.gen.ts'
import { moduleEntitySetHooks } from '#generated/modules/entity-set-hooks.gen.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import type { EntityHookSet, HookedEntity } from './entity-hook.ts'
import type { EntitySet, SetAfterCommitHook, SetAfterCommitOnceHook } from './entity-set-hooks.ts'

const loaded = new Map<string, Promise<EntityHookSet>>()
const added = new Map<string, EntityHookSet[]>()

/** `module/name` of an entity. */
export function entityKey(metadata: Pick<EntityMetadata, 'module' | 'name'>): string {
  return `${metadata.module}/${metadata.name}`
}

/** The entity-set hooks that cover one entity, by their prefixed names (`module.name`). */
export interface CoveringSetHooks {
  readonly afterCommit: ReadonlyMap<string, SetAfterCommitHook>
  readonly afterCommitOnce: readonly string[]
}

const NO_SET_HOOKS: CoveringSetHooks = Object.freeze({ afterCommit: new Map(), afterCommitOnce: [] })
const coveringByEntity = new WeakMap<EntityMetadata, CoveringSetHooks>()

/** Every set's afterCommitOnce hook by its prefixed name. */
const onceHooks = new Map<string, SetAfterCommitOnceHook>(
  moduleEntitySetHooks.flatMap(({ module, sets }) =>
    sets.flatMap((set: EntitySet) => Object.entries(set.afterCommitOnce ?? {}).map(([name, hook]) => [`${module}.${name}`, hook] as const)),
  ),
)

/** The set hooks covering `metadata`'s entity (worked out once per entity). */
export function setHooksOf(metadata: EntityMetadata): CoveringSetHooks {
  let covering = coveringByEntity.get(metadata)
  if (covering === undefined) {
    const afterCommit = new Map<string, SetAfterCommitHook>()
    const afterCommitOnce: string[] = []
    for (const { module, sets } of moduleEntitySetHooks) {
      for (const set of sets) {
        if (!set.entities(metadata)) continue
        for (const [name, hook] of Object.entries(set.afterCommit ?? {})) afterCommit.set(`${module}.${name}`, hook)
        for (const name of Object.keys(set.afterCommitOnce ?? {})) afterCommitOnce.push(`${module}.${name}`)
      }
    }
    covering = afterCommit.size === 0 && afterCommitOnce.length === 0 ? NO_SET_HOOKS : { afterCommit, afterCommitOnce }
    coveringByEntity.set(metadata, covering)
  }
  return covering
}

/** The afterCommitOnce hook named `name` (`module.name`), if a module's set has it. */
export function afterCommitOnceHook(name: string): SetAfterCommitOnceHook | undefined {
  return onceHooks.get(name)
}

/** Whether `metadata`'s entity has hooks of its own (the schema's or added ones), which need each write on its own. */
export function hasOwnEntityHooks(metadata: EntityMetadata): boolean {
  return metadata.hooks !== undefined || (added.size > 0 && added.has(entityKey(metadata)))
}

/** Whether writes and reads of `metadata`'s entity run any hook. */
export function hasEntityHooks(metadata: EntityMetadata): boolean {
  return metadata.hooks !== undefined || (added.size > 0 && added.has(entityKey(metadata))) || setHooksOf(metadata) !== NO_SET_HOOKS
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
  return {
    beforeWrite: merged('beforeWrite'),
    afterWrite: merged('afterWrite'),
    afterCommit: merged('afterCommit'),
    afterRead: merged('afterRead'),
  }
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
