/**
 * The host page routes (SPEC §7 "Host URL lookup", DESIGN "Pages in one request"), all public:
 * `GET /api/host/pages/resolve`, `…/find-by-url`, `…/url-segment-value` and `GET /api/host/urls`.
 * They are the same for every visitor, except a resolved page holding private content
 * (private-content.ts), which is private to a caller allowed to read it. Fastify's router prefers
 * these static paths to the generated `/api/host/pages/:id`. The administrators' revalidation call
 * (revalidation-routes.ts) is registered with them.
 */
import type { FastifyReply } from 'fastify'
import { z } from 'zod'
import { badRequest, notFound } from '#runtime/errors/http-error.ts'
import { mayCall } from '#runtime/access/may-call.ts'
import { PRIVATE_CONTENT_READER } from '#runtime/access/private-content-reader.ts'
import { PRIVATE_NO_STORE, PUBLIC_READ } from '#runtime/http/cache-control.ts'
import type { RouteDoc } from '#runtime/http/route-docs.ts'
import type { ApiPlugin } from '#runtime/server/create-app.ts'
import { listHostUrls } from './host-urls.ts'
import { matchPage } from './match-page.ts'
import {
  hostUrlSchema,
  pageRecordSchema,
  pageUrlQuerySchema,
  parsePageQuery,
  resolvePageQuerySchema,
  resolvedPageSchema,
  segmentValueQuerySchema,
  segmentValueSchema,
} from './page-api-schemas.ts'
import { parsePageRequest } from './page-request.ts'
import { resolvePage } from './resolve-page.ts'
import { revalidationRoutes } from './revalidation-routes.ts'
import { requirePreviewer } from './preview-access.ts'
import { parseSegmentReference } from './segment-reference.ts'
import { sitePage } from './site-page.ts'

const tag = 'host pages'

// Public routes run no access step; the policy is declared for the route table, is-authorized and OpenAPI.
function publicRoute(openapi: RouteDoc) {
  return { config: { access: 'public' as const, openapi } }
}

function sharedByEveryone(reply: FastifyReply): void {
  reply.header('cache-control', PUBLIC_READ)
}

/** Registers the host page routes; mount inside `/api`. */
export const hostPageRoutes: ApiPlugin = async (api, { database, config }) => {
  const { db } = database
  // SPEC §7's revalidation call, beside the page routes whose HTML it renews.
  await revalidationRoutes(api, { database, config })

  api.get(
    '/host/pages/resolve',
    publicRoute({
      tag,
      summary: 'The whole page for a URL, with every widget’s records',
      description:
        'Strips the language prefix, matches the exact page url first, then dynamic urls such as `/blog/articles/[blog.articles.slug]`; ' +
        'when nothing matches, the `/404` page with `status: 404`. Language maps hold the request’s language and the default language. ' +
        'An article shown with private content has its `description` only for callers allowed `GET /api/rbac/subjects/authentication/me`.',
      query: resolvePageQuerySchema,
      response: resolvedPageSchema,
      errors: [400, 404],
    }),
    async (request, reply) => {
      const { url, view, preview } = parsePageQuery(resolvePageQuerySchema, request.query)
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
      return { data: view === 'site' ? sitePage(page) : page }
    },
  )

  api.get(
    '/host/pages/find-by-url',
    publicRoute({
      tag,
      summary: 'The page that shows a URL',
      query: pageUrlQuerySchema,
      response: pageRecordSchema,
      errors: [400, 404],
    }),
    async (request, reply) => {
      const { url } = parsePageQuery(pageUrlQuerySchema, request.query)
      const { path, segments } = parsePageRequest(url)
      const match = await matchPage(db, path, segments)
      if (match === undefined) throw notFound(`No page shows ${path}`)
      sharedByEveryone(reply)
      return { data: match.page }
    },
  )

  api.get(
    '/host/pages/url-segment-value',
    publicRoute({
      tag,
      summary: 'The value of one dynamic segment of a URL',
      description: 'For `url=/blog/articles/intro&segment=blog.articles.slug`, `intro`.',
      query: segmentValueQuerySchema,
      response: segmentValueSchema,
      errors: [400, 404],
    }),
    async (request, reply) => {
      const { url, segment } = parsePageQuery(segmentValueQuerySchema, request.query)
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
      return { data: value }
    },
  )

  api.get(
    '/host/urls',
    publicRoute({
      tag,
      summary: 'Every public URL of the site and the page that shows it',
      description: 'Exact page urls, and each dynamic page url once per existing record; `/404` and `/500` are left out.',
      response: z.array(hostUrlSchema),
      errors: [],
    }),
    async (_request, reply) => {
      const urls = await listHostUrls(db)
      sharedByEveryone(reply)
      return { data: urls }
    },
  )
}
