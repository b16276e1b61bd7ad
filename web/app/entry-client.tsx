/**
 * The browser entry: hydrates the server's document. The dehydrated state holds the page, the
 * subject and the site settings, so hydration makes no API call; the widget chunks of the pages
 * in it and the page language's UI strings are loaded first, so hydration renders exactly what
 * the server did (with a signed-in visitor's form code). It starts after the browser has painted the server's page once.
 */
import '@vitejs/plugin-react/preamble'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { hydrateRoot } from 'react-dom/client'
import type { ResolvedPage } from '#runtime/pages/resolved-page.ts'
import { loadCrmForm } from '#web/crm/crm-form-loader.ts'
import { loadUiStrings } from '#web/i18n/ui-strings.ts'
import { splitLanguage } from '#web/site/languages.ts'
import { loadPageWidgets } from '#web/site/page-widgets.ts'
import { browserPageApi } from './browser-page-api.ts'
import { createAppRouter } from './create-app-router.tsx'
import { subjectQuery } from './site-queries.ts'
import './styles.css'

const router = createAppRouter(browserPageApi)
const hydrateQueries = router.options.hydrate
router.options.hydrate = async (dehydrated) => {
  await hydrateQueries?.(dehydrated)
  const queryClient = router.options.context.queryClient
  const pages = queryClient.getQueriesData<ResolvedPage>({ queryKey: ['host', 'pages', 'resolve'] })
  const subject = queryClient.getQueryData(subjectQuery(browserPageApi).queryKey)
  await Promise.all([
    subject === null || subject === undefined ? undefined : loadCrmForm(),
    loadUiStrings(splitLanguage(window.location.pathname).language),
    ...pages.flatMap(([, page]) => (page === undefined ? [] : [loadPageWidgets(page)])),
  ])
}

// Hydration is one long task: the server's page, with its main image, is painted first.
requestAnimationFrame(() => setTimeout(() => hydrateRoot(document, <RouterClient router={router} />), 0))
