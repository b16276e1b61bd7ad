/**
 * Who may read and who may write one field (`fieldAccess` of an entity), on top of the entity's
 * route policies: a caller the route lets in still sees a field only when its read policy admits
 * it, and changes it only when its write policy does. `generator/ir/resolve-field-access.ts`
 * checks the names; the runtime applies the policies wherever records leave the server
 * (runtime/operations/field-access.ts, runtime/modules/host/private-content.ts).
 */

/**
 * A named gate: a hand-written decision that says both which records it guards and which callers
 * it admits (runtime/access/field-gates.ts holds one entry per name). `privateContent`: the records
 * the entity's `privateContent.shownBy` makes private, read by callers who may make the private
 * content reader call (runtime/access/private-content-reader.ts).
 */
export type FieldGateName = 'privateContent'

/** Every gate name, for the generator's checks. */
export const fieldGateNames: readonly FieldGateName[] = ['privateContent']

/**
 * `public`: anyone the route admits. `authenticated`: a signed-in subject. `owner`: the subject a
 * record belongs to (the entity's `access.owner`). `admin`: the root role or the server-to-server
 * key. The secret key and the root role pass every field policy.
 */
export type FieldPolicy = 'public' | 'authenticated' | 'owner' | 'admin'

/** A read policy may also be a named gate. */
export type FieldReadPolicy = FieldPolicy | FieldGateName

/** One field's policies; an unset one is `public` (the route's own policy is the only limit). */
export interface FieldAccessDefinition {
  readonly read?: FieldReadPolicy
  readonly write?: FieldPolicy
}
