/**
 * Resolves each entity's `fieldAccess` (generator/dsl/field-access.ts) onto its fields: a field
 * with a limit gets `access` with both policies, the others stay as they were. Runs once owners are
 * resolved, because the `owner` policy needs the entity to say how a record belongs to a subject,
 * and before widget rules, which collect the fields the `privateContent` gate withholds.
 */

import type { EntityNode, FieldNode } from '#contract/schema-ir.ts'
import { type FieldAccessDefinition, type FieldPolicy, type FieldReadPolicy, fieldGateNames, type PrivateContentDefinition } from '#dsl'

/** What one entity declares about its fields' access. */
export interface FieldAccessDeclaration {
  readonly entity: EntityNode
  readonly fieldAccess: Readonly<Record<string, FieldAccessDefinition | undefined>> | undefined
  readonly privateContent: PrivateContentDefinition | undefined
}

const fieldPolicies: readonly FieldPolicy[] = ['public', 'authenticated', 'owner', 'admin']
const readPolicies: readonly FieldReadPolicy[] = [...fieldPolicies, ...fieldGateNames]

/** The entities with field access resolved; `report` receives each problem. */
export function resolveFieldAccess(
  declarations: readonly FieldAccessDeclaration[],
  report: (entity: EntityNode, message: string) => void,
): EntityNode[] {
  return declarations.map(({ entity, fieldAccess, privateContent }) => {
    const problems: string[] = []
    const limits = new Map<string, FieldNode['access'] & object>()
    for (const [name, declared] of Object.entries(fieldAccess ?? {})) {
      if (declared === undefined) continue
      const field = entity.fields.find((candidate) => candidate.name === name)
      if (field === undefined) problems.push(`fieldAccess names no field "${name}"`)
      // A secret field is never sent; ids, variants, timestamps and relation keys tie records together.
      else if (field.secret || field.origin === 'system' || field.origin === 'relation')
        problems.push(`fieldAccess field "${name}" is secret, a system field or a relation key`)
      const read = declared.read ?? 'public'
      const write = declared.write ?? 'public'
      if (!readPolicies.includes(read)) problems.push(`fieldAccess of "${name}": "${read}" is no read policy (${readPolicies.join(', ')})`)
      if (!fieldPolicies.includes(write))
        problems.push(`fieldAccess of "${name}": "${write}" is no write policy (${fieldPolicies.join(', ')})`)
      if ((read === 'owner' || write === 'owner') && entity.owner === undefined) {
        problems.push(
          `fieldAccess of "${name}" uses the owner policy but the entity does not say how a record belongs to a subject (access.owner)`,
        )
      }
      if (read === 'privateContent' && privateContent === undefined)
        problems.push(`fieldAccess of "${name}" reads through the privateContent gate but the entity declares no privateContent`)
      if (field !== undefined && (read !== 'public' || write !== 'public')) limits.set(name, { read, write })
    }
    if (privateContent !== undefined && ![...limits.values()].some((access) => access.read === 'privateContent')) {
      problems.push(`privateContent withholds no field: give one a fieldAccess read policy of 'privateContent'`)
    }
    for (const problem of problems) report(entity, problem)
    if (limits.size === 0) return entity
    return {
      ...entity,
      fields: entity.fields.map((field) => (limits.has(field.name) ? { ...field, access: limits.get(field.name)! } : field)),
    }
  })
}
