/**
 * Reads the access token a request presents. `Authorization: Bearer` wins over the cookie: a
 * client that sends a header chose it, and a header cannot be attached by a cross-site form.
 */
import type { CredentialSource } from '#runtime/access/principal.ts'
import { ACCESS_COOKIE, REFRESH_COOKIE, SESSION_HINT_COOKIE } from './session-cookies.ts'

/** The parts of a request credentials are read from (a Fastify request has them). */
export interface CredentialCarrier {
  readonly headers: Readonly<Record<string, string | string[] | undefined>>
  readonly cookies?: Readonly<Record<string, string | undefined>>
}

/** A presented access token and where it came from. */
export interface PresentedToken {
  readonly token: string
  readonly source: CredentialSource
}

const BEARER = /^Bearer[ \t]+([A-Za-z0-9._~+/=-]+)[ \t]*$/i

/** The presented access token, if any. */
export function presentedAccessToken(request: CredentialCarrier): PresentedToken | undefined {
  const authorization = request.headers.authorization
  if (typeof authorization === 'string') {
    const match = BEARER.exec(authorization)
    if (match?.[1] !== undefined) return { token: match[1], source: 'bearer' }
  }
  const cookie = request.cookies?.[ACCESS_COOKIE]
  return cookie !== undefined && cookie !== '' ? { token: cookie, source: 'cookie' } : undefined
}

/**
 * Whether the request carries a session cookie: what the CSRF rule looks at, and what makes a
 * page personal (not cached; the hint alone means the page renders a session being resumed).
 */
export function carriesSessionCookie(request: CredentialCarrier): boolean {
  const cookies = request.cookies ?? {}
  return Boolean(cookies[ACCESS_COOKIE]) || Boolean(cookies[REFRESH_COOKIE]) || Boolean(cookies[SESSION_HINT_COOKIE])
}
