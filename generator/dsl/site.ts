/**
 * `schemaModule()` lists a module's definitions; `site()` is the root of
 * `schema/index.ts`: languages, default language and the modules.
 */
import type { EntityDefinition } from './entity.ts'
import type { ModuleName } from './module-name.ts'

/** What a module says about itself besides its entities. */
export interface ModuleOptions {
  /**
   * The modules this one cannot work without (the shop needs billing's currencies and invoices),
   * said once here: `generate` refuses a site that lists this module without them.
   */
  readonly requires?: readonly ModuleName[]
}

/** A module folder's `index.ts` default export. */
export interface ModuleDefinition {
  readonly name: ModuleName
  readonly definitions: readonly EntityDefinition[]
  readonly requires: readonly ModuleName[]
}

/** Lists the definitions of one module folder. */
export function schemaModule(name: ModuleName, definitions: readonly EntityDefinition[], options: ModuleOptions = {}): ModuleDefinition {
  return Object.freeze({ name, definitions, requires: Object.freeze([...(options.requires ?? [])]) })
}

/** Site-wide settings and the list of modules. */
export interface SiteDefinition {
  readonly languages: readonly string[]
  readonly defaultLanguage: string
  readonly modules: readonly ModuleDefinition[]
}

/** The default export of `schema/index.ts`. */
export function site(definition: SiteDefinition): SiteDefinition {
  return Object.freeze(definition)
}
