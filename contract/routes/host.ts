/**
 * The host module's hand-written routes: the page routes (SPEC §7 "Host URL lookup", DESIGN "Pages
 * in one request"), public and the same for every visitor save a page with private content or a
 * preview; the administrators' revalidation (SPEC §7) and live preview; and the versions of records
 * and their publishing, for editors (README "Versions and drafts"). A bad query or body is answered
 * with its first problem, which names the parameter (`url is required`); the preview, a form's,
 * with every problem by field. Handlers: runtime/modules/host/ and, for the preview, which renders
 * with the site's renderer, web/server/page-preview-route.ts.
 */
import { z } from 'zod'
import { defineRoute } from '../define-route.ts'
import {
  hostUrlSchema,
  pageRecordSchema,
  pageUrlQuerySchema,
  previewRequestSchema,
  previewSchema,
  resolvedPageSchema,
  resolvePageQuerySchema,
  revalidatedSchema,
  revalidateQuerySchema,
  segmentValueQuerySchema,
  segmentValueSchema,
} from './host/page-schemas.ts'
import { publishedStateSchema, recordHistorySchema, recordQuerySchema } from './host/record-version-schemas.ts'

const PAGES = '/api/host/pages'
const pages = { tag: 'host pages', invalidInput: 'first-issue' } as const

/** `GET /api/host/pages/resolve?url=`. */
export const resolvePage = defineRoute({
  ...pages,
  method: 'GET',
  path: `${PAGES}/resolve`,
  access: 'public',
  purpose: 'read pages',
  summary: 'The whole page for a URL, with every widget’s records',
  description:
    'Strips the language prefix, matches the exact page url first, then dynamic urls such as `/blog/articles/[blog.articles.slug]`; ' +
    'when nothing matches, the `/404` page with `status: 404`. Language maps hold the request’s language and the default language. ' +
    'An article shown with private content has its `description` only for callers allowed `GET /api/rbac/subjects/authentication/me`.',
  query: resolvePageQuerySchema,
  response: resolvedPageSchema,
  errors: [400, 401, 403, 404],
})

/** `GET /api/host/pages/find-by-url?url=`. */
export const findPageByUrl = defineRoute({
  ...pages,
  method: 'GET',
  path: `${PAGES}/find-by-url`,
  access: 'public',
  purpose: 'read pages',
  summary: 'The page that shows a URL',
  query: pageUrlQuerySchema,
  response: pageRecordSchema,
  errors: [400, 404],
})

/** `GET /api/host/pages/url-segment-value?url=&segment=`. */
export const urlSegmentValue = defineRoute({
  ...pages,
  method: 'GET',
  path: `${PAGES}/url-segment-value`,
  access: 'public',
  purpose: 'read pages',
  summary: 'The value of one dynamic segment of a URL',
  description: 'For `url=/blog/articles/intro&segment=blog.articles.slug`, `intro`.',
  query: segmentValueQuerySchema,
  response: segmentValueSchema,
  errors: [400, 404],
})

/** `GET /api/host/urls`. */
export const hostUrls = defineRoute({
  ...pages,
  method: 'GET',
  path: '/api/host/urls',
  access: 'public',
  purpose: 'read pages',
  summary: 'Every public URL of the site and the page that shows it',
  description: 'Exact page urls, and each dynamic page url once per existing record; `/404` and `/500` are left out.',
  response: z.array(hostUrlSchema),
  errors: [],
})

/** `GET /api/revalidation/revalidate?path=&type=`, which the global error screen's Reload calls. */
export const revalidatePages = defineRoute({
  ...pages,
  method: 'GET',
  path: '/api/revalidation/revalidate',
  access: 'admin',
  purpose: 'revalidate pages',
  summary: 'Render pages anew: drop the cached HTML of a path, or of every page',
  query: revalidateQuerySchema,
  response: revalidatedSchema,
  errors: [400, 401, 403],
})

/** `POST /api/host/pages/preview`. */
export const previewPage = defineRoute({
  method: 'POST',
  path: `${PAGES}/preview`,
  access: 'admin',
  purpose: 'preview pages',
  invalidInput: 'every-issue',
  summary: 'Render a page with unsaved values of one record',
  description:
    'The HTML a visitor would get at url, with record.values over the stored fields of that record wherever the page shows it. Nothing is saved or cached.',
  body: previewRequestSchema,
  response: previewSchema,
  errors: [400, 401, 403],
  tag: 'host',
})

/** `GET /api/host/pages/showing?model=&id=`. */
export const pageShowing = defineRoute({
  ...pages,
  method: 'GET',
  path: `${PAGES}/showing`,
  access: 'admin',
  purpose: 'preview pages',
  summary: 'A page that shows a widget',
  description:
    'The url of the oldest page whose own widgets or layouts hold the widget `id` of `model` (`host/widgets`, or a module’s `widgets` ' +
    'through the host widget that embeds it); null when no page with a fixed url shows it. The admin’s live preview of a widget renders it.',
  query: z.object({
    model: z
      .string({ error: 'model is required' })
      .regex(/^[a-z][a-z0-9-]*\/widgets$/, { error: 'model must name a module’s widgets, as `host/widgets`' }),
    id: z.uuid({ error: 'id must be a UUID' }),
  }),
  response: z.object({ url: z.string().nullable().describe('A page url without segments, or null.') }),
  errors: [400, 401, 403],
})

const VERSIONS = '/api/host/record-versions'
const versions = { tag: 'host record versions', invalidInput: 'first-issue', access: 'authenticated' } as const

/** `GET /api/host/record-versions/history?entity=&recordId=`. */
export const recordVersionHistory = defineRoute({
  ...versions,
  method: 'GET',
  path: `${VERSIONS}/history`,
  purpose: 'read the versions of records',
  summary: 'The versions of a record, newest first, and what visitors read of it',
  description: 'For whoever may edit the entity’s records (its PATCH route decides).',
  query: recordQuerySchema,
  response: recordHistorySchema,
  errors: [400, 401, 403, 404],
})

/** `POST /api/host/record-versions/publish`. */
export const publishRecord = defineRoute({
  ...versions,
  method: 'POST',
  path: `${VERSIONS}/publish`,
  purpose: 'publish records',
  summary: 'Publish a record as it is now: visitors read this version from then on',
  body: recordQuerySchema,
  response: publishedStateSchema,
  errors: [400, 401, 403, 404],
})

/** `POST /api/host/record-versions/unpublish`. */
export const unpublishRecord = defineRoute({
  ...versions,
  method: 'POST',
  path: `${VERSIONS}/unpublish`,
  purpose: 'unpublish records',
  summary: 'Take a record off the site: visitors no longer find it',
  body: recordQuerySchema,
  response: publishedStateSchema,
  errors: [400, 401, 403, 404],
})
