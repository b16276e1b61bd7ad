/**
 * Where the root document mounts the session: it binds the page's session store for web/modules/rbac
 * (session-control.ts) and loads the {@link SessionKeeper} only when there is a session to keep
 * (an access token's times, or a session to resume), so a visitor's page never loads its code.
 * The wallet's session rules are watched here too (wallet-session-watch.tsx).
 */
import { lazy, Suspense, useEffect } from 'react'
import { usePageApi } from '#web/app/page-api-context.tsx'
import { useSessionSnapshot, useSessionStore } from '#web/app/session-store.ts'
import { bindSession } from './session-control.ts'
import { useHydrated } from './use-hydrated.ts'
import { useSiteNavigate } from './use-site-navigate.ts'
import { WalletSessionWatch } from './wallet-session-watch.tsx'

const SessionKeeper = lazy(() => import('./session-keeper.tsx').then((module) => ({ default: module.SessionKeeper })))

/** The session keeper, loaded once a session exists. */
export function SessionKeeperSlot() {
  const store = useSessionStore()
  const api = usePageApi()
  const navigate = useSiteNavigate()
  useEffect(() => bindSession({ store, api, goHome: () => void navigate('/') }), [store, api, navigate])
  const { session } = useSessionSnapshot()
  const hydrated = useHydrated()
  const keeping = hydrated && (session.accessExpiresAt !== null || session.resumable)
  return (
    <>
      <WalletSessionWatch />
      {keeping && (
        <Suspense fallback={null}>
          <SessionKeeper />
        </Suspense>
      )}
    </>
  )
}
