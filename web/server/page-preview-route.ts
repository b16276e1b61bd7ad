/**
 * `POST /api/host/pages/preview` (administrators only): the public page at `url` rendered by the
 * site's own renderer with one record's unsaved form values in place of its stored ones
 * (page-with-draft.ts), for the admin's live preview. The HTML comes back as JSON for an iframe's
 * `srcdoc`; it is never kept in the page cache and the answer is `private, no-store`.
 */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { mayCall } from '#runtime/access/may-call.ts'
import { PRIVATE_CONTENT_READER } from '#runtime/access/private-content-reader.ts'
import type { Config } from '#runtime/config/load-config.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { validationFailed } from '#runtime/errors/http-error.ts'
import { requestData } from '#runtime/http/request-data.ts'
import { pageWithDraft } from '#runtime/modules/host/page-with-draft.ts'
import { guardedBy } from '#runtime/modules/rbac/routes/route-guard.ts'
import type { RenderInput } from '#web/app/entry-server.tsx'
import type { SiteScript } from '#web/app/site-document.tsx'
import type { ServerManifest } from '@tanstack/router-core'
import { type PageResolver, serverPageApi } from './server-page-api.ts'

/** What the preview renders with: the site's renderer and its assets. */
export interface PreviewRenderer {
  readonly render: (input: RenderInput) => Promise<Response>
  readonly manifest: ServerManifest
  readonly siteScripts: readonly SiteScript[]
}

const previewSchema = z.object({
  url: z.string({ error: 'url must be text' }).regex(/^\/(?!\/)/, { error: 'url must be a path of the site, starting with /' }),
  record: z.object({
    model: z.string().regex(/^[a-z][a-z0-9-]*\/[a-z][a-z0-9-]*$/, { error: 'record.model must be module/entity' }),
    id: z.uuid({ error: 'record.id must be a UUID' }),
    values: z.record(z.string(), z.unknown()),
  }),
})

// The preview shows the page as rendered: its scripts would hydrate from the stored page or, in a
// sandboxed frame, only be refused with a console error each.
const SCRIPTS = /<script\b[^>]*>[\s\S]*?<\/script>/gi

const previewResponse = z.object({
  status: z.number().int().describe('The status a visitor would get for the page.'),
  html: z.string().describe('The whole HTML document, without its scripts.'),
})

/** Registers the route on the site's Fastify instance (web-plugin.ts). */
export function registerPagePreview(
  app: FastifyInstance,
  {
    database,
    config,
    renderer,
    resolvePage,
    site,
  }: {
    readonly database: DatabaseHandle
    readonly config: Config
    readonly renderer: PreviewRenderer
    readonly resolvePage: PageResolver
    readonly site: Parameters<typeof serverPageApi>[3]
  },
): void {
  app.post(
    '/api/host/pages/preview',
    guardedBy(config, {
      access: 'admin',
      purpose: 'preview pages',
      openapi: {
        tag: 'host',
        summary: 'Render a page with unsaved values of one record',
        description:
          'The HTML a visitor would get at url, with record.values over the stored fields of that record wherever the page shows it. Nothing is saved or cached.',
        body: previewSchema,
        response: previewResponse,
        errors: [400, 401, 403],
      },
    }),
    async (request) => {
      const parsed = previewSchema.safeParse(requestData(request.body))
      if (!parsed.success) {
        const issues = parsed.error.issues.map((issue) => ({ path: ['data', ...issue.path.map(String)].join('.'), message: issue.message }))
        throw validationFailed(issues, issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '))
      }
      const { url, record } = parsed.data
      const draft = { model: record.model, id: record.id.toLowerCase(), values: record.values }
      const api = serverPageApi(
        request,
        database.db,
        async (db, pageUrl, options) => pageWithDraft(await resolvePage(db, pageUrl, options), draft),
        site,
        () => mayCall(request, app.routePolicies, config, PRIVATE_CONTENT_READER),
      )
      const headers = new Headers()
      for (const name of ['cookie', 'authorization', 'accept-language'] as const) {
        const value = request.headers[name]
        if (typeof value === 'string') headers.set(name, value)
      }
      const response = await renderer.render({
        request: new Request(new URL(url, `${request.protocol}://${request.host}`), { headers }),
        api,
        manifest: renderer.manifest,
        siteScripts: renderer.siteScripts,
      })
      const status = response.status === 500 && api.refusedWith !== undefined ? api.refusedWith : response.status
      return { data: { status, html: (await response.text()).replace(SCRIPTS, '') } }
    },
  )
}
