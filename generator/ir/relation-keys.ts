/** The two key fields of a relation and the ends they resolve to. */
import { type ModuleName, reference, type RelationDefinition, uuid } from '#dsl'
import type { ReferenceTarget } from '../dsl/field.ts'
import type { RelationEnd } from '../dsl/relation.ts'
import { entityKey } from './entity-draft.ts'
import { relationKeyName } from './naming.ts'
import { normalizeField } from './normalize-field.ts'
import type { EntityRegistry } from './register-entities.ts'
import { resolveReference, targetDefinition } from './resolve-reference.ts'
import type { SchemaIssues } from './schema-issues.ts'
import type { FieldNode, ReferenceIR, RelationEndsNode } from './types.ts'

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
    if (!moduleField || moduleField.kind !== 'enum') issues.entity(definition, `moduleField "${to.moduleField}" must be an enum field of this relation`, to.moduleField)
    if (definition.relation.readBackwards) issues.entity(definition, 'readBackwards needs an entity at the to end, not a polymorphic one')
    if (to.entity !== undefined && moduleField?.kind === 'enum') checkPolymorphicTargets(definition, to.entity, moduleField.values, registry, issues)
    const fields = [fromField, keyField(to.key, undefined, undefined)]
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

// Each module the module field allows and the site lists has the entity a polymorphic end names
// (a module the site does not list has no tables to point into).
function checkPolymorphicTargets(definition: RelationDefinition, entity: string, modules: readonly string[], registry: EntityRegistry, issues: SchemaIssues): void {
  const keys = new Set(registry.drafts.map((draft) => entityKey(draft.definition)))
  for (const module of modules) {
    if (registry.moduleNames.includes(module as ModuleName) && !keys.has(`${module}/${entity}`)) {
      issues.entity(definition, `the polymorphic end's entity "${entity}" is no entity of module "${module}", which the module field allows`)
    }
  }
}
