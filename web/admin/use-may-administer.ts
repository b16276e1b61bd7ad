/**
 * Whether the signed-in subject may administer a model: the access engine is asked whether it
 * may create records of it (`is-authorized`), so the admin shows exactly what the API allows.
 */
import { useQuery } from '@tanstack/react-query'
import { isAuthorized } from './admin-http.ts'

/** `data` is true when the subject may create records at `route`. */
export function useMayAdminister(route: string | undefined, subjectId: string | undefined) {
  return useQuery({
    queryKey: ['admin', 'may-administer', route, subjectId] as const,
    queryFn: () => isAuthorized('POST', route ?? ''),
    enabled: route !== undefined && subjectId !== undefined,
  })
}
