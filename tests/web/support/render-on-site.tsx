/**
 * Renders a React element to HTML with the site's contexts (web/site/site-providers.tsx) at `url`,
 * so components that link (LocalizedLink), read the location or the page's data render as they
 * do on the site.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import type { PageApi, SessionSubject } from '#web/app/page-api.ts'
import { NO_SESSION, SessionStore } from '#web/app/session-store.ts'
import { loadUiStrings } from '#web/i18n/ui-strings.ts'
import { type Language, splitLanguage } from '#web/site/languages.ts'
import { SiteProviders } from '#web/site/site-providers.tsx'

/** A data source for elements that read none: any call fails the render. */
const noApi = new Proxy({} as PageApi, {
  get: (_target, name) => () => Promise.reject(new Error(`The element called the API (${String(name)}) without a test api`)),
})

/**
 * The HTML of `element` rendered on the page `url`, in the URL's language unless `language` is
 * given, with `context.api` as the data source, `context.queryClient` (a fresh one by default) as the cache
 * and `context.subject` (none by default) signed in.
 */
export async function renderOnSite(
  element: ReactNode,
  url = '/',
  language?: Language,
  context: { readonly api?: PageApi; readonly queryClient?: QueryClient; readonly subject?: SessionSubject | null } = {},
): Promise<string> {
  const lang = language ?? splitLanguage(url).language
  await loadUiStrings(lang)
  const location = new URL(url, 'http://site.invalid')
  const navigation = {
    path: location.pathname,
    search: location.search,
    navigate: () => Promise.reject(new Error('No navigation in a test render')),
  }
  const queryClient = context.queryClient ?? new QueryClient()
  const contexts = {
    session: new SessionStore({ subject: context.subject ?? null, session: NO_SESSION }),
    api: context.api ?? noApi,
    navigation,
    language: lang,
    queries: ({ children }: { readonly children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
  }
  return renderToString(<SiteProviders contexts={contexts}>{element}</SiteProviders>)
}
