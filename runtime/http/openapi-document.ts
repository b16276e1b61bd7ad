/**
 * The document served at `/api/openapi.json`: the one the generator wrote
 * (generated/openapi/openapi.gen.json: every entity route, schema and shared component) with the
 * hand-written routes added, which describe themselves in `config.openapi`.
 */
import type { OpenApiDocument, PathItem } from '#contract/openapi-types.ts'
import { type DocumentedRoute, documentedPaths } from './openapi-route-paths.ts'

/** `generated` with `routes` added and the server's `version`; `generated` is not changed. */
export function withHandWrittenRoutes(generated: OpenApiDocument, routes: readonly DocumentedRoute[], version: string): OpenApiDocument {
  const paths: Record<string, PathItem> = { ...generated.paths }
  for (const [path, item] of Object.entries(documentedPaths(routes))) {
    if (path in paths) throw new Error(`${path} is both an entity path and a hand-written route`)
    paths[path] = item
  }
  const entityTags = new Set(generated.tags.map((tag) => tag.name))
  const routeTags = [...new Set(routes.map((route) => route.doc.tag))].filter((tag) => !entityTags.has(tag))
  return {
    ...generated,
    info: { ...generated.info, version },
    tags: [...generated.tags, ...routeTags.map((tag) => ({ name: tag, description: `Hand-written ${tag} routes` }))],
    paths,
  }
}
