/**
 * The React Query options of the site's three reads. The server fills them while rendering and
 * they are dehydrated into the HTML, so hydration finds every one of them in the cache.
 */
import { queryOptions } from '@tanstack/react-query'
import { sendAsJson } from './dehydrated-json.ts'
import type { PageApi } from './page-api.ts'

/** The key every resolved page's query starts with. */
export const PAGES_QUERY_KEY = ['host', 'pages', 'resolve'] as const

/**
 * The resolved page of `url` (pathname with its language prefix, if any). It is resolved for the
 * caller (private content only for those who may read it), so a change of subject reads it again.
 * It is dehydrated into the HTML as JSON text (dehydrated-json.ts).
 */
export function pageQuery(api: PageApi, url: string) {
  return queryOptions({ queryKey: [...PAGES_QUERY_KEY, url] as const, queryFn: async () => sendAsJson(await api.resolvePage(url)) })
}

/** The signed-in subject, or null. */
export function subjectQuery(api: PageApi) {
  return queryOptions({ queryKey: ['rbac', 'subjects', 'authentication', 'me'] as const, queryFn: () => api.currentSubject() })
}

/** The session's timing; never refetched, web/modules/rbac writes it after each sign-in and refresh. */
export function sessionQuery(api: PageApi) {
  return queryOptions({
    queryKey: ['rbac', 'subjects', 'authentication', 'session'] as const,
    queryFn: () => api.session(),
    staleTime: Infinity,
  })
}

/** The site settings; they never change while a page is open. */
export function siteSettingsQuery(api: PageApi) {
  return queryOptions({ queryKey: ['site', 'settings'] as const, queryFn: () => api.siteSettings(), staleTime: Infinity })
}
