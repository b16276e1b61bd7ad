/**
 * `hooks`: the entity's own code around its writes and reads, named in the schema and written in
 * the module's folder, `runtime/modules/<module>/hooks/<entity>.ts`, as named exports made with
 * `beforeWrite`, `afterWrite`, `afterCommit` or `afterRead` (runtime/hooks/entity-hook.ts). Every
 * write path runs them in this order: validate → beforeWrite → write → afterWrite → commit →
 * afterCommit; afterRead shapes what a caller reads. `npm run generate` refuses a name the file
 * does not export, or an export made for another phase or entity.
 */

/** The phases a hook runs in, in the order a write meets them (afterRead last: reads only). */
export const hookPhases = ['beforeWrite', 'afterWrite', 'afterCommit', 'afterRead'] as const

/** A phase a hook runs in. */
export type HookPhase = (typeof hookPhases)[number]

/**
 * The exports of `runtime/modules/<module>/hooks/<entity>.ts` each phase runs, in order:
 * `{ beforeWrite: 'setPublishedAt', afterCommit: ['announce', 'reindex'] }`.
 */
export type HooksDefinition = { readonly [P in HookPhase]?: string | readonly string[] }

/**
 * The property under which a hook made by the runtime's definers carries its phase and entity
 * (`Symbol.for`, so the generator can read it without importing the runtime).
 */
export const hookBrandKey = 'tessera.entityHook'

/** What a hook carries under {@link hookBrandKey}. */
export interface HookBrand {
  readonly phase: HookPhase
  /** `module/name`. */
  readonly entity: string
}
