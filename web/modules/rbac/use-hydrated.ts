/**
 * False on the server and during hydration, true after: parts that load code lazily render their
 * stand-in until then, so the server's HTML and the hydrating render match and React never has
 * to give up a server-rendered Suspense boundary.
 */
import { useSyncExternalStore } from 'react'

const noSubscription = () => () => undefined

/** Whether the page has hydrated. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
