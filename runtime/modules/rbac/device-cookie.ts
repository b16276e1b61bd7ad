/**
 * The known-device cookie (issue #30 finding 9): a browser that signed in to an account before is
 * remembered by a cookie naming that account's subject id with an HMAC under the server's signing
 * key, so nobody can make one up. The per-account sign-in limit never holds such a browser back,
 * however many wrong passwords strangers send for the account. httpOnly, SameSite=Lax, Secure in
 * production, sent only to the authentication routes, kept a year; one browser remembers up to
 * {@link MAX_KNOWN_ACCOUNTS} accounts. It proves nothing but a past sign-in: the password (or the
 * wallet's signature) is still checked every time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { FastifyReply } from 'fastify'
import { type CredentialCarrier, requestCookies } from './request-credentials.ts'
import { REFRESH_COOKIE_PATH } from './session-cookies.ts'

/** The cookie's name. */
export const DEVICE_COOKIE = 'rbac.subject.device'

/** How long a browser stays known without signing in again. */
export const DEVICE_COOKIE_TTL_SECONDS = 365 * 24 * 60 * 60

/** How many accounts one browser remembers; the oldest goes first. */
export const MAX_KNOWN_ACCOUNTS = 5

const SEPARATOR = '~'

function mac(key: Uint8Array, subjectId: string): string {
  return createHmac('sha256', key).update(`rbac-known-device:v1:${subjectId}`).digest('base64url')
}

function validEntries(key: Uint8Array, value: string | undefined): string[] {
  if (value === undefined || value === '' || value.length > 1024) return []
  return value.split(SEPARATOR).filter((entry) => {
    const [subjectId, presented] = entry.split('.')
    if (subjectId === undefined || presented === undefined) return false
    const expected = Buffer.from(mac(key, subjectId))
    const given = Buffer.from(presented)
    return given.length === expected.length && timingSafeEqual(given, expected)
  })
}

/** The subjects the request's browser signed in to before (checked signatures only). */
export function knownSubjects(request: CredentialCarrier, key: Uint8Array): ReadonlySet<string> {
  return new Set(validEntries(key, requestCookies(request)[DEVICE_COOKIE]).map((entry) => entry.split('.')[0]!))
}

/** Remembers `subjectId` in the browser's cookie, after a successful sign-in. */
export function rememberDevice(request: CredentialCarrier, reply: FastifyReply, key: Uint8Array, subjectId: string, secure: boolean): void {
  const others = validEntries(key, requestCookies(request)[DEVICE_COOKIE]).filter((entry) => entry.split('.')[0] !== subjectId)
  const value = [`${subjectId}.${mac(key, subjectId)}`, ...others].slice(0, MAX_KNOWN_ACCOUNTS).join(SEPARATOR)
  reply.setCookie(DEVICE_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: REFRESH_COOKIE_PATH,
    maxAge: DEVICE_COOKIE_TTL_SECONDS,
  })
}
