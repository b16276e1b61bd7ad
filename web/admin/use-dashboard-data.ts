/** A dashboard panel's data: one GET of its module's admin-only route, with the admin's session, cached briefly. */
import { useQuery } from '@tanstack/react-query'
import { defaultHttpClient } from '#runtime/client/http-client.ts'

/** How long a panel's data stays fresh: coming back to the dashboard within it asks nothing. */
const FRESH_MS = 30_000

/** The `data` of `GET path`. */
export function useDashboardData<T>(path: string) {
  return useQuery({
    queryKey: ['admin', 'dashboard', path],
    queryFn: async () => (await defaultHttpClient.request<{ data: T }>({ method: 'GET', path })).data,
    staleTime: FRESH_MS,
  })
}
