/**
 * `GET /api/openapi.json` and `GET /api/docs`. The document is the one `npm run generate` wrote:
 * every entity route and every hand-written route's contract (contract/routes/), with the server's
 * version.
 */
import packageJson from '../../package.json' with { type: 'json' }
import { generatedOpenApi } from '#runtime/http/generated-openapi.ts'
import type { ApiPlugin } from '#runtime/server/create-app.ts'
import { renderDocsPage } from './openapi-docs-page.ts'

/** Serves the OpenAPI document and a page that renders it; both public, neither depends on the caller. */
export const openApiRoutes: ApiPlugin = async (api) => {
  const documentUrl = `${api.prefix}/openapi.json`

  // Kept serialised: every request sends the same bytes.
  let documentJson: string | undefined
  const openApiDocumentJson = (): string => {
    documentJson ??= JSON.stringify({ ...generatedOpenApi, info: { ...generatedOpenApi.info, version: packageJson.version } })
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
