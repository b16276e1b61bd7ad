/**
 * The access decision of a route (DESIGN "Access control"), for generated and hand-written routes
 * alike: the secret key and `public` are settled without touching the database; otherwise the
 * request's principal is resolved and {@link decideAccess} runs the remaining steps. Refusals are
 * 401 for the anonymous and 403 for a signed-in subject.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AccessPolicy } from '#contract/access-policy.ts'
import type { Config } from '#runtime/config/load-config.ts'
import { forbidden, type HttpError, unauthorized } from '#runtime/errors/http-error.ts'
import type { AccessEngine } from './access-engine.ts'
import { type AccessTarget, requestTarget } from './access-target.ts'
import { type AccessDecision, type AccessVia, decideAccess } from './decide-access.ts'
import { ANONYMOUS, type AnonymousReason, type Principal } from './principal.ts'
import { isValidSecretKey, SECRET_KEY_HEADER } from './secret-key.ts'

/** Why a request was allowed, and for whom; a response may be shared by caches only when `public`. */
export interface AccessGrant {
  readonly via: AccessVia
  /** The signed-in subject, when a subject's rights allowed the request. */
  readonly subjectId?: string
}

/**
 * What authorization reads from a request. A Fastify request has all of it; a bare `{ headers }`
 * (unit tests) has no engine and is therefore anonymous.
 */
export type AuthorizableRequest = Pick<FastifyRequest, 'headers'> &
  Partial<Pick<FastifyRequest, 'method' | 'url' | 'cookies'>> & { readonly server?: Pick<FastifyInstance, 'accessEngine'> }

/**
 * Allows the request under `policy` or throws 401 `Sign in to {purpose}` / 403. `target` is what
 * action patterns and the owner rule are matched against; it defaults to the request's own method
 * and path (includes pass the included entity's route instead). A wrong or missing key, or a bad
 * token, on a public route is simply anonymous, never a 401. `ownedRecords` says the target's
 * records declare their owner (see decideAccess).
 */
export async function authorizeRequest(
  request: AuthorizableRequest,
  policy: AccessPolicy,
  config: Pick<Config, 'rbacSecretKey'>,
  purpose = 'continue',
  target: AccessTarget = requestTarget(request),
  ownedRecords = false,
): Promise<AccessGrant> {
  const secretKey = isValidSecretKey(request.headers[SECRET_KEY_HEADER], config.rbacSecretKey)
  const principal = secretKey || policy === 'public' ? ANONYMOUS : await principalOf(request)
  const decision = decideAccess({ policy, secretKey, principal, target, ownedRecords })
  if (decision.allowed)
    return decision.subjectId === undefined ? { via: decision.via } : { via: decision.via, subjectId: decision.subjectId }
  throw refusalOf(decision, purpose)
}

/** The error a refused decision is answered with: 401 `Sign in to {purpose}` for the anonymous, else 403. */
export function refusalOf(decision: Extract<AccessDecision, { allowed: false }>, purpose: string): HttpError {
  return decision.status === 401 ? unauthorized(signInMessage(decision.reason, purpose)) : forbidden(`You are not allowed to ${purpose}`)
}

/** The principal of a request: resolved by the app's access engine, anonymous without one. */
export function principalOf(request: AuthorizableRequest): Promise<Principal> {
  const engine: AccessEngine | undefined = request.server?.accessEngine
  return engine === undefined ? Promise.resolve(ANONYMOUS) : engine.principalOf(request)
}

// An expired token is worth saying so: the client should refresh rather than ask for a password.
function signInMessage(reason: AnonymousReason, purpose: string): string {
  if (reason === 'expired') return `Your session token has expired; refresh it or sign in again to ${purpose}`
  if (reason === 'revoked') return `Your session has ended; sign in again to ${purpose}`
  return `Sign in to ${purpose}`
}
