/**
 * Who may call an entity's routes. `generator/ir/normalize-access.ts` expands
 * the short forms into one policy per operation.
 */

/** A route policy, decided in the order of DESIGN.md "Access control". */
export type AccessPolicy = 'public' | 'authenticated' | 'owner' | 'admin' | 'action'

/** The operations of a generated entity API. */
export type EntityOperation =
  | 'find'
  | 'findById'
  | 'count'
  | 'create'
  | 'update'
  | 'delete'
  | 'findOrCreate'
  | 'bulkCreate'
  | 'bulkUpdate'

/**
 * `read` covers find, findById and count; `write` covers every mutation.
 * A per-operation entry wins over the group. Unset means `admin`.
 */
export type AccessDefinition = {
  readonly read?: AccessPolicy
  readonly write?: AccessPolicy
} & { readonly [K in EntityOperation]?: AccessPolicy }
