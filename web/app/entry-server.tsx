/**
 * The server entry, built by Vite (or loaded through it in development) and called by Fastify
 * once per page request: a `Request` in, the whole HTML document as a `Response` out. Assets reach
 * the document through the router manifest; redirects come back as 307, a missing page as 404.
 */
import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server'
import type { ServerManifest } from '@tanstack/router-core'
import type { PageApi } from './page-api.ts'
import { createAppRouter } from './create-app-router.tsx'

/** What Fastify passes for one request. */
export interface RenderInput {
  readonly request: Request
  readonly api: PageApi
  readonly manifest: ServerManifest
}

/** Renders the document for `input.request`. */
export function render(input: RenderInput): Promise<Response> {
  const handler = createRequestHandler({
    request: input.request,
    createRouter: () => createAppRouter(input.api),
    getRouterManifest: () => input.manifest,
  })
  return handler(defaultRenderHandler)
}
