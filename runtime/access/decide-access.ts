/**
 * The access decision of DESIGN "Access control", as a pure function so that routes and
 * `is-authorized` cannot disagree. In order:
 * 1. a valid secret key allows; 2. `public` allows; 3. the root action (`*` `*`) allows;
 * 4. `authenticated` allows any subject, `owner` the subject whose `/api/rbac/subjects/{id}/…` it is;
 * 5. an action grant whose method and compiled path pattern match the target allows;
 * 6. `owner` on records that declare their owner allows a subject its own records only (a row
 *    filter the operation applies, runtime/operations/record-access.ts);
 * 7. otherwise 401 for the anonymous, 403 for a signed-in subject.
 */
import type { AccessPolicy } from '#contract/access-policy.ts'
import type { AccessTarget } from './access-target.ts'
import { resolveTarget } from './access-target.ts'
import { ownerSubjectIdOf } from './owner-path.ts'
import { compilePathPattern } from './path-pattern.ts'
import type { ActionGrant, AnonymousReason, Principal } from './principal.ts'

/** Which step allowed a request. */
/** `ownedRecords` allows only the subject's own records. */
export type AccessVia = 'secretKey' | 'public' | 'root' | 'authenticated' | 'owner' | 'action' | 'ownedRecords'

/** Everything the decision depends on. */
export interface AccessQuestion {
  readonly policy: AccessPolicy
  readonly secretKey: boolean
  readonly principal: Principal
  readonly target: AccessTarget
  /** Whether the target's records declare their owner, so `owner` can allow with a row filter. */
  readonly ownedRecords?: boolean
}

/** The answer: allowed (and by which step), or the status to refuse with. */
export type AccessDecision =
  | { readonly allowed: true; readonly via: AccessVia; readonly subjectId?: string }
  | { readonly allowed: false; readonly status: 401; readonly reason: AnonymousReason }
  | { readonly allowed: false; readonly status: 403 }

/** Decides one request; see the module comment for the order. */
export function decideAccess(question: AccessQuestion): AccessDecision {
  const { policy, principal } = question
  // No route has it (define-entity-routes.ts); a hand-written check asking about one refuses everyone.
  if (policy === 'server') return { allowed: false, status: 403 }
  if (question.secretKey) return { allowed: true, via: 'secretKey' }
  if (policy === 'public') return { allowed: true, via: 'public' }
  if (principal.kind === 'anonymous') return { allowed: false, status: 401, reason: principal.reason }

  const subjectId = principal.subjectId
  if (principal.grants.some(isRootAction)) return { allowed: true, via: 'root', subjectId }
  const target = resolveTarget(question.target)
  if (policy === 'authenticated') return { allowed: true, via: 'authenticated', subjectId }
  if (policy === 'owner' && ownerSubjectIdOf(target.segments) === subjectId) return { allowed: true, via: 'owner', subjectId }
  const granted = principal.grants.some(
    (grant) => methodMatches(grant.method, target.method) && compilePathPattern(grant.pathPattern)(target.segments),
  )
  if (granted) return { allowed: true, via: 'action', subjectId }
  if (policy === 'owner' && question.ownedRecords === true) return { allowed: true, via: 'ownedRecords', subjectId }
  return { allowed: false, status: 403 }
}

/** Whether a grant is the root action: any method on any path. */
export function isRootAction(grant: ActionGrant): boolean {
  return grant.method.trim() === '*' && grant.pathPattern.trim() === '*'
}

function methodMatches(granted: string, requested: string): boolean {
  const method = granted.trim().toUpperCase()
  return method === '*' || method === requested || (method === 'GET' && requested === 'HEAD')
}
