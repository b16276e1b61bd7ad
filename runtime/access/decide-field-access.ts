/**
 * A caller's decision under a field policy that does not depend on the record
 * (generator/dsl/field-access.ts): `authenticated` admits any signed-in subject, `admin` only the
 * root role. The secret key is settled before (it passes every field policy), and the `owner`
 * policy is decided per record by the operations (runtime/operations/field-access.ts). Refusals
 * carry the statuses of DESIGN "Access control": 401 for the anonymous, 403 for a subject.
 */
import type { AccessDecision } from './decide-access.ts'
import { isRootAction } from './decide-access.ts'
import type { Principal } from './principal.ts'

/** The field policies decided by who the caller is alone. */
export type CallerFieldPolicy = 'authenticated' | 'admin'

/** Decides `policy` for `principal`. */
export function decideFieldPolicy(policy: CallerFieldPolicy, principal: Principal): AccessDecision {
  if (principal.kind === 'anonymous') return { allowed: false, status: 401, reason: principal.reason }
  if (principal.grants.some(isRootAction)) return { allowed: true, via: 'root', subjectId: principal.subjectId }
  if (policy === 'authenticated') return { allowed: true, via: 'authenticated', subjectId: principal.subjectId }
  return { allowed: false, status: 403 }
}
