/**
 * The public site: one splat route for every path, `/` and `/{lang}/…` alike (SPEC §2). Its loader
 * reads the page for the URL (in process on the server, one `resolve` call in the browser), loads
 * the page's widget chunks, and turns a `status: 404` page into a 404 response that still shows
 * the `/404` page's content. A failed load shows the global error screen in the `/500` page.
 */
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createRoute, notFound, useRouterState } from '@tanstack/react-router'
import { ERROR_PAGE_PATH, GlobalErrorScreen } from '#web/site/global-error-screen.tsx'
import { splitLanguage, withLanguage } from '#web/site/languages.ts'
import { NotFoundScreen } from '#web/site/not-found-screen.tsx'
import { pageHead } from '#web/site/page-head.ts'
import { PageRenderBoundary } from '#web/site/page-render-boundary.tsx'
import { PageView } from '#web/site/page-view.tsx'
import { loadPageWidgets } from '#web/site/page-widgets.ts'
import { errorStatus } from '../page-api.ts'
import type { RouterContext } from '../router-context.ts'
import { pageQuery, siteSettingsQuery } from '../site-queries.ts'
import { useSiteServices } from '../site-services.tsx'
import { rootRoute } from './root-route.tsx'

/** Every path that is not the admin's. */
export const siteRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  loader: async ({ context, location }) => {
    const url = location.pathname
    const page = await context.queryClient.ensureQueryData(pageQuery(context.api, url)).catch(async (error: unknown) => {
      // No page and no /404 page either: a plain not-found screen.
      if (errorStatus(error) === 404) throw notFound()
      // While the database is down (503) the /500 page cannot load either: the outage is logged
      // once for the whole app, not once per page here.
      if (errorStatus(error) !== 503) await prefetchErrorPage(context, url)
      throw error
    })
    await loadPageWidgets(page)
    if (page.status === 404) throw notFound()
  },
  head: ({ match }) => {
    const { queryClient, api } = match.context as RouterContext
    const page = queryClient.getQueryData(pageQuery(api, match.pathname).queryKey)
    const site = queryClient.getQueryData(siteSettingsQuery(api).queryKey)
    if (page === undefined || site === undefined) return {}
    return pageHead(page, site.publicUrl)
  },
  component: SitePage,
  notFoundComponent: SiteNotFound,
  errorComponent: GlobalErrorScreen,
})

// The match's own path, not the location: while the next page loads, this one stays as it was.
function useMatchUrl(): string {
  return useRouterState({
    select: (state) => state.matches.find((match) => match.routeId === siteRoute.id)?.pathname ?? state.location.pathname,
  })
}

function SitePage() {
  const { api } = useSiteServices()
  const { data: page } = useSuspenseQuery(pageQuery(api, useMatchUrl()))
  return (
    <PageRenderBoundary>
      <PageView page={page} />
    </PageRenderBoundary>
  )
}

// The /404 page's content when the resolver had one, else the plain screen.
function SiteNotFound() {
  const { api } = useSiteServices()
  const { data: page } = useQuery({ ...pageQuery(api, useMatchUrl()), enabled: false })
  return page === undefined ? (
    <NotFoundScreen />
  ) : (
    <PageRenderBoundary>
      <PageView page={page} />
    </PageRenderBoundary>
  )
}

// SPEC §8: failing to get the /500 page is only logged; the error screen then shows without it.
async function prefetchErrorPage(context: RouterContext, url: string): Promise<void> {
  const errorPageUrl = withLanguage(ERROR_PAGE_PATH, splitLanguage(url).language)
  if (errorPageUrl === url) return
  try {
    const errorPage = await context.queryClient.ensureQueryData(pageQuery(context.api, errorPageUrl))
    await loadPageWidgets(errorPage)
  } catch (error) {
    console.error('The /500 page could not be loaded', error)
  }
}
