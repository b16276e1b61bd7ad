/** The phases a hook runs in, in the order a write meets them (afterRead last: reads only). */
export const hookPhases = ['beforeWrite', 'afterWrite', 'afterCommit', 'afterRead'] as const

/** A phase a hook runs in. */
export type HookPhase = (typeof hookPhases)[number]

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
