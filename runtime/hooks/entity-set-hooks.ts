/**
 * Hooks a module attaches to a whole kind of entity at once ("every entity a page can show",
 * "every entity with a file field"), declared once in `runtime/modules/<module>/entity-hooks.ts`
 * (default export, made with {@link entitySetHooks}) rather than one hook per entity. The generator
 * lists each listed module's file in `generated/modules/entity-set-hooks.gen.ts`; the hook
 * registry (entity-hook-registry.ts) asks each set which entities it covers and runs its hooks
 * with the entity's own, on every write path, in the same order:
 *
 *   validate → beforeWrite → write → afterWrite (the entity's, then the sets') → commit → afterCommit
 *
 * - `afterCommit` runs once per write after the commit, from an outbox row, like an entity's own;
 *   `when` (at write time, in the transaction) may say that a write needs no run, so no row is stored.
 * - `afterCommitOnce` runs once after a transaction that wrote any covered record commits, however
 *   many it wrote (one outbox row per transaction): for work about "something changed", such as
 *   telling caches. Its `notes` say what of each write the run needs (which records changed): they
 *   are gathered in the row over the transaction, up to {@link MAX_ONCE_NOTES}; past that the run
 *   hears that there were too many to list.
 *
 * The file is imported with the hook registry, on every write path: keep it light, and import what
 * the hooks do on first run (`await import(...)`).
 */
import type { Config } from '#runtime/config/load-config.ts'
import type { DatabaseHandle } from '#runtime/db/database-handle.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import type { ApiRecord } from '#runtime/operations/entity-definition.ts'

/** What an afterCommit hook runs with: the app whose job runner claimed its outbox row. */
export interface AfterCommitContext {
  readonly database: DatabaseHandle
  readonly config: Config
  readonly log: { info(object: object, message: string): void; error(object: object, message: string): void }
}

/** A write of any covered entity, as a set's afterCommit hook sees it. */
export type AnyWrittenEvent =
  | { readonly operation: 'create'; readonly record: ApiRecord }
  | { readonly operation: 'update'; readonly record: ApiRecord; readonly previous: ApiRecord }
  | { readonly operation: 'delete'; readonly record: ApiRecord }

/** An afterCommit hook of a set: `when` decides at write time whether the write needs a run. */
export interface SetAfterCommitHook {
  readonly when?: (event: AnyWrittenEvent, metadata: EntityMetadata) => boolean
  readonly run: (event: AnyWrittenEvent, metadata: EntityMetadata, context: AfterCommitContext) => void | Promise<void>
}

/** The most distinct notes an afterCommitOnce row keeps; a transaction that makes more tells its run "too many". */
export const MAX_ONCE_NOTES = 100

/** A set's hook run once after a transaction that wrote any covered record commits. */
export interface SetAfterCommitOnceHook {
  /** Short texts (such as `module/name:id`) each write tells the run, at write time; none when absent. */
  readonly notes?: (event: AnyWrittenEvent, metadata: EntityMetadata) => readonly string[]
  /** The transaction's distinct notes, in order, or undefined when it made more than {@link MAX_ONCE_NOTES}. */
  readonly run: (context: AfterCommitContext, notes: readonly string[] | undefined) => void | Promise<void>
}

/** Hooks for every entity `entities` admits. */
export interface EntitySet {
  /** Which entities the hooks cover; asked once per entity. */
  readonly entities: (metadata: EntityMetadata) => boolean
  readonly afterCommit?: Readonly<Record<string, SetAfterCommitHook>>
  readonly afterCommitOnce?: Readonly<Record<string, SetAfterCommitOnceHook>>
}

/** A module's entity sets; hook names are prefixed with the module (`host.announceContentChange`). */
export interface ModuleEntitySetHooks {
  readonly module: string
  readonly sets: readonly EntitySet[]
}

/** Declares `module`'s hooks for kinds of entity (the default export of `runtime/modules/<module>/entity-hooks.ts`). */
export function entitySetHooks(module: string, sets: readonly EntitySet[]): ModuleEntitySetHooks {
  return Object.freeze({ module, sets })
}
