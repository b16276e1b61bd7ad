/**
 * `POST /api/host/pages/preview` (administrators only): the public page at `url` rendered by the
 * site's own renderer with one record's unsaved form values in place of its stored ones
 * (page-with-draft.ts), for the admin's live preview, and every other record that keeps drafts as
 * its editors last saved it (what a preview shows, README "Versions and drafts"). The HTML comes back as JSON for an iframe's
 * `srcdoc`; it is never kept in the page cache and the answer is `private, no-store`. Declared in
 * contract/routes/host.ts.
 */
import type { ServerManifest } from '@tanstack/router-core'
import type { FastifyInstance } from 'fastify'
import * as routes from '#contract/routes/host.ts'
import { mayCall } from '#runtime/access/may-call.ts'
import { PRIVATE_CONTENT_READER } from '#runtime/access/private-content-reader.ts'
import type { Config } from '#runtime/config/load-config.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { contractRouter } from '#runtime/http/contract-route.ts'
import { pageWithDraft } from '#runtime/modules/host/page-with-draft.ts'
import type { RenderInput } from '#web/app/entry-server.tsx'
import type { SiteScript } from '#web/app/site-document.tsx'
import { type PageResolver, serverPageApi } from './server-page-api.ts'

/** What the preview renders with: the site's renderer and its assets. */
export interface PreviewRenderer {
  readonly render: (input: RenderInput) => Promise<Response>
  readonly manifest: ServerManifest
  readonly siteScripts: readonly SiteScript[]
}

// The preview shows the page as rendered: its scripts would hydrate from the stored page or, in a
// sandboxed frame, only be refused with a console error each.
const SCRIPTS = /<script\b[^>]*>[\s\S]*?<\/script>/gi
// Images load at once: the frame's load then comes with the layout final, so the admin can scroll
// it to the widget being edited (web/admin/live-preview.tsx).
const LAZY = /\sloading="lazy"/gi

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
  const route = contractRouter(app, { config })
  route(routes.previewPage, async ({ body, request }) => {
    const { url, record } = body
    const draft = { model: record.model, id: record.id.toLowerCase(), values: record.values }
    const api = serverPageApi(
      request,
      database.db,
      // As a preview shows a page (an administrator's): every record that keeps drafts as last saved, this one as typed.
      async (db, pageUrl, options) => pageWithDraft(await resolvePage(db, pageUrl, { ...options, state: 'draft' }), draft),
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
    return { status, html: (await response.text()).replace(SCRIPTS, '').replace(LAZY, '') }
  })
}
