/**
 * Renders a React element to HTML inside a real TanStack router at `url` (memory history), so
 * components that link (LocalizedLink) or read the location render as they do on the site.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { loadUiStrings } from '#web/i18n/ui-strings.ts'
import { LanguageProvider } from '#web/site/language-context.tsx'
import { type Language, splitLanguage } from '#web/site/languages.ts'

/**
 * The HTML of `element` rendered on the page `url`, in the URL's language unless `language` is
 * given; `context` becomes the router context, and its `queryClient` (a fresh one by default) is provided.
 */
export async function renderInRouter(
  element: ReactNode,
  url = '/',
  language?: Language,
  context: Readonly<Record<string, unknown>> = {},
): Promise<string> {
  const lang = language ?? splitLanguage(url).language
  await loadUiStrings(lang)
  const queryClient = (context.queryClient as QueryClient | undefined) ?? new QueryClient()
  const rootRoute = createRootRoute({ component: () => <LanguageProvider language={lang}>{element}</LanguageProvider> })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [url] }),
    isServer: true,
    context: { ...context, queryClient },
  })
  await router.load()
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}
