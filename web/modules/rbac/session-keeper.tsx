/**
 * Keeps the browser's session alive (SPEC §4, DESIGN "Authentication"), mounted by the root
 * document while there is a session (session-keeper-slot.tsx). It refreshes the access token shortly before it expires, again when a page
 * comes back from the background past that time, and resumes the session at once when the page
 * was rendered without a valid access token but with a session to resume. A refresh that finds
 * the session over signs the page out and goes home; all of it without a toast.
 */
import { useEffect } from 'react'
import { useSessionSnapshot } from '#web/app/session-store.ts'
import { refreshDueAt } from './access-times.ts'
import { endSession, reloadSubject } from './session-control.ts'
import { refreshSession } from './session-refresh.ts'

// A failed attempt for lack of network is tried again after this long.
const OFFLINE_RETRY_MS = 30_000

/** Renders nothing; schedules refreshes. */
export function SessionKeeper() {
  const { session } = useSessionSnapshot()

  const dueAt = refreshDueAt(session)
  const resumable = session.resumable

  useEffect(() => {
    if (!resumable && dueAt === undefined) return
    let timer: ReturnType<typeof setTimeout> | undefined
    let cancelled = false
    const run = async () => {
      const outcome = await refreshSession()
      // Done whatever happens to this effect meanwhile: the refresh itself re-runs it.
      if (outcome === 'refreshed' && resumable) await reloadSubject()
      if (outcome === 'ended') endSession({ goHome: true })
      if (outcome === 'offline' && !cancelled) timer = setTimeout(() => void run(), OFFLINE_RETRY_MS)
    }
    const schedule = () => {
      clearTimeout(timer)
      timer = setTimeout(() => void run(), resumable ? 0 : Math.max(0, dueAt! - Date.now()))
    }
    // Timers of a page in the background are slowed down; coming back past the time refreshes now.
    const onVisible = () => {
      if (document.visibilityState === 'visible') schedule()
    }
    schedule()
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      cancelled = true
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [resumable, dueAt])

  return null
}
