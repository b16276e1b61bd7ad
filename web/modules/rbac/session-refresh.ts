/**
 * The silent refresh (SPEC §4, §8; DESIGN "Authentication"): trades the refresh cookie for new
 * tokens without a toast. Calls made at the same time share one refresh, and tabs take turns
 * through a Web Lock: refresh tokens work once, so two tabs refreshing with the same one would
 * look like theft and end the session. A tab that waited for the lock first looks whether
 * another tab has just refreshed, and if so only adopts its times.
 */
import { applyAccessToken, currentSession, setSession, sharedSession } from './session-control.ts'

/** The outcome: `refreshed`, `ended` (no session any more: sign in again) or `offline` (try later). */
export type RefreshOutcome = 'refreshed' | 'ended' | 'offline'

const REFRESH_URL = '/api/rbac/subjects/authentication/refresh'
const LOCK_NAME = 'tessera-session-refresh'

let inFlight: Promise<RefreshOutcome> | undefined

/** Refreshes the session once, however many callers ask at the same time. */
export function refreshSession(): Promise<RefreshOutcome> {
  inFlight ??= withLock(refreshNow).finally(() => {
    inFlight = undefined
  })
  return inFlight
}

async function refreshNow(): Promise<RefreshOutcome> {
  const known = currentSession().accessExpiresAt ?? 0
  const shared = sharedSession()
  // Another tab refreshed while this one waited: its cookies are this tab's cookies too.
  if (shared !== undefined && shared.accessExpiresAt! > known && shared.accessExpiresAt! - Date.now() > 5_000) {
    setSession(shared)
    return 'refreshed'
  }
  let response: Response
  try {
    response = await fetch(REFRESH_URL, {
      method: 'POST',
      credentials: 'include',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: '{}',
    })
  } catch {
    return 'offline'
  }
  if (response.status === 401 || response.status === 400) return 'ended'
  if (!response.ok) return 'offline'
  const body = (await response.json()) as { data: { jwt: string } }
  applyAccessToken(body.data.jwt)
  return 'refreshed'
}

function withLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  return locks === undefined ? task() : locks.request(LOCK_NAME, task)
}
