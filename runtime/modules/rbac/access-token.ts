/**
 * The access token (DESIGN "Authentication"): a JWT signed with HS256 by `jose`, `typ: access`,
 * `sub` = subject id, `sid` = session id, valid 15 minutes unless ACCESS_TOKEN_TTL_SECONDS says otherwise. It proves who signed in; whether the
 * session is still live is checked on every request (runtime/access/load-principal.ts), so logout
 * and reuse detection take effect at once rather than when the token expires.
 */
import { createSecretKey, type KeyObject } from 'node:crypto'
import { errors, jwtVerify, SignJWT } from 'jose'

import { ACCESS_TOKEN_TTL_SECONDS } from '#contract/routes/rbac/session-times.ts'

export { ACCESS_TOKEN_TTL_SECONDS }

const ISSUER = 'tessera'
const ALGORITHM = 'HS256'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** What a valid access token says. */
export interface AccessClaims {
  readonly subjectId: string
  readonly sessionId: string
}

/** Why a presented token did not verify: `expired` tells a client to refresh, `invalid` to sign in. */
export type AccessTokenFailure = 'expired' | 'invalid'

/** The outcome of {@link verifyAccessToken}. */
export type AccessTokenResult =
  | { readonly ok: true; readonly claims: AccessClaims }
  | { readonly ok: false; readonly failure: AccessTokenFailure }

// A KeyObject made once per key: handing jose raw bytes makes it import the key on every call.
const keyObjects = new WeakMap<Uint8Array, KeyObject>()

function keyObjectOf(key: Uint8Array): KeyObject {
  let keyObject = keyObjects.get(key)
  if (keyObject === undefined) {
    keyObject = createSecretKey(key)
    keyObjects.set(key, keyObject)
  }
  return keyObject
}

/** Signs a fresh access token for `claims`, issued now and valid `ttlSeconds`. */
export async function signAccessToken(
  claims: AccessClaims,
  key: Uint8Array,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
  now = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000)
  return new SignJWT({ typ: 'access', sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.subjectId)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(keyObjectOf(key))
}

/**
 * Verifies signature, algorithm (only HS256: a token may not choose `none` or another key type),
 * issuer, expiry and the claims' shapes. Never throws for a bad token.
 */
export async function verifyAccessToken(token: string, key: Uint8Array): Promise<AccessTokenResult> {
  try {
    const { payload } = await jwtVerify(token, keyObjectOf(key), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      requiredClaims: ['exp', 'sub'],
    })
    if (payload.typ !== 'access' || typeof payload.sid !== 'string' || !UUID.test(payload.sid) || !UUID.test(payload.sub ?? '')) {
      return { ok: false, failure: 'invalid' }
    }
    return { ok: true, claims: { subjectId: payload.sub!, sessionId: payload.sid } }
  } catch (error) {
    return { ok: false, failure: error instanceof errors.JWTExpired ? 'expired' : 'invalid' }
  }
}
