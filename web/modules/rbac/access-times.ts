/**
 * The issue and expiry times of an access token, read from its payload without verifying it: the
 * browser only schedules the next refresh with them (the server verifies every token it gets).
 */
import type { SessionState } from '#web/app/page-api.ts'

/** The session state a fresh access token gives: its times, nothing to resume. */
export function sessionOfToken(jwt: string): SessionState | undefined {
  const payload = jwt.split('.')[1]
  if (payload === undefined) return undefined
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { iat?: unknown; exp?: unknown }
    if (typeof claims.iat !== 'number' || typeof claims.exp !== 'number') return undefined
    return { accessIssuedAt: claims.iat * 1000, accessExpiresAt: claims.exp * 1000, resumable: false }
  } catch {
    return undefined
  }
}

/**
 * When to refresh a token: shortly before it expires, by a quarter of its lifetime and at most a
 * minute, so a 15-minute token is renewed at 14 minutes and a 20-second one at 15 seconds.
 */
export function refreshDueAt(session: SessionState): number | undefined {
  if (session.accessExpiresAt === null || session.accessIssuedAt === null) return undefined
  const lifetime = session.accessExpiresAt - session.accessIssuedAt
  return session.accessExpiresAt - Math.min(60_000, lifetime / 4)
}
