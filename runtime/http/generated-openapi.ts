/**
 * The OpenAPI document `npm run generate` wrote, typed: the entity routes, their schemas and the
 * shared components. Read and parsed as JSON, not imported: in the compiled server
 * (runtime/server/server-build.ts copies the file next to the modules) an import becomes a 3 MB
 * JavaScript module whose source text and code stay resident, about 4 MB of heap and 24 MB of RSS
 * more than the parsed document.
 */
import { readFileSync } from 'node:fs'
import type { OpenApiDocument } from '#contract/openapi-types.ts'

/** generated/openapi/openapi.gen.json. */
export const generatedOpenApi = JSON.parse(
  readFileSync(new URL('../../generated/openapi/openapi.gen.json', import.meta.url), 'utf8'),
) as OpenApiDocument
