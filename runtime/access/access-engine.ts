/**
 * Resolves who a request comes from, once per request: the presented access token is verified,
 * then the session and its grants are loaded. The engine hangs off the Fastify instance (decorated
 * at the root by createApp, so every plugin sees it); `authorizeRequest` finds it there.
 *
 * No decision cache. bench/access-resolution.ts measures resolution at about 2 ms on PostgreSQL
 * and 3 ms on PGlite (one indexed query plus HS256), most of a trivial signed-in request. A cache
 * could save that, but to keep logout, refresh-token reuse detection and role changes effective at
 * once it would need cross-process invalidation (LISTEN/NOTIFY on sessions, roles and actions);
 * without one, every change counts on the very next request in every server process.
 */
import type { Kysely } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import { verifyAccessToken } from '#runtime/modules/rbac/access-token.ts'
import { type CredentialCarrier, presentedAccessToken } from '#runtime/modules/rbac/request-credentials.ts'
import { loadPrincipal } from './load-principal.ts'
import { ANONYMOUS, type Principal } from './principal.ts'

/** Resolves principals and holds the access-token key. */
export interface AccessEngine {
  /** The key that signs and verifies access tokens. */
  readonly signingKey: Uint8Array
  /** The principal of `request`; computed on first call, then reused for the same request. */
  principalOf(request: CredentialCarrier): Promise<Principal>
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by createApp; absent only on hand-built instances, which then see everyone as anonymous. */
    accessEngine?: AccessEngine
  }
}

/** An engine over `db` that verifies tokens with `signingKey`. */
export function createAccessEngine(db: Kysely<Database>, signingKey: Uint8Array): AccessEngine {
  const resolved = new WeakMap<object, Promise<Principal>>()

  async function resolve(request: CredentialCarrier): Promise<Principal> {
    const presented = presentedAccessToken(request)
    if (presented === undefined) return ANONYMOUS
    const verified = await verifyAccessToken(presented.token, signingKey)
    if (!verified.ok) return { kind: 'anonymous', reason: verified.failure }
    return loadPrincipal(db, verified.claims, presented.source)
  }

  return {
    signingKey,
    principalOf(request) {
      let principal = resolved.get(request)
      if (principal === undefined) {
        principal = resolve(request)
        resolved.set(request, principal)
      }
      return principal
    },
  }
}
