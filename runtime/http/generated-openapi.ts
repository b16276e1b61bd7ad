/** The OpenAPI document `npm run generate` wrote, typed: the entity routes, their schemas and the shared components. */
import type { OpenApiDocument } from '#generator/openapi/openapi-types.ts'
import document from '#generated/openapi/openapi.gen.json' with { type: 'json' }

/** generated/openapi/openapi.gen.json. */
export const generatedOpenApi = document as unknown as OpenApiDocument
