/**
 * The root route renders the whole document (no index.html): `<html lang>`, the head tags the
 * matched routes declare, the body and the router's scripts. Its `beforeLoad` puts the current
 * subject and the site settings in the context; on the server they are read in process and
 * dehydrated, so the browser never fetches them on load.
 */
import { createRootRouteWithContext, HeadContent, Scripts, useRouter, useRouterState } from '@tanstack/react-router'
import { type ReactNode, Suspense, useMemo } from 'react'
import { loadUiStrings, uiStrings } from '#web/i18n/ui-strings.ts'
import { GlobalErrorScreen } from '#web/site/global-error-screen.tsx'
import { LanguageProvider } from '#web/site/language-context.tsx'
import { type SiteNavigation, SiteNavigationProvider } from '#web/site/site-navigation.tsx'
import { splitLanguage } from '#web/site/languages.ts'
import { loadCrmForm } from '#web/crm/crm-form-loader.ts'
import { SessionKeeperSlot } from '#web/account/session-keeper-slot.tsx'
import { ToastRegion } from '#web/ui/toast.tsx'
import { DEFAULT_SITE_DESCRIPTION, DEFAULT_SITE_KEYWORDS, DEFAULT_SITE_TITLE, THEME_COLOR } from '#web/site/site-defaults.ts'
import type { RouterContext } from '../router-context.ts'
import { PageApiProvider } from '../site-services.tsx'
import { sessionQuery, siteSettingsQuery, subjectQuery } from '../site-queries.ts'

/** The document route every other route renders in. */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location }) => {
    const [subject, , site] = await Promise.all([
      // A signed-in visitor's form code is ready before the page renders (crm-form-loader.ts).
      context.queryClient.ensureQueryData(subjectQuery(context.api)).then(async (subject) => (subject === null ? subject : (await loadCrmForm(), subject))),
      context.queryClient.ensureQueryData(sessionQuery(context.api)),
      context.queryClient.ensureQueryData(siteSettingsQuery(context.api)),
      loadUiStrings(splitLanguage(location.pathname).language),
    ])
    return { subject, site }
  },
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { title: DEFAULT_SITE_TITLE },
      { name: 'description', content: DEFAULT_SITE_DESCRIPTION },
      { name: 'keywords', content: DEFAULT_SITE_KEYWORDS },
      { name: 'theme-color', content: THEME_COLOR },
    ],
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
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const { language } = splitLanguage(pathname)
  const navigation = useRouterNavigation()
  const { api } = useRouter().options.context as RouterContext
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
        <div className="flex min-h-dvh flex-col">
          <PageApiProvider api={api}>
            <SiteNavigationProvider navigation={navigation}>
              <LanguageProvider language={language}>
                {children}
                {/* It renders nothing of the page: in a boundary of its own, it hydrates after the
                    page's frame, in the browser's idle time, not in the first hydration task. */}
                <Suspense fallback={null}>
                  <SessionKeeperSlot />
                </Suspense>
              </LanguageProvider>
            </SiteNavigationProvider>
          </PageApiProvider>
        </div>
        <ToastRegion />
        <Scripts />
      </body>
    </html>
  )
}

// The location shown (while the next page loads, the one still on screen), and the router's way there.
function useRouterNavigation(): SiteNavigation {
  const router = useRouter()
  const path = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).pathname })
  const search = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).searchStr })
  return useMemo(() => ({ path, search, navigate: (href: string) => router.navigate({ href }) }), [router, path, search])
}
