/** Lists every module's definitions once, checking names, modules and tables on the way. */
import {
  type EntityDefinition,
  isRelationDefinition,
  type ModuleName,
  moduleNamePattern,
  type RelationDefinition,
  type SiteDefinition,
} from '#dsl'
import type { RelationEnd } from '../dsl/relation.ts'
import { type EntityDraft, entityKey } from './entity-draft.ts'
import { tableName } from './naming.ts'
import { targetDefinition } from './resolve-reference.ts'
import type { SchemaIssues } from './schema-issues.ts'

/** The registered entities, in schema order. */
export interface EntityRegistry {
  readonly drafts: readonly EntityDraft[]
  readonly moduleNames: readonly ModuleName[]
  /** The site's languages, which the schema's messages are written in. */
  readonly languages: readonly string[]
  /** The draft of a definition, by identity or else by `module/name`. */
  find(definition: EntityDefinition): EntityDraft | undefined
}

const entityNamePattern = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/

/** Registers each definition of each listed module; a duplicate is reported and left out. */
export function registerEntities(site: SiteDefinition, issues: SchemaIssues): EntityRegistry {
  const byKey = new Map<string, EntityDraft>()
  const byDefinition = new Map<EntityDefinition, EntityDraft>()
  const moduleNames = new Set<ModuleName>()
  const listed = new Set(site.modules.map((module) => module.name))
  for (const module of site.modules) {
    if (moduleNames.has(module.name)) issues.site(`module "${module.name}" is listed twice`)
    if (!moduleNamePattern.test(module.name)) issues.site(`module "${module.name}": module names are kebab-case, e.g. "file-storage"`)
    moduleNames.add(module.name)
    for (const definition of module.definitions) {
      if (definition.module !== module.name) {
        issues.entity(definition, `is declared in module "${definition.module}" but listed in schema/${module.name}/index.ts`)
      }
      if (isRelationDefinition(definition) && linksAbsentModule(definition, listed)) continue
      if (!entityNamePattern.test(definition.name)) issues.entity(definition, 'names are plural kebab-case, e.g. "buttons-arrays"')
      const key = entityKey(definition)
      if (byKey.has(key)) {
        issues.entity(definition, 'is defined twice')
        continue
      }
      const draft: EntityDraft = { definition, file: issues.fileOf(definition), table: tableName(definition.module, definition.name) }
      byKey.set(key, draft)
      byDefinition.set(definition, draft)
    }
  }
  for (const module of site.modules) {
    for (const needed of module.requires ?? []) {
      if (!moduleNames.has(needed))
        issues.site(`module "${module.name}" needs module "${needed}": list it in the site's modules or leave "${module.name}" out too`)
    }
  }
  checkRequirementCycles(site, issues)
  checkTableNames([...byKey.values()], issues)
  return {
    drafts: [...byKey.values()],
    moduleNames: [...moduleNames],
    languages: site.languages,
    find: (definition) => byDefinition.get(definition) ?? byKey.get(entityKey(definition)),
  }
}

/** Modules that require each other in a circle could not be registered one after another. */
function checkRequirementCycles(site: SiteDefinition, issues: SchemaIssues): void {
  const requires = new Map(site.modules.map((module) => [module.name, module.requires ?? []]))
  const reported = new Set<string>()
  const visit = (module: string, path: readonly string[]): void => {
    if (path.includes(module)) {
      const cycle = [...path.slice(path.indexOf(module)), module]
      const key = [...cycle].sort().join()
      if (!reported.has(key)) issues.site(`modules require each other in a circle: ${cycle.join(' → ')}`)
      reported.add(key)
      return
    }
    for (const needed of requires.get(module) ?? []) visit(needed, [...path, module])
  }
  for (const module of requires.keys()) visit(module, [])
}

/**
 * A relation that links into a module the site does not list (rbac's subjects-to-social-module-
 * profiles without social) is left out with that module: it bridges two modules and means nothing
 * without both. A plain reference field to such a module is still an error: its entity needs it.
 */
function linksAbsentModule(definition: RelationDefinition, listed: ReadonlySet<string>): boolean {
  const { from, to } = definition.relation
  return [from, to].some((end) => {
    if (typeof end !== 'function' && 'polymorphic' in end) return false
    return !listed.has(targetDefinition(endTarget(end)).module)
  })
}

function endTarget(end: RelationEnd) {
  return typeof end === 'function' || 'kind' in end ? end : end.entity
}

/** Two entities whose names snake-case alike (`a-b` in `x`, `b` in `x-a`) would share a table. */
function checkTableNames(drafts: readonly EntityDraft[], issues: SchemaIssues): void {
  const tables = new Map<string, string>()
  for (const { definition, file, table } of drafts) {
    const other = tables.get(table)
    if (other) issues.add({ file, entity: entityKey(definition), message: `table name ${table} clashes with ${other}` })
    tables.set(table, entityKey(definition))
  }
}
