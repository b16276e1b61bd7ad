/**
 * `hooks`: the entity's own code around its writes and reads, named in the schema and written in
 * the module's folder, `runtime/modules/<module>/hooks/<entity>.ts`, as named exports made with
 * `beforeWrite`, `afterWrite`, `afterCommit` or `afterRead` (runtime/hooks/entity-hook.ts). Every
 * write path runs them in this order: validate → beforeWrite → write → afterWrite → commit →
 * afterCommit; afterRead shapes what a caller reads. `npm run generate` refuses a name the file
 * does not export, or an export made for another phase or entity.
 */

import type { HookPhase } from '#contract/hook-brand.ts'

export { type HookBrand, type HookPhase, hookBrandKey, hookPhases } from '#contract/hook-brand.ts'

/**
 * The exports of `runtime/modules/<module>/hooks/<entity>.ts` each phase runs, in order:
 * `{ beforeWrite: 'setPublishedAt', afterCommit: ['announce', 'reindex'] }`.
 */
export type HooksDefinition = { readonly [P in HookPhase]?: string | readonly string[] }
