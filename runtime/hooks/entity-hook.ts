/**
 * The hooks an entity names in the schema (generator/dsl/entity-hooks.ts), as a module writes them
 * in `runtime/modules/<module>/hooks/<entity>.ts`: each a named export made by one of the definers
 * below, typed from the entity's generated schemas. Every write path runs them in this order
 * (runtime/hooks/run-write-hooks.ts):
 *
 *   validate → beforeWrite → write → afterWrite → commit → afterCommit
 *
 * - `beforeWrite` gets valid data inside the write's transaction; it may change what is written
 *   (return the new data, or change `event.data`) or refuse with {@link refuseWrite} (a 4xx).
 * - `afterWrite` gets the record as stored, in the same transaction: a throw rolls the write back.
 * - `afterCommit` runs once the transaction committed, from an outbox row written in it (a
 *   `host_jobs` job), in whichever server process claims it; after a crash it runs again, so it
 *   should be safe to repeat.
 * - `afterRead` shapes each of the entity's records its routes send (find, findById, the answer
 *   of a write); it does not run for records read in process.
 */
import { type HookBrand, type HookPhase, hookBrandKey } from '#contract/hook-brand.ts'
import type { EntityHookTypes } from '#generated/hooks/entity-hooks.gen.ts'
import { conflict, HttpError, messageParts, type PeopleMessage } from '#runtime/errors/http-error.ts'
import type { DynamicDb } from '#runtime/operations/dynamic-db.ts'

/** An entity that may have hooks, as `module/name`. */
export type HookedEntity = keyof EntityHookTypes

/** A record of entity `K` as the API returns it. */
export type HookRecord<K extends HookedEntity> = EntityHookTypes[K]['record']

/** What a write of entity `K` is about to do, as `beforeWrite` sees it. */
export type BeforeWriteEvent<K extends HookedEntity> =
  | { readonly operation: 'create'; readonly db: DynamicDb; data: EntityHookTypes[K]['create'] }
  | {
      readonly operation: 'update'
      readonly db: DynamicDb
      readonly id: string
      readonly previous: HookRecord<K>
      data: EntityHookTypes[K]['change']
    }
  | { readonly operation: 'delete'; readonly db: DynamicDb; readonly id: string; readonly previous: HookRecord<K> }

/** What a write of entity `K` did, as `afterWrite` (with the transaction) and `afterCommit` see it. */
export type WrittenEvent<K extends HookedEntity> =
  | { readonly operation: 'create'; readonly record: HookRecord<K> }
  | { readonly operation: 'update'; readonly record: HookRecord<K>; readonly previous: HookRecord<K> }
  | { readonly operation: 'delete'; readonly record: HookRecord<K> }

/** `afterWrite` also gets the write's transaction. */
export type AfterWriteEvent<K extends HookedEntity> = WrittenEvent<K> & { readonly db: DynamicDb }

/** Runs before the write, in its transaction: may change the data (return it) or refuse (throw). */
export type BeforeWriteHook<K extends HookedEntity> = ((event: BeforeWriteEvent<K>) => unknown) & HookMark<'beforeWrite', K>
/** Runs after the write, in its transaction: a throw rolls the write back. */
export type AfterWriteHook<K extends HookedEntity> = ((event: AfterWriteEvent<K>) => void | Promise<void>) & HookMark<'afterWrite', K>
/** Runs once after the commit, from the outbox; retried after a failure or a crash. */
export type AfterCommitHook<K extends HookedEntity> = ((event: WrittenEvent<K>) => void | Promise<void>) & HookMark<'afterCommit', K>
/** Shapes a record a route sends: returns what the caller sees. */
export type AfterReadHook<K extends HookedEntity> = ((record: HookRecord<K>) => HookRecord<K> | Promise<HookRecord<K>>) &
  HookMark<'afterRead', K>

/** The brand a definer puts on a hook, read by `generate` and by the runtime. */
export interface HookMark<P extends HookPhase, K extends HookedEntity> {
  readonly [brand]: HookBrand & { readonly phase: P; readonly entity: K }
}

declare const brand: unique symbol
const brandSymbol = Symbol.for(hookBrandKey)

/**
 * The hooks of one entity, per phase, by name (the export's), in the order they run. An outbox row
 * names the afterCommit hook it is for.
 */
export interface EntityHookSet<K extends HookedEntity = HookedEntity> {
  readonly beforeWrite?: Readonly<Record<string, BeforeWriteHook<K>>>
  readonly afterWrite?: Readonly<Record<string, AfterWriteHook<K>>>
  readonly afterCommit?: Readonly<Record<string, AfterCommitHook<K>>>
  readonly afterRead?: Readonly<Record<string, AfterReadHook<K>>>
}

function mark<F extends (...args: never[]) => unknown>(phase: HookPhase, entity: string, hook: F): F {
  Object.defineProperty(hook, brandSymbol, { value: Object.freeze({ phase, entity }), enumerable: false })
  return hook
}

/** The phase and entity a hook was made for. */
export function hookBrand(hook: unknown): HookBrand | undefined {
  return typeof hook === 'function' ? (hook as unknown as Record<symbol, HookBrand | undefined>)[brandSymbol] : undefined
}

/**
 * A `beforeWrite` hook of `entity`: gets valid data in the write's transaction; returns the data
 * to write (or nothing, to write `event.data` as it is) or throws {@link refuseWrite}.
 */
export function beforeWrite<K extends HookedEntity>(
  entity: K,
  hook: (
    event: BeforeWriteEvent<K>,
  ) =>
    | EntityHookTypes[K]['create']
    | EntityHookTypes[K]['change']
    | undefined
    | Promise<EntityHookTypes[K]['create'] | EntityHookTypes[K]['change'] | undefined>,
): BeforeWriteHook<K> {
  return mark('beforeWrite', entity, hook) as unknown as BeforeWriteHook<K>
}

/** An `afterWrite` hook of `entity`: the stored record, in the write's transaction; a throw rolls it back. */
export function afterWrite<K extends HookedEntity>(
  entity: K,
  hook: (event: AfterWriteEvent<K>) => void | Promise<void>,
): AfterWriteHook<K> {
  return mark('afterWrite', entity, hook) as AfterWriteHook<K>
}

/** An `afterCommit` hook of `entity`: run once after the commit by any server process, retried after a failure. */
export function afterCommit<K extends HookedEntity>(entity: K, hook: (event: WrittenEvent<K>) => void | Promise<void>): AfterCommitHook<K> {
  return mark('afterCommit', entity, hook) as AfterCommitHook<K>
}

/** An `afterRead` hook of `entity`: returns the record a caller sees. */
export function afterRead<K extends HookedEntity>(
  entity: K,
  hook: (record: HookRecord<K>) => HookRecord<K> | Promise<HookRecord<K>>,
): AfterReadHook<K> {
  return mark('afterRead', entity, hook) as AfterReadHook<K>
}

/**
 * What a `beforeWrite` hook throws to refuse a write: a 400 at `data.<field>` when it names the
 * field (the admin form shows it there), else a 409 with the message. A message given in each site
 * language (`{ en, ru }`) reaches a page in its language; a plain string is English only.
 */
export function refuseWrite(message: PeopleMessage, field?: string): HttpError {
  if (field === undefined) return conflict(message)
  const parts = messageParts(message)
  return new HttpError(400, 'VALIDATION_FAILED', parts.message, { texts: parts.texts, issues: [{ path: `data.${field}`, ...parts }] })
}
