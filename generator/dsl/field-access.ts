/**
 * Who may read and who may write one field (`fieldAccess` of an entity), on top of the entity's
 * route policies: a caller the route lets in still sees a field only when its read policy admits
 * it, and changes it only when its write policy does. `generator/ir/resolve-field-access.ts`
 * checks the names; the runtime applies the policies wherever records leave the server
 * (runtime/operations/field-access.ts, runtime/modules/host/private-content.ts).
 */

import type { FieldPolicy, FieldReadPolicy } from '#contract/field-policy.ts'

export { type FieldGateName, type FieldPolicy, type FieldReadPolicy, fieldGateNames } from '#contract/field-policy.ts'

/** One field's policies; an unset one is `public` (the route's own policy is the only limit). */
export interface FieldAccessDefinition {
  readonly read?: FieldReadPolicy
  readonly write?: FieldPolicy
}
