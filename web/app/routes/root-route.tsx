/**
 * The root route renders the whole document (no index.html): `<html lang>`, the head tags the
 * matched routes declare, the body and the router's scripts. Its `beforeLoad` puts the current
 * subject and the site settings in the context; on the server they are read in process and sent
 * with the page (the admin's app: dehydrated; a public page: as its page data, with islands
 * instead of the app, site-document.tsx), so the browser never fetches them on load.
 */
import { createRootRouteWithContext, HeadContent, Scripts, useRouter, useRouterState } from '@tanstack/react-router'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, Suspense, useCallback, useMemo } from 'react'
import { loadUiStrings, uiStrings } from '#web/i18n/ui-strings.ts'
import { GlobalErrorScreen } from '#web/site/global-error-screen.tsx'
import { LanguageProvider } from '#web/site/language-context.tsx'
import { IslandRendererProvider } from '#web/site/island.tsx'
import { QueriesProvided } from '#web/site/with-queries.tsx'
import { type SiteNavigation, SiteNavigationProvider } from '#web/site/site-navigation.tsx'
import { SITE_BODY_ID, type SitePageData } from '#web/site/site-page-data.ts'
import { isAdminPath } from '#web/site/site-paths.ts'
import { splitLanguage } from '#web/site/languages.ts'
import { beforeSignedInRender } from '#web/site/site-hooks.ts'
import { SessionKeeperSlot } from '#web/modules/rbac/session-keeper-slot.tsx'
import { ToastRegion } from '#web/ui/toast.tsx'
import { siteDefaultMeta } from '#web/site/page-head.ts'
import type { PageApi } from '../page-api.ts'
import type { RouterContext } from '../router-context.ts'
import { createIslandRenderer, SiteScripts } from '../site-document.tsx'
import { pageQuery, sessionQuery, siteSettingsQuery, subjectQuery } from '../site-queries.ts'
import { PageApiProvider } from '../page-api-context.tsx'
import { type SessionStore, SessionStoreProvider } from '../session-store.ts'

/** The document route every other route renders in. */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location }) => {
    const [subject, session, site] = await Promise.all([
      // A signed-in visitor's form code is ready before the page renders (crm-form-loader.ts).
      context.queryClient.ensureQueryData(subjectQuery(context.api)).then(async (subject) => {
        if (subject !== null) await beforeSignedInRender()
        return subject
      }),
      context.queryClient.ensureQueryData(sessionQuery(context.api)),
      context.queryClient.ensureQueryData(siteSettingsQuery(context.api)),
      loadUiStrings(splitLanguage(location.pathname).language),
    ])
    context.session.initialize({ subject, session })
    return { subject: context.session.get().subject, site }
  },
  // The defaults in the language of the URL (the deepest match's), which a page's own tags override:
  // a page that could not be read (a database outage) still has a head in its visitor's language.
  head: ({ matches }) => ({
    meta: [{ charSet: 'utf-8' }, ...siteDefaultMeta(splitLanguage(matches.at(-1)?.pathname ?? '/').language)],
    links: [
      { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ],
  }),
  // The shell wraps the error screen too, so even a failed root load answers a whole document.
  shellComponent: RootDocument,
  errorComponent: GlobalErrorScreen,
})

function RootDocument({ children }: { readonly children: ReactNode }) {
  const router = useRouter()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const { language } = splitLanguage(pathname)
  const navigation = useRouterNavigation()
  const { api, queryClient, session, siteDocument } = router.options.context as RouterContext
  // A public page is sent with islands, not the router's app (site-document.tsx).
  const islands = router.isServer ? siteDocument : undefined
  const page = (
    <SessionStoreProvider store={session}>
      <QueriesProvided>
        <PageApiProvider api={api}>
          <SiteNavigationProvider navigation={navigation}>
            <LanguageProvider language={language}>
              {children}
              {/* It renders nothing of the page: in a boundary of its own, it hydrates after the
                  page's frame, in the browser's idle time, not in the first hydration task. The site
                  entry mounts it on a public page. */}
              {islands === undefined && (
                <Suspense fallback={null}>
                  <SessionKeeperSlot />
                </Suspense>
              )}
            </LanguageProvider>
          </SiteNavigationProvider>
        </PageApiProvider>
      </QueriesProvided>
    </SessionStoreProvider>
  )
  return (
    <html lang={language}>
      <head>
        <HeadContent />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-background px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:ring-[3px] focus:ring-ring/60"
        >
          {uiStrings(language).skipToContent}
        </a>
        <div id={SITE_BODY_ID} className="flex min-h-dvh flex-col">
          {islands === undefined ? (
            page
          ) : (
            <IslandRendererProvider
              render={createIslandRenderer(islands, {
                session,
                api,
                navigation,
                queries: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
              })}
            >
              {page}
            </IslandRendererProvider>
          )}
        </div>
        {islands === undefined ? (
          <>
            <ToastRegion />
            <Scripts />
          </>
        ) : (
          <SiteScripts options={islands} data={sitePageData(queryClient, api, session, pathname)} />
        )}
      </body>
    </html>
  )
}

// The location shown (while the next page loads, the one still on screen), and the router's way there.
function useRouterNavigation(): SiteNavigation {
  const router = useRouter()
  const path = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).pathname })
  const search = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).searchStr })
  // The admin's app shows only its own pages: a site page is loaded as a document.
  const navigate = useCallback(
    async (href: string) =>
      isAdminPath(new URL(href, window.location.href).pathname) ? router.navigate({ href }) : window.location.assign(href),
    [router],
  )
  return useMemo(() => ({ path, search, navigate }), [navigate, path, search])
}

// What the server read for this page, for its islands.
function sitePageData(queryClient: QueryClient, api: PageApi, session: SessionStore, pathname: string): SitePageData {
  return {
    page: queryClient.getQueryData(pageQuery(api, pathname).queryKey) ?? null,
    ...session.get(),
    site: queryClient.getQueryData(siteSettingsQuery(api).queryKey) ?? { publicUrl: '' },
  }
}
