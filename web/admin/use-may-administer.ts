/**
 * Whether the signed-in subject may administer a model: the access engine is asked whether it
 * may create records of it (`is-authorized`), so the admin shows exactly what the API allows.
 */
import { useQuery } from '@tanstack/react-query'
import { isAuthorized } from './admin-http.ts'

/** `data` is true when the subject may create records at `route` (`method` POST), or read them (GET: a model no one writes). */
export function useMayAdminister(route: string | undefined, subjectId: string | undefined, method: 'POST' | 'GET' = 'POST') {
  return useQuery({
    queryKey: ['admin', 'may-administer', route, subjectId, method] as const,
    queryFn: () => isAuthorized(method, route ?? ''),
    enabled: route !== undefined && subjectId !== undefined,
  })
}
