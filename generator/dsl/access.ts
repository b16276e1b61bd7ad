/**
 * Who may call an entity's routes. `generator/ir/normalize-access.ts` expands
 * the short forms into one policy per operation.
 */
import type { AccessPolicy } from '#contract/access-policy.ts'
import type { EntityOperation } from '#contract/entity-operations.ts'

export type { AccessPolicy } from '#contract/access-policy.ts'
export type { EntityOperation } from '#contract/entity-operations.ts'

/**
 * `read` covers find, findById and count; `write` covers every mutation.
 * A per-operation entry wins over the group. Unset means `admin`.
 *
 * `owner` says how a record belongs to a subject, which the `owner` policy needs: the name of a
 * field of this entity that holds the subject's id (`'id'` on `rbac/subjects` itself), or the
 * `module/name` of a relation between `rbac/subjects` and this entity
 * (`'rbac/subjects-to-ecommerce-module-orders'`). A signed-in subject then reads, changes and
 * deletes only its own records through the entity's routes (another's is a 404), and what it
 * creates becomes its own.
 */
export type AccessDefinition = {
  readonly read?: AccessPolicy
  readonly write?: AccessPolicy
  readonly owner?: string
} & { readonly [K in EntityOperation]?: AccessPolicy }
