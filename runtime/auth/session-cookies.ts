/**
 * The session cookies (DESIGN "Authentication"). Both are httpOnly (no script, so no XSS, can read
 * them), SameSite=Lax, Secure in production, and expire with what they hold. The refresh cookie
 * is sent only to the authentication routes that use it, so no other request ever carries it.
 */
import type { FastifyReply } from 'fastify'
import { ACCESS_TOKEN_TTL_SECONDS } from './access-token.ts'
import { SESSION_TTL_SECONDS } from './session-lifetime.ts'

/** The access token cookie; the name the spec gives. */
export const ACCESS_COOKIE = 'rbac.subject.jwt'

/** The refresh token cookie. */
export const REFRESH_COOKIE = 'rbac.subject.refresh'

/** The only path the refresh cookie is sent to: init, refresh and logout live below it. */
export const REFRESH_COOKIE_PATH = '/api/rbac/subjects/authentication'

/** A freshly issued token pair. */
export interface SessionTokens {
  readonly jwt: string
  readonly refresh: string
}

/** Sets both cookies for `tokens`. */
export function setSessionCookies(reply: FastifyReply, tokens: SessionTokens, secure: boolean): void {
  reply.setCookie(ACCESS_COOKIE, tokens.jwt, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: ACCESS_TOKEN_TTL_SECONDS })
  reply.setCookie(REFRESH_COOKIE, tokens.refresh, {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: SESSION_TTL_SECONDS,
  })
}

/** Expires both cookies (same attributes, or browsers keep them). */
export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(ACCESS_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure })
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure })
}
