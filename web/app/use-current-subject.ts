/**
 * The signed-in subject for any component (SPEC §6: the cart icon, own orders, chats and the
 * request form show only for a current subject). It reads the query the server dehydrated with
 * the page, so it costs no request; `queryClient.invalidateQueries({ queryKey: subjectQuery(api).queryKey })`
 * after a sign-in or sign-out reads it again.
 */
import { useQuery } from '@tanstack/react-query'
import type { SessionSubject } from './page-api.ts'
import { subjectQuery } from './site-queries.ts'
import { useSiteServices } from './site-services.tsx'

/** The signed-in subject with its roles and identities, or null for a visitor. */
export function useCurrentSubject(): SessionSubject | null {
  const { api } = useSiteServices()
  return useQuery(subjectQuery(api)).data ?? null
}
