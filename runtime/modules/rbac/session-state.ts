/**
 * What a page render knows about the visitor's session besides the subject: when the access
 * token expires (so the browser refreshes it shortly before), or that it is gone while the
 * session can still be resumed (so the header shows a skeleton, not a Login button, until the
 * browser has resumed it). Read from the request's cookies and its verified principal.
 */
import { decodeJwt } from 'jose'
import type { Principal } from '#runtime/access/principal.ts'
import { type CredentialCarrier, presentedAccessToken, requestCookies } from './request-credentials.ts'
import { SESSION_HINT_COOKIE } from './session-cookies.ts'

/** A session as the browser may know it: times only, never a token. */
export interface SessionState {
  /** The access token's issue and expiry times (ms since the epoch), when the request has a valid one. */
  readonly accessIssuedAt: number | null
  readonly accessExpiresAt: number | null
  /** No valid access token, but the session cookie says a session may be resumed. */
  readonly resumable: boolean
}

/** No session at all. */
export const NO_SESSION: SessionState = { accessIssuedAt: null, accessExpiresAt: null, resumable: false }

/** The session state of `request`, whose principal has been verified as `principal`. */
export function sessionStateOf(request: CredentialCarrier, principal: Principal): SessionState {
  const presented = presentedAccessToken(request)
  if (principal.kind === 'subject' && presented !== undefined) {
    const { iat, exp } = decodeJwt(presented.token)
    return { accessIssuedAt: (iat ?? 0) * 1000, accessExpiresAt: (exp ?? 0) * 1000, resumable: false }
  }
  return { ...NO_SESSION, resumable: principal.kind !== 'subject' && Boolean(requestCookies(request)[SESSION_HINT_COOKIE]) }
}
