/**
 * Builds the OpenAPI 3.1 document of the generated API from the entity
 * metadata and the Zod validators the routes use, so the document cannot
 * describe a request the server would validate differently.
 */
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import type { EntitySchemas } from '#runtime/operations/entity-definition.ts'
import { entityParameters } from './openapi-entity-parameters.ts'
import { entityComponentSchemas } from './openapi-entity-schemas.ts'
import { entityPaths } from './openapi-entity-paths.ts'
import { type DocumentedRoute, documentedPaths } from './openapi-route-paths.ts'
import { securitySchemes, sharedParameters, sharedResponses, sharedSchemas } from './openapi-shared-components.ts'
import type { JsonSchema, OpenApiDocument, Parameter, PathItem } from './openapi-types.ts'

/** What the document is built from. */
export interface OpenApiSources {
  readonly entities: readonly EntityMetadata[]
  /** Zod schemas by `module/name` (`generated/validators/index.gen.ts`). */
  readonly validators: Readonly<Record<string, EntitySchemas>>
  readonly version: string
  /** Hand-written routes that describe themselves (`config.openapi`). */
  readonly routes?: readonly DocumentedRoute[]
}

const description = [
  'Every entity and relation of the schema under `/api/{module}/{entity}`.',
  'Success bodies are `{ "data": ... }`; errors are `{ "error": { "code", "message", "issues"? } }`.',
  'Writes take JSON `{ "data": ... }` or multipart with a `data` part holding that JSON plus one part per file.',
].join(' ')

/** The whole document, deterministic for the same sources (entities keep their order). */
export function buildOpenApiDocument(sources: OpenApiSources): OpenApiDocument {
  const paths: Record<string, PathItem> = {}
  const schemas: Record<string, JsonSchema> = { ...sharedSchemas }
  const parameters: Record<string, Parameter> = { ...sharedParameters }
  const entityCount = new Map<string, number>()

  for (const entity of sources.entities) {
    const key = `${entity.module}/${entity.name}`
    const validators = sources.validators[key]
    if (validators === undefined) throw new Error(`No validators for ${key}: run npm run generate`)
    Object.assign(paths, entityPaths(entity))
    Object.assign(schemas, entityComponentSchemas(entity, validators))
    Object.assign(parameters, entityParameters(entity))
    entityCount.set(entity.module, (entityCount.get(entity.module) ?? 0) + 1)
  }
  const routes = sources.routes ?? []
  for (const [path, item] of Object.entries(documentedPaths(routes))) {
    if (path in paths) throw new Error(`${path} is both an entity path and a hand-written route`)
    paths[path] = item
  }
  const routeTags = [...new Set(routes.map((route) => route.doc.tag))].filter((tag) => !entityCount.has(tag))

  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: { title: 'Tessera API', version: sources.version, description },
    tags: [
      ...[...entityCount].map(([module, count]) => ({
        name: module,
        description: `${count} ${count === 1 ? 'entity' : 'entities and relations'} of the ${module} module`,
      })),
      ...routeTags.map((tag) => ({ name: tag, description: `Hand-written ${tag} routes` })),
    ],
    paths,
    components: { schemas, responses: sharedResponses, parameters, securitySchemes },
  }
}
