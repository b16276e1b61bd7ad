/**
 * The OpenAPI 3.1 document of the generated API, built at generate time from the IR and the
 * operations table: every entity's paths, schemas and parameters, and the shared components.
 * The hand-written routes' paths come from their contracts (contract/routes/<module>.ts).
 */

import { securitySchemes, sharedParameters, sharedResponses, sharedSchemas } from '#contract/openapi-shared-components.ts'
import type { JsonSchema, OpenApiDocument, Parameter, PathItem } from '#contract/openapi-types.ts'
import type { SchemaIR } from '#contract/schema-ir.ts'
import { contractPaths, type ModuleRoutes } from './contract-paths.ts'
import { entityParameters } from './entity-parameters.ts'
import { entityPaths } from './entity-paths.ts'
import { entityComponentSchemas } from './entity-schemas.ts'

const description = [
  'Every entity and relation of the schema under `/api/{module}/{entity}`.',
  'Success bodies are `{ "data": ... }`; errors are `{ "error": { "code", "message", "issues"? } }`.',
  'Writes take JSON `{ "data": ... }` or multipart with a `data` part holding that JSON plus one part per file.',
].join(' ')

/** The version of the generated document; the server states its own package version when it serves it. */
export const GENERATED_VERSION = 'generated'

/**
 * The whole document, deterministic for the same IR (entities keep their order): every entity's
 * paths, then the hand-written routes of the site's modules (`routes`, from contract/routes/).
 */
export function buildEntityOpenApi(ir: SchemaIR, routes: readonly ModuleRoutes[] = []): OpenApiDocument {
  const paths: Record<string, PathItem> = {}
  const schemas: Record<string, JsonSchema> = { ...sharedSchemas }
  const parameters: Record<string, Parameter> = { ...sharedParameters }
  const entityCount = new Map<string, number>()
  const typeNames = new Map(ir.entities.map((entity) => [`${entity.module}/${entity.name}`, entity.typeName]))
  const rowNameOf = (link: { readonly module: string; readonly entity: string }) => {
    const name = typeNames.get(`${link.module}/${link.entity}`)
    if (name === undefined) throw new Error(`A link leads to ${link.module}/${link.entity}, which the IR does not hold`)
    return name
  }

  for (const entity of ir.entities) {
    Object.assign(paths, entityPaths(entity))
    Object.assign(schemas, entityComponentSchemas(entity, rowNameOf))
    Object.assign(parameters, entityParameters(entity))
    entityCount.set(entity.module, (entityCount.get(entity.module) ?? 0) + 1)
  }

  const handWritten = contractPaths(ir, routes)
  for (const [path, item] of Object.entries(handWritten.paths)) {
    if (path in paths) throw new Error(`${path} is both an entity path and a hand-written route`)
    paths[path] = item
  }
  const entityTags = [...entityCount].map(([module, count]) => ({
    name: module,
    description: `${count} ${count === 1 ? 'entity' : 'entities and relations'} of the ${module} module`,
  }))
  const routeTags = handWritten.tags
    .filter((tag) => !entityCount.has(tag))
    .map((tag) => ({ name: tag, description: `Hand-written ${tag} routes` }))

  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: { title: 'Tessera API', version: GENERATED_VERSION, description },
    tags: [...entityTags, ...routeTags],
    paths,
    components: { schemas, responses: sharedResponses, parameters, securitySchemes },
  }
}
