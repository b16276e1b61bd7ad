/**
 * Emits the OpenAPI document of the generated API as JSON (`openapi/openapi.gen.json`): the server
 * serves it with the hand-written routes added, and derives the entity routes' Fastify schemas
 * from it, so the document and the validation and serialisation of the routes cannot drift apart.
 */
import type { SchemaIR } from '#contract/schema-ir.ts'
import { buildEntityOpenApi } from '../openapi/entity-document.ts'
import type { EmittedFile } from './emitted-file.ts'

/** The one document file. */
export function emitOpenApi(ir: SchemaIR): EmittedFile[] {
  return [{ path: 'openapi/openapi.gen.json', contents: `${JSON.stringify(buildEntityOpenApi(ir), null, 2)}\n` }]
}
