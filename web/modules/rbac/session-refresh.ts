/**
 * The silent refresh (SPEC §4, §8; DESIGN "Authentication"): trades the refresh cookie for new
 * tokens without a toast. Calls made at the same time share one refresh, and tabs take turns
 * through a Web Lock: refresh tokens work once, so two tabs refreshing with the same one would
 * look like theft and end the session. A tab that waited for the lock first looks whether
 * another tab has just refreshed, and if so only adopts its times.
 */
import { refresh } from '#generated/client/routes/rbac.gen.ts'
import { ApiError } from '#runtime/client/api-error.ts'
import { applyAccessToken, currentSession, setSession, sharedSession } from './session-control.ts'

/** The outcome: `refreshed`, `ended` (no session any more: sign in again) or `offline` (try later). */
export type RefreshOutcome = 'refreshed' | 'ended' | 'offline'

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
  try {
    // The refresh cookie is the token; a 401 here is the answer, not something to refresh.
    applyAccessToken((await refresh({ body: {} }, { refreshOn401: false })).jwt)
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 400)) return 'ended'
    return 'offline'
  }
  return 'refreshed'
}

function withLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  return locks === undefined ? task() : locks.request(LOCK_NAME, task)
}
