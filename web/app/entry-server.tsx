/**
 * The server entry, built by Vite (or loaded through it in development) and called by Fastify
 * once per page request: a `Request` in, the whole HTML document as a `Response` out. Assets reach
 * the document through the router manifest (a public page: the site entry's scripts, and each
 * island rendered as a root of its own, web/app/site-document.tsx); redirects come back as 307,
 * a missing page as 404.
 */
import { createRequestHandler, RouterServer } from '@tanstack/react-router/ssr/server'
import type { ServerManifest } from '@tanstack/router-core'
import { defineHandlerCallback, renderSsrHtmlResponse } from '@tanstack/router-core/ssr/server'
import type { ReactElement } from 'react'
import { timedRenderToString } from './render-timing.ts'
import { isAdminPath } from '#web/site/site-paths.ts'
import type { PageApi } from './page-api.ts'
import { createAppRouter } from './create-app-router.tsx'
import type { SiteScript } from './site-document.tsx'

/** What Fastify passes for one request. */
export interface RenderInput {
  readonly request: Request
  readonly api: PageApi
  readonly manifest: ServerManifest
  /** The site entry's scripts, which public pages carry instead of the manifest's. */
  readonly siteScripts: readonly SiteScript[]
  /** The nonce the page's Content-Security-Policy allows its inline scripts by. */
  readonly nonce?: string
}

/** Renders the document for `input.request`. */
export function render(input: RenderInput): Promise<Response> {
  const siteDocument = {
    renderHtml: (element: ReactElement, identifierPrefix: string) => timedRenderToString(element, { identifierPrefix }),
    scripts: input.siteScripts,
    nonce: input.nonce,
  }
  const admin = isAdminPath(new URL(input.request.url).pathname)
  const handler = createRequestHandler({
    request: input.request,
    // The router's own inline scripts are the admin's (a public page carries only its site scripts, with
    // the nonce from siteDocument): given the nonce, the router writes it on every head tag too.
    createRouter: () => (admin ? createAppRouter(input.api, undefined, input.nonce) : createAppRouter(input.api, siteDocument)),
    getRouterManifest: () => input.manifest,
  })
  return handler(renderDocument)
}

// TanStack's defaultRenderHandler, with React's render counted (render-timing.ts).
const renderDocument = defineHandlerCallback(({ router, responseHeaders }) =>
  renderSsrHtmlResponse({ router, responseHeaders, render: () => timedRenderToString(<RouterServer router={router} />) }),
)
