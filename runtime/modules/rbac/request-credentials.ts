/**
 * Reads the access token a request presents. `Authorization: Bearer` wins over the cookie: a
 * client that sends a header chose it, and a header cannot be attached by a cross-site form.
 *
 * Cookies are parsed when something first reads them ({@link requestCookies}), not by a hook on
 * every request: a public read never looks at them, and the API's hottest requests are those.
 */
import { fastifyCookie } from '@fastify/cookie'
import type { CredentialSource } from '#runtime/access/principal.ts'
import { ACCESS_COOKIE, REFRESH_COOKIE, SESSION_HINT_COOKIE } from './session-cookies.ts'

/** The parts of a request credentials are read from (a Fastify request has them). */
export interface CredentialCarrier {
  readonly headers: Readonly<Record<string, string | string[] | undefined>>
  /** The parsed cookies once {@link requestCookies} (or @fastify/cookie setting one) read them. */
  cookies?: Readonly<Record<string, string | undefined>> | null
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
  const cookie = requestCookies(request)[ACCESS_COOKIE]
  return cookie !== undefined && cookie !== '' ? { token: cookie, source: 'cookie' } : undefined
}

/**
 * Whether the request carries a session cookie: what the CSRF rule looks at, and what makes a
 * page personal (not cached; the hint alone means the page renders a session being resumed).
 */
export function carriesSessionCookie(request: CredentialCarrier): boolean {
  const cookies = requestCookies(request)
  return Boolean(cookies[ACCESS_COOKIE]) || Boolean(cookies[REFRESH_COOKIE]) || Boolean(cookies[SESSION_HINT_COOKIE])
}

/**
 * The request's cookies, parsed on the first call (by @fastify/cookie's parser, which its plugin
 * loads when an app registers it) and kept on the request for later ones.
 */
export function requestCookies(request: CredentialCarrier): Readonly<Record<string, string | undefined>> {
  if (request.cookies != null) return request.cookies
  const header = request.headers.cookie
  return (request.cookies = typeof header === 'string' && header !== '' ? fastifyCookie.parse(header) : {})
}
