/**
 * Emits the OpenAPI document of the API as JSON (`openapi/openapi.gen.json`): the server serves it
 * (with the routes not yet declared in contract/ added), and derives the entity routes' Fastify schemas
 * from it, so the document and the validation and serialisation of the routes cannot drift apart.
 */
import type { SchemaIR } from '#contract/schema-ir.ts'
import type { ModuleRoutes } from '../openapi/contract-paths.ts'
import { buildEntityOpenApi } from '../openapi/entity-document.ts'
import type { EmittedFile } from './emitted-file.ts'

/** The one document file, with the hand-written `routes` of the site's modules. */
export function emitOpenApi(ir: SchemaIR, routes: readonly ModuleRoutes[] = []): EmittedFile[] {
  return [{ path: 'openapi/openapi.gen.json', contents: `${JSON.stringify(buildEntityOpenApi(ir, routes), null, 2)}\n` }]
}
