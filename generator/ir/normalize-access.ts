/** Expands an entity's access definition into one policy per operation. */
import { type AccessDefinition, type AccessPolicy, type EntityOperation, entityOperationSpecs, entityOperations } from '#dsl'

/** Unset operations fall back to their group, and the group to `admin`: nothing is open by accident. */
export function normalizeAccess(access: AccessDefinition | undefined): Readonly<Record<EntityOperation, AccessPolicy>> {
  const result = {} as Record<EntityOperation, AccessPolicy>
  for (const operation of entityOperations) {
    const group = entityOperationSpecs[operation].access === 'read' ? access?.read : access?.write
    result[operation] = access?.[operation] ?? group ?? 'admin'
  }
  return result
}
