/** The two key fields of a relation and the ends they resolve to. */
import { reference, type RelationDefinition, uuid } from '#dsl'
import type { ReferenceTarget } from '../dsl/field.ts'
import type { RelationEnd } from '../dsl/relation.ts'
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
    const fields = [fromField, keyField(to.key, undefined, undefined)]
    if (!fromReference) return { fields }
    return {
      fields,
      ends: { from: { module: fromReference.module, entity: fromReference.entity, key: fromKey }, to: { kind: 'polymorphic', key: to.key, moduleField: to.moduleField } },
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
    },
  }
}
