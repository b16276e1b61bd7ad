/**
 * The session cookies (DESIGN "Authentication"). All are httpOnly (no script, so no XSS, can read
 * them), SameSite=Lax, Secure in production, and expire with what they hold. The refresh cookie
 * is sent only to the authentication routes that use it, so no other request ever carries it.
 * A third cookie holds no secret: it only says that a session exists, so a page rendered after the
 * access token expired knows to resume the session (a skeleton, not a signed-out header).
 */
import type { FastifyReply } from 'fastify'
import { SESSION_TTL_SECONDS } from '#contract/routes/rbac/session-times.ts'

/** The access token cookie; the name the spec gives. */
export const ACCESS_COOKIE = 'rbac.subject.jwt'

/** The refresh token cookie. */
export const REFRESH_COOKIE = 'rbac.subject.refresh'

/** Present (value `1`) while a session may be resumed; it lives as long as the refresh token. */
export const SESSION_HINT_COOKIE = 'rbac.subject.session'

/** The only path the refresh cookie is sent to: init, refresh and logout live below it. */
export const REFRESH_COOKIE_PATH = '/api/rbac/subjects/authentication'

/** A freshly issued token pair. */
export interface SessionTokens {
  readonly jwt: string
  readonly refresh: string
}

/** How the cookies are set. */
export interface SessionCookieOptions {
  /** `Secure` in production. */
  readonly secure: boolean
  /** The access token's lifetime, so its cookie goes with it. */
  readonly accessTtlSeconds: number
}

/** Sets the cookies for `tokens`. */
export function setSessionCookies(reply: FastifyReply, tokens: SessionTokens, options: SessionCookieOptions): void {
  const base = { httpOnly: true, sameSite: 'lax', secure: options.secure } as const
  reply.setCookie(ACCESS_COOKIE, tokens.jwt, { ...base, path: '/', maxAge: options.accessTtlSeconds })
  reply.setCookie(REFRESH_COOKIE, tokens.refresh, { ...base, path: REFRESH_COOKIE_PATH, maxAge: SESSION_TTL_SECONDS })
  reply.setCookie(SESSION_HINT_COOKIE, '1', { ...base, path: '/', maxAge: SESSION_TTL_SECONDS })
}

/** Expires the cookies (same attributes, or browsers keep them). */
export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  const base = { httpOnly: true, sameSite: 'lax', secure } as const
  reply.clearCookie(ACCESS_COOKIE, { ...base, path: '/' })
  reply.clearCookie(REFRESH_COOKIE, { ...base, path: REFRESH_COOKIE_PATH })
  reply.clearCookie(SESSION_HINT_COOKIE, { ...base, path: '/' })
}
