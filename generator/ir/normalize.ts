/**
 * Schema definitions → IR, in steps that each own one concept: register the entities,
 * resolve their fields, derive their links, assemble each node. Every problem is
 * collected with its file and field and thrown together as one `SchemaError`; the IR
 * returned is deeply frozen.
 */

import type { EntityNode, SchemaIR } from '#contract/schema-ir.ts'
import type { SiteDefinition } from '#dsl'
import { deepFreeze } from './deep-freeze.ts'
import { entityLinks } from './entity-links.ts'
import { entityNode } from './entity-node.ts'
import { registerEntities } from './register-entities.ts'
import { resolveEntityFields } from './resolve-entity-fields.ts'
import { resolveFieldAccess } from './resolve-field-access.ts'
import { type HookCode, resolveHooks } from './resolve-hooks.ts'
import { labelContext, moduleLabels } from './resolve-labels.ts'
import { resolveOwners } from './resolve-owners.ts'
import { resolveValidationRules } from './resolve-validation-rules.ts'
import { resolveWidgetRules } from './resolve-widget-rules.ts'
import type { SchemaIssue } from './schema-error.ts'
import { collectSchemaIssues, type SourceFiles } from './schema-issues.ts'

/** What the loader knows besides the definitions themselves. */
export interface NormalizeOptions {
  readonly sourceFiles?: SourceFiles
  /** Problems the loader already found; reported together with normalisation's. */
  readonly issues?: readonly SchemaIssue[]
  /** The root schema file as shown in messages. */
  readonly rootFile?: string
  /** The hook files of entities that name hooks (the CLI loads them); without it hook names are not looked up. */
  readonly hookCode?: HookCode
}

/** Normalises the whole site. Throws `SchemaError` listing every problem. */
export function normalizeSchema(site: SiteDefinition, options: NormalizeOptions = {}): SchemaIR {
  const issues = collectSchemaIssues(options.sourceFiles ?? new Map(), options.rootFile ?? 'schema/index.ts', options.issues ?? [])
  if (!site.languages.includes(site.defaultLanguage)) issues.site(`defaultLanguage "${site.defaultLanguage}" is not in languages`)
  const registry = registerEntities(site, issues)
  const resolved = registry.drafts.map((draft) => resolveEntityFields(draft, registry, issues))
  const links = entityLinks(resolved, issues)
  const labels = labelContext(site)
  const nodes = resolved.map((entity) => entityNode(entity, links.get(entity)!, labels, issues))
  // Owners and widget rules name relations, whose tables and keys are known only once every node is built.
  const report = (entity: EntityNode, message: string) =>
    issues.entity(resolved.find(({ table }) => table === entity.table)!.definition, message)
  const owned = resolveOwners(
    resolved.map(({ definition }, index) => ({ entity: nodes[index]!, owner: definition.options.access?.owner })),
    report,
  )
  const guarded = resolveFieldAccess(
    resolved.map(({ definition }, index) => ({
      entity: owned[index]!,
      fieldAccess: definition.options.fieldAccess,
      privateContent: definition.options.privateContent,
    })),
    report,
  )
  const validated = resolveValidationRules(
    resolved.map(({ definition }, index) => ({
      entity: guarded[index]!,
      fields: definition.options.fields,
      rules: definition.options.rules,
    })),
    site.languages,
    report,
  )
  const hooked = resolveHooks(
    resolved.map(({ definition }, index) => ({ entity: validated[index]!, hooks: definition.options.hooks })),
    options.hookCode,
    report,
  )
  const entities = resolveWidgetRules(
    resolved.map(({ definition }, index) => ({
      entity: hooked[index]!,
      privateContent: definition.options.privateContent,
      listings: definition.options.listings,
    })),
    report,
  )
  const modulesLabelled = moduleLabels(site, issues)
  issues.throwIfAny()
  return deepFreeze({
    version: 1,
    languages: [...site.languages],
    defaultLanguage: site.defaultLanguage,
    modules: [...registry.moduleNames].sort(),
    moduleRequires: Object.fromEntries(
      [...site.modules].sort((a, b) => a.name.localeCompare(b.name)).map((module) => [module.name, [...(module.requires ?? [])].sort()]),
    ),
    moduleLabels: Object.fromEntries(Object.entries(modulesLabelled).filter(([name]) => registry.moduleNames.includes(name))),
    entities: entities.sort((a, b) => a.module.localeCompare(b.module) || a.name.localeCompare(b.name)),
  })
}
