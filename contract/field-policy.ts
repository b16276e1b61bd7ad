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
