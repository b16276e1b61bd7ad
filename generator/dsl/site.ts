/**
 * `schemaModule()` lists a module's definitions; `site()` is the root of
 * `schema/index.ts`: languages, default language and the modules.
 */

import type { ModuleName } from '#contract/module-name.ts'
import type { EntityDefinition } from './entity.ts'
import type { LabelDefinition, LabelDictionary } from './label.ts'

/** What a module says about itself besides its entities. */
export interface ModuleOptions {
  /**
   * The modules this one cannot work without (the shop needs billing's currencies and invoices),
   * said once here: `generate` refuses a site that lists this module without them.
   */
  readonly requires?: readonly ModuleName[]
  /** What editors call the module, per language (generator/dsl/label.ts). */
  readonly label?: LabelDefinition
  /** Labels of the module's fields and enum values by name, over the site's dictionary. */
  readonly labels?: LabelDictionary
}

/** A module folder's `index.ts` default export. */
export interface ModuleDefinition {
  readonly name: ModuleName
  readonly definitions: readonly EntityDefinition[]
  readonly requires: readonly ModuleName[]
  readonly label?: LabelDefinition
  readonly labels?: LabelDictionary
}

/** Lists the definitions of one module folder. */
export function schemaModule(name: ModuleName, definitions: readonly EntityDefinition[], options: ModuleOptions = {}): ModuleDefinition {
  return Object.freeze({
    name,
    definitions,
    requires: Object.freeze([...(options.requires ?? [])]),
    ...(options.label ? { label: options.label } : {}),
    ...(options.labels ? { labels: options.labels } : {}),
  })
}

/** Site-wide settings and the list of modules. */
export interface SiteDefinition {
  readonly languages: readonly string[]
  readonly defaultLanguage: string
  readonly modules: readonly ModuleDefinition[]
  /** Labels of fields and enum values by name for every module (generator/dsl/label.ts). */
  readonly labels?: LabelDictionary
}

/** The default export of `schema/index.ts`. */
export function site(definition: SiteDefinition): SiteDefinition {
  return Object.freeze(definition)
}
