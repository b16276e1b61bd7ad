/** Expands an entity's access definition into one policy per operation. */
import type { AccessDefinition, AccessPolicy, EntityOperation } from '#dsl'

/** Every operation of a generated API, in a fixed order. */
export const entityOperations: readonly EntityOperation[] = [
  'find',
  'findById',
  'count',
  'create',
  'update',
  'delete',
  'findOrCreate',
  'bulkCreate',
  'bulkUpdate',
]

const readOperations = new Set<EntityOperation>(['find', 'findById', 'count'])

/** Unset operations fall back to their group, and the group to `admin`: nothing is open by accident. */
export function normalizeAccess(access: AccessDefinition | undefined): Readonly<Record<EntityOperation, AccessPolicy>> {
  const result = {} as Record<EntityOperation, AccessPolicy>
  for (const operation of entityOperations) {
    const group = readOperations.has(operation) ? access?.read : access?.write
    result[operation] = access?.[operation] ?? group ?? 'admin'
  }
  return result
}
