/**
 * The admin's browser entry (public pages use entry-site.tsx, islands): hydrates the server's document. The dehydrated state holds the page, the
 * subject and the site settings, so hydration makes no API call; the widget chunks of the pages
 * in it and the page language's UI strings are loaded first, so hydration renders exactly what
 * the server did (with a signed-in visitor's form code).
 *
 * The document imports this module once it has painted (web/server/router-manifest.ts). The work
 * is then cut into tasks, so that a tap or a scroll between them is answered at once: this
 * module's own evaluation, making the router, React's first pass, reading the page's data,
 * starting the widget chunks (a few at a time), and hydrating (React hydrates each widget's
 * Suspense boundary in slices of its own).
 */
import './zod-without-eval.ts'
import '@vitejs/plugin-react/preamble'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { hydrateRoot } from 'react-dom/client'
import type { ResolvedPage } from '#contract/routes/host/resolved-page.ts'
import { beforeSignedInRender } from '#web/site/site-hooks.ts'
import { loadUiStrings } from '#web/i18n/ui-strings.ts'
import { splitLanguage } from '#web/site/languages.ts'
import { nextTask } from '#web/site/main-thread-slices.ts'
import { loadPageWidgets } from '#web/site/page-widgets.ts'
import { browserPageApi } from './browser-page-api.ts'
import { createAppRouter } from './create-app-router.tsx'
import { sessionQuery, subjectQuery } from './site-queries.ts'
import './styles.css'

function createRouter() {
  const router = createAppRouter(browserPageApi)
  const hydrateQueries = router.options.hydrate
  router.options.hydrate = async (dehydrated) => {
    // Each step in a task of its own: React's first pass, reading the page's data, starting its chunks.
    await nextTask()
    await hydrateQueries?.(dehydrated)
    await nextTask()
    const queryClient = router.options.context.queryClient
    const pages = queryClient.getQueriesData<ResolvedPage>({ queryKey: ['host', 'pages', 'resolve'] })
    const subject = queryClient.getQueryData(subjectQuery(browserPageApi).queryKey)
    const session = queryClient.getQueryData(sessionQuery(browserPageApi).queryKey)
    // The session store renders what the server rendered from the first pass on.
    if (subject !== undefined && session !== undefined) router.options.context.session.initialize({ subject, session })
    await Promise.all([
      subject === null || subject === undefined ? undefined : beforeSignedInRender(),
      loadUiStrings(splitLanguage(window.location.pathname).language),
      ...pages.flatMap(([, page]) => (page === undefined ? [] : [loadPageWidgets(page)])),
    ])
  }
  return router
}

setTimeout(() => {
  const router = createRouter()
  setTimeout(() => hydrateRoot(document, <RouterClient router={router} />), 0)
}, 0)
