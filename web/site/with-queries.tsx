/**
 * Where a part of the site that uses React Query gets its cache. On the server and in the
 * admin's app the router provides it (marked with {@link QueriesProvided}); on a public page the
 * browser loads React Query only for the islands that use it (web/app/island-queries.tsx): the site entry
 * loads it before hydrating such islands, so they hydrate with the tree the server rendered, and
 * a part that needs it only later (the cart once the visitor signs in) loads it then.
 */
import { createContext, lazy, type ReactNode, Suspense, useContext } from 'react'
import type { QueriesProvider } from './site-providers.tsx'

const QueriesProvidedContext = createContext(false)

/** Marks `children` as under a query cache's provider. */
export function QueriesProvided({ children }: { readonly children: ReactNode }) {
  return <QueriesProvidedContext.Provider value={true}>{children}</QueriesProvidedContext.Provider>
}

let loaded: QueriesProvider | undefined

/** Loads the islands' query cache provider (once). */
export async function loadIslandQueries(): Promise<QueriesProvider> {
  loaded ??= (await import('#web/app/island-queries.tsx')).IslandQueries
  return loaded
}

const LazyIslandQueries = lazy(async () => ({ default: await loadIslandQueries() }))

/** `children` with a query cache. */
export function WithQueries({ children }: { readonly children: ReactNode }) {
  if (useContext(QueriesProvidedContext)) return children
  if (loaded !== undefined) {
    const Queries = loaded
    return <Queries>{children}</Queries>
  }
  return (
    <Suspense fallback={null}>
      <LazyIslandQueries>{children}</LazyIslandQueries>
    </Suspense>
  )
}
