/**
 * A dashboard panel's data: one GET of its module's admin-only route, with the admin's session,
 * cached briefly. The access engine is asked first (`is-authorized`, as for a model's page), so a
 * subject the route would refuse asks it nothing and the panel is left out (`refused`).
 */
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/api/api-request.ts'
import { useCurrentSubject } from '#web/app/use-current-subject.ts'
import { isAuthorized } from './admin-http.ts'

/** How long a panel's data stays fresh: coming back to the dashboard within it asks nothing. */
const FRESH_MS = 30_000

/** The `data` of `GET path` (its query string apart, the route); `refused` when the subject may not read it. */
export function useDashboardData<T>(path: string) {
  const subject = useCurrentSubject()
  const route = path.split('?')[0] ?? path
  const allowed = useQuery({
    queryKey: ['admin', 'may-read', route, subject?.id] as const,
    queryFn: () => isAuthorized('GET', route),
    enabled: subject?.id !== undefined,
  })
  const data = useQuery({
    queryKey: ['admin', 'dashboard', path],
    queryFn: () => apiRequest<T>({ method: 'GET', path }),
    staleTime: FRESH_MS,
    enabled: allowed.data === true,
  })
  return { ...data, error: allowed.error ?? data.error, refused: allowed.data === false }
}
