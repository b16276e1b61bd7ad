/**
 * `GET /api/openapi.json` and `GET /api/docs`. The document is built on the
 * first request and kept: it depends only on generated code and the routes
 * registered by then (hand-written ones describe themselves in
 * `config.openapi`), and building it at registration would slow every test
 * that creates an app.
 */
import type { FastifyInstance } from 'fastify'
import packageJson from '../../package.json' with { type: 'json' }
import { entities } from '#generated/metadata/index.gen.ts'
import { entityValidators } from '#generated/validators/index.gen.ts'
import type { ApiPlugin } from '#runtime/server/create-app.ts'
import { buildOpenApiDocument } from './openapi-document.ts'
import type { DocumentedRoute } from './openapi-route-paths.ts'
import { renderDocsPage } from './openapi-docs-page.ts'

/** Serves the OpenAPI document and a page that renders it; both public, neither depends on the caller. */
export const openApiRoutes: ApiPlugin = async (api) => {
  const documentUrl = `${api.prefix}/openapi.json`

  // Kept serialised: every request sends the same bytes.
  let documentJson: string | undefined
  const openApiDocumentJson = (): string => {
    documentJson ??= JSON.stringify(
      buildOpenApiDocument({ entities, validators: entityValidators, version: packageJson.version, routes: documentedRoutes(api) }),
    )
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
