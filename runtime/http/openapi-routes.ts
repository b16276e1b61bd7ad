/**
 * `GET /api/openapi.json` and `GET /api/docs`. The entity part of the document is the one
 * `npm run generate` wrote; the hand-written routes registered by then (which describe
 * themselves in `config.openapi`) are added on the first request and the result is kept:
 * describing them at registration would slow every test that creates an app.
 */
import type { FastifyInstance } from 'fastify'
import packageJson from '../../package.json' with { type: 'json' }
import { generatedOpenApi } from '#runtime/http/generated-openapi.ts'
import type { ApiPlugin } from '#runtime/server/create-app.ts'
import { withHandWrittenRoutes } from './openapi-document.ts'
import type { DocumentedRoute } from './openapi-route-paths.ts'
import { renderDocsPage } from './openapi-docs-page.ts'

/** Serves the OpenAPI document and a page that renders it; both public, neither depends on the caller. */
export const openApiRoutes: ApiPlugin = async (api) => {
  const documentUrl = `${api.prefix}/openapi.json`

  // Kept serialised: every request sends the same bytes.
  let documentJson: string | undefined
  const openApiDocumentJson = (): string => {
    documentJson ??= JSON.stringify(withHandWrittenRoutes(generatedOpenApi, documentedRoutes(api), packageJson.version))
    return documentJson
  }

  api.get('/openapi.json', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300').type('application/json; charset=utf-8')
    return openApiDocumentJson()
  })

  api.get('/docs', async (_request, reply) => {
    const page = renderDocsPage(documentUrl)
    reply
      .header('cache-control', 'public, max-age=300')
      .header('content-security-policy', page.contentSecurityPolicy)
      .type('text/html; charset=utf-8')
    return page.html
  })
}

function documentedRoutes(api: FastifyInstance): DocumentedRoute[] {
  return api.routePolicies.routes().filter((route): route is DocumentedRoute => route.doc !== undefined)
}
