/**
 * One router per server request and one per page load in the browser, each with its own
 * QueryClient (a shared one would leak one visitor's data into another's page). React Query uses
 * the settings of SPEC §7/§9 (runtime/client/query-client-defaults.ts); for the admin's app the SSR
 * integration dehydrates the cache into the HTML and hydrates it back.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { queryClientDefaults } from '#runtime/client/query-client-defaults.ts'
import { deserializeQueryData, serializeQueryData } from './dehydrated-json.ts'
import type { PageApi } from './page-api.ts'
import type { RouterContext } from './router-context.ts'
import { onSubjectChange, SessionStore } from './session-store.ts'
import { PAGES_QUERY_KEY } from './site-queries.ts'
import type { SiteDocumentOptions } from './site-document.tsx'
import { routeTree } from './route-tree.ts'

/** Search params stay plain strings (`?code=123` stays `123`), as links and the API expect. */
function parseSearch(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search))
}

function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) if (value !== undefined && value !== null) params.set(key, String(value))
  const text = params.toString()
  return text === '' ? '' : `?${text}`
}

/** The app's router over `api`; on the server, `siteDocument` when the request is for a public page (site-document.tsx). */
export function createAppRouter(api: PageApi, siteDocument?: SiteDocumentOptions, nonce?: string) {
  const queryClient = new QueryClient({ defaultOptions: queryClientDefaults })
  const session = new SessionStore()
  // Pages are resolved for their reader: the open one is read again for a new subject, the others when next shown.
  onSubjectChange(session, () => void queryClient.invalidateQueries({ queryKey: PAGES_QUERY_KEY }))
  const router = createRouter({
    routeTree,
    context: { queryClient, api, session, siteDocument } satisfies RouterContext,
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    // React Query decides freshness; the router always asks it (notes-ssr.md, pitfall 1).
    defaultPreloadStaleTime: 0,
    // Client navigations keep and restore scroll positions. The server's document does not carry the
    // router's inline restoring script: it reads sessionStorage (a synchronous call to the browser
    // process) before the page can paint, and a reloaded or revisited document gets its position
    // back from the browser itself, as the router hands restoration back to it when a page is left.
    scrollRestoration: () => typeof document !== 'undefined',
    // The server's inline scripts (hydration, the entry's loader) carry the page policy's nonce.
    ...(nonce === undefined ? {} : { ssr: { nonce } }),
  })
  if (siteDocument === undefined) {
    setupRouterSsrQueryIntegration({
      router,
      queryClient,
      dehydrateOptions: { serializeData: serializeQueryData },
      hydrateOptions: { defaultOptions: { deserializeData: deserializeQueryData } },
    })
  } else {
    // A public page carries its data itself (site-document.tsx): nothing is dehydrated or streamed.
    router.options.Wrap = ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  }
  if (!router.isServer) countHydratedDataAsFresh(router)
  return router
}

/**
 * A page's HTML may come from the server's cache long after it was rendered, and the browser's
 * clock is not the server's: judged by the server's timestamps, the data it carries would look
 * stale and be fetched again right after hydration. It was current when the page was sent (a
 * content change empties the cache), so it counts as fetched when it arrives.
 */
function countHydratedDataAsFresh(router: { options: { hydrate?: (dehydrated: any) => unknown } }): void {
  const hydrate = router.options.hydrate
  router.options.hydrate = async (dehydrated: { query?: { initial?: { state: { dataUpdatedAt: number } }[] } }) => {
    const now = Date.now()
    for (const query of dehydrated.query?.initial ?? []) if (query.state.dataUpdatedAt > 0) query.state.dataUpdatedAt = now
    await hydrate?.(dehydrated)
  }
}

/** The router type the app registers for typed links. */
export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
