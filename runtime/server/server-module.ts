/**
 * What a module's hand-written server code brings, default-exported by
 * `runtime/modules/<module>/index.ts`: the one place a module registers itself. The generated
 * `generated/modules/server-modules.gen.ts` lists the modules the site names, each after the modules
 * it requires, so a module left out of `schema/index.ts` registers nothing.
 */
import type { ApiPlugin } from './create-app.ts'

/** A module's server parts. */
export interface ServerModule {
  readonly name: string
  /**
   * Plugins that follow writes (hooks on every route), registered before the entity routes they
   * watch.
   */
  readonly writeHooks?: readonly ApiPlugin[]
  /** The module's hand-written routes, registered under `/api` after the entity routes. */
  readonly routes?: readonly ApiPlugin[]
  /** Plugins that define the module's jobs (`api.jobs.every`, `api.jobs.define`; runtime/jobs). */
  readonly jobs?: readonly ApiPlugin[]
}

/** Declares a module's server parts. */
export function serverModule(name: string, parts: Omit<ServerModule, 'name'>): ServerModule {
  return Object.freeze({ name, ...parts })
}
