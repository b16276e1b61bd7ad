/**
 * Where the root document mounts the session: it binds the page's query cache for web/account
 * (session-control.ts) and loads the {@link SessionKeeper} only when there is a session to keep
 * (an access token's times, or a session to resume), so a visitor's page never loads its code.
 * The wallet's session rules are watched here too (wallet-session-watch.tsx).
 */
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useEffect } from 'react'
import { sessionQuery } from '#web/app/site-queries.ts'
import { useSiteServices } from '#web/app/site-services.tsx'
import { bindSession } from './session-control.ts'
import { useHydrated } from './use-hydrated.ts'
import { useSiteNavigate } from './use-site-navigate.ts'
import { WalletSessionWatch } from './wallet-session-watch.tsx'

const SessionKeeper = lazy(() => import('./session-keeper.tsx').then((module) => ({ default: module.SessionKeeper })))

/** The session keeper, loaded once a session exists. */
export function SessionKeeperSlot() {
  const { queryClient, api } = useSiteServices()
  const navigate = useSiteNavigate()
  useEffect(() => bindSession({ queryClient, api, goHome: () => void navigate('/') }), [queryClient, api, navigate])
  const session = useQuery(sessionQuery(api)).data
  const hydrated = useHydrated()
  const keeping = hydrated && session !== undefined && (session.accessExpiresAt !== null || session.resumable)
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
