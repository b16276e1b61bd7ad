/**
 * Who may call an entity's routes. `generator/ir/normalize-access.ts` expands
 * the short forms into one policy per operation.
 */
import type { EntityOperation } from './entity-operations.ts'

export type { EntityOperation } from './entity-operations.ts'

/**
 * A route policy, decided in the order of DESIGN.md "Access control". `server`: no route at all;
 * only the server's own code performs the operation (in process, `writeEntity`), so no caller, not
 * even the secret key, can through the API; OpenAPI, the typed client's routes and the admin leave
 * it out (the audit log's writes: schema/host/audit-entries.ts).
 */
export type AccessPolicy = 'public' | 'authenticated' | 'owner' | 'admin' | 'action' | 'server'

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
