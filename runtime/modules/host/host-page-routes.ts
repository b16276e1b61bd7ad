/**
 * The host page routes (SPEC §7 "Host URL lookup", DESIGN "Pages in one request"), all public:
 * `GET /api/host/pages/resolve`, `…/find-by-url`, `…/url-segment-value` and `GET /api/host/urls`.
 * They are the same for every visitor, except a resolved page holding private content
 * (private-content.ts) or a preview, which is private to a caller allowed to read it. Fastify's
 * router prefers these static paths to the generated `/api/host/pages/:id`. The administrators'
 * revalidation call (revalidation-routes.ts) is registered with them. Declared in contract/routes/host.ts.
 */
import type { FastifyReply } from 'fastify'
import type { RouteResponse } from '#contract/define-route.ts'
import * as routes from '#contract/routes/host.ts'
import type { PageRecord } from '#contract/routes/host/resolved-page.ts'
import { mayCall } from '#runtime/access/may-call.ts'
import { PRIVATE_CONTENT_READER } from '#runtime/access/private-content-reader.ts'
import { badRequest, notFound } from '#runtime/errors/http-error.ts'
import { PRIVATE_NO_STORE, PUBLIC_READ } from '#runtime/http/cache-control.ts'
import { contractRouter } from '#runtime/http/contract-route.ts'
import type { ApiPlugin } from '#runtime/server/create-app.ts'
import { listHostUrls } from './host-urls.ts'
import { matchPage } from './match-page.ts'
import { parsePageRequest } from './page-request.ts'
import { pageShowingWidget } from './page-showing.ts'
import { requirePreviewer } from './preview-access.ts'
import { resolvePage } from './resolve-page.ts'
import { revalidationRoutes } from './revalidation-routes.ts'
import { parseSegmentReference } from './segment-reference.ts'
import { sitePage } from './site-page.ts'

// A public answer that does not depend on the caller may be kept by any cache.
function sharedByEveryone(reply: FastifyReply): void {
  reply.header('cache-control', PUBLIC_READ)
}

// The page is read as a generic record (match-page.ts); its columns are the ones the contract names.
function asPageRow(page: PageRecord): RouteResponse<typeof routes.findPageByUrl> {
  return page as unknown as RouteResponse<typeof routes.findPageByUrl>
}

/** Registers the host page routes; mount inside `/api`. */
export const hostPageRoutes: ApiPlugin = async (api, { database, config }) => {
  const { db } = database
  const route = contractRouter(api, { config })
  // SPEC §7's revalidation call, beside the page routes whose HTML it renews.
  revalidationRoutes(route, database)

  route(routes.resolvePage, async ({ query, request, reply }) => {
    const { url, view, preview } = query
    if (preview === 'true') await requirePreviewer(request, config)
    let asked = false
    let allowed = false
    const page = await resolvePage(db, url, {
      view,
      state: preview === 'true' ? 'draft' : 'published',
      mayReadPrivateContent: async () => {
        asked = true
        allowed = await mayCall(request, api.routePolicies, config, PRIVATE_CONTENT_READER)
        return allowed
      },
    })
    // Private content, or a preview, makes the answer depend on who asks: never shared, never kept.
    if (allowed || preview === 'true') reply.header('cache-control', PRIVATE_NO_STORE)
    else sharedByEveryone(reply)
    if (asked || preview === 'true') reply.header('vary', 'cookie, authorization')
    return view === 'site' ? sitePage(page) : page
  })

  route(routes.pageShowing, async ({ query, reply }) => {
    reply.header('cache-control', PRIVATE_NO_STORE)
    return { url: await pageShowingWidget(db, query.model, query.id.toLowerCase()) }
  })

  route(routes.findPageByUrl, async ({ query, reply }) => {
    const { path, segments } = parsePageRequest(query.url)
    const match = await matchPage(db, path, segments)
    if (match === undefined) throw notFound(`No page shows ${path}`)
    sharedByEveryone(reply)
    return asPageRow(match.page)
  })

  route(routes.urlSegmentValue, async ({ query, reply }) => {
    const { url, segment } = query
    if (parseSegmentReference(segment) === undefined) {
      const message = `segment ${segment} names no entity field; write module.entity.field, such as blog.articles.slug`
      throw badRequest(message, [{ path: 'segment', message }])
    }
    const { path, segments } = parsePageRequest(url)
    const match = await matchPage(db, path, segments)
    if (match === undefined) throw notFound(`No page shows ${path}`)
    const value = match.params[segment]
    if (value === undefined) throw notFound(`The page of ${path} (${match.url}) has no segment ${segment}`)
    sharedByEveryone(reply)
    return value
  })

  route(routes.hostUrls, async ({ reply }) => {
    const urls = await listHostUrls(db)
    sharedByEveryone(reply)
    return urls
  })
}
