/**
 * React Query for the islands of a public page that use it (a cart, orders, chats, forms,
 * sign-in): one cache for every island of the page and the pages a navigation renders, made on
 * first need, so a page whose islands only read the session (web/app/session-store.ts) never
 * loads React Query (issue #9, JavaScript ≤ 100 KB). Loaded lazily, with such islands' code.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { queryClientDefaults } from '#runtime/client/query-client-defaults.ts'

let queryClient: QueryClient | undefined

/** The page's one query cache for islands. */
export function IslandQueries({ children }: { readonly children: ReactNode }) {
  queryClient ??= new QueryClient({ defaultOptions: queryClientDefaults })
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}
