/** The two key fields of a relation and the ends they resolve to. */

import type { FieldNode, ReferenceIR, RelationEndsNode } from '#contract/schema-ir.ts'
import { oneOf, type RelationDefinition, reference, uuid } from '#dsl'
import type { ReferenceTarget } from '../dsl/field.ts'
import type { PolymorphicEnd, RelationEnd } from '../dsl/relation.ts'
import { entityKey } from './entity-draft.ts'
import { relationKeyName } from './naming.ts'
import { normalizeField } from './normalize-field.ts'
import type { EntityRegistry } from './register-entities.ts'
import { resolveReference, targetDefinition } from './resolve-reference.ts'
import type { SchemaIssues } from './schema-issues.ts'

/** What a relation adds: its key fields, and its ends when both resolved. */
export interface RelationKeys {
  readonly fields: readonly FieldNode[]
  readonly ends?: RelationEndsNode
}

function endTarget(end: RelationEnd): { target: ReferenceTarget; key?: string } {
  if (typeof end === 'function' || 'kind' in end) return { target: end }
  return { target: end.entity, ...(end.key ? { key: end.key } : {}) }
}

/**
 * A required, indexed key: a foreign key to the resolved `references`, or a plain uuid for a
 * polymorphic end (and for an end whose target is unknown, already reported).
 */
function keyField(name: string, target: ReferenceTarget | undefined, references: ReferenceIR | undefined): FieldNode {
  const options = { required: true, index: true }
  const definition = target && references ? reference(target, options) : uuid(options)
  return normalizeField(definition, { name, origin: 'relation', ...(references ? { references } : {}) }, [])
}

/** Resolves both ends of a relation; keys are named after their targets unless given. */
export function relationKeys(definition: RelationDefinition, registry: EntityRegistry, issues: SchemaIssues): RelationKeys {
  const { from, to } = definition.relation
  const fromEnd = endTarget(from)
  const fromTarget = targetDefinition(fromEnd.target)
  const fromKey = fromEnd.key ?? relationKeyName(definition.module, fromTarget.module, fromTarget.name)
  const fromReference = resolveReference(registry, issues, definition, fromKey, fromEnd.target, 'cascade')
  const fromField = keyField(fromKey, fromEnd.target, fromReference)

  if (typeof to !== 'function' && 'polymorphic' in to) {
    if (to.key === fromKey) issues.entity(definition, `both ends are named "${fromKey}"; give one an explicit key`)
    const moduleField = definition.relation.fields?.[to.moduleField]
    const madeModuleField = moduleField === undefined ? moduleFieldOf(definition, to, registry, issues) : undefined
    if (moduleField !== undefined && moduleField.kind !== 'enum')
      issues.entity(definition, `moduleField "${to.moduleField}" must be an enum field of this relation`, to.moduleField)
    if (definition.relation.readBackwards) issues.entity(definition, 'readBackwards needs an entity at the to end, not a polymorphic one')
    if (to.entity !== undefined && moduleField?.kind === 'enum')
      checkPolymorphicTargets(definition, to.entity, moduleField.values, registry, issues)
    const fields = [fromField, keyField(to.key, undefined, undefined), ...(madeModuleField ? [madeModuleField] : [])]
    if (!fromReference) return { fields }
    return {
      fields,
      ends: {
        from: { module: fromReference.module, entity: fromReference.entity, key: fromKey },
        to: { kind: 'polymorphic', key: to.key, moduleField: to.moduleField, ...(to.entity !== undefined ? { entity: to.entity } : {}) },
      },
    }
  }

  const toEnd = endTarget(to)
  const toTarget = targetDefinition(toEnd.target)
  const toKey = toEnd.key ?? relationKeyName(definition.module, toTarget.module, toTarget.name)
  if (toKey === fromKey) {
    issues.entity(definition, `both ends are named "${fromKey}"; give one an explicit key`)
    return { fields: [fromField] }
  }
  const toReference = resolveReference(registry, issues, definition, toKey, toEnd.target, 'cascade')
  const fields = [fromField, keyField(toKey, toEnd.target, toReference)]
  if (!fromReference || !toReference) return { fields }
  return {
    fields,
    ends: {
      from: { module: fromReference.module, entity: fromReference.entity, key: fromKey },
      to: { kind: 'entity', module: toReference.module, entity: toReference.entity, key: toKey },
      ...(definition.relation.readBackwards ? { readBackwards: true } : {}),
    },
  }
}

/**
 * The module field a polymorphic end leaves out of `fields`: required, one of the site's other
 * modules that define the end's entity, so the list follows the site's modules.
 */
function moduleFieldOf(
  definition: RelationDefinition,
  to: PolymorphicEnd,
  registry: EntityRegistry,
  issues: SchemaIssues,
): FieldNode | undefined {
  if (to.entity === undefined) {
    issues.entity(
      definition,
      `moduleField "${to.moduleField}" must be declared as an enum field when the polymorphic end names no entity`,
      to.moduleField,
    )
    return undefined
  }
  const defining = new Set(registry.drafts.filter((draft) => draft.definition.name === to.entity).map((draft) => draft.definition.module))
  const modules = registry.moduleNames.filter((module) => module !== definition.module && defining.has(module)).sort()
  if (modules.length === 0) {
    issues.entity(definition, `no other module of the site defines "${to.entity}" for the polymorphic end to point into`, to.moduleField)
    return undefined
  }
  const fallback = to.defaultModule !== undefined && modules.includes(to.defaultModule) ? to.defaultModule : modules[0]!
  return normalizeField(oneOf(modules, { required: true, default: fallback }), { name: to.moduleField, origin: 'declared' }, [])
}

// Each module the module field allows and the site lists has the entity a polymorphic end names
// (a module the site does not list has no tables to point into).
function checkPolymorphicTargets(
  definition: RelationDefinition,
  entity: string,
  modules: readonly string[],
  registry: EntityRegistry,
  issues: SchemaIssues,
): void {
  const keys = new Set(registry.drafts.map((draft) => entityKey(draft.definition)))
  for (const module of modules) {
    if (registry.moduleNames.includes(module) && !keys.has(`${module}/${entity}`)) {
      issues.entity(
        definition,
        `the polymorphic end's entity "${entity}" is no entity of module "${module}", which the module field allows`,
      )
    }
  }
}
