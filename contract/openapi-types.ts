/**
 * The parts of an OpenAPI 3.1 document Tessera writes. Schemas are plain JSON
 * Schema 2020-12 objects (what `z.toJSONSchema` returns), so they stay loose.
 */

/** A JSON Schema (2020-12) or a `$ref` to one. */
export type JsonSchema = { readonly [keyword: string]: unknown }

/** A `$ref` to a component. */
export interface Reference {
  readonly $ref: string
}

/** A query, path or header parameter. */
export interface Parameter {
  readonly name: string
  readonly in: 'query' | 'path' | 'header' | 'cookie'
  readonly description?: string
  readonly required?: boolean
  readonly style?: 'form' | 'deepObject' | 'simple'
  readonly explode?: boolean
  readonly schema: JsonSchema
}

/** One media type of a body. */
export interface MediaType {
  readonly schema: JsonSchema
  readonly encoding?: Readonly<Record<string, { readonly contentType: string }>>
  /** Of a stream (`text/event-stream`): each event's data; OpenAPI 3.2's `itemSchema`, an extension in 3.1. */
  readonly 'x-itemSchema'?: JsonSchema
}

/** A request body. */
export interface RequestBody {
  readonly description?: string
  readonly required: boolean
  readonly content: Readonly<Record<string, MediaType>>
}

/** A response header. */
export interface Header {
  readonly description: string
  readonly schema: JsonSchema
}

/** A response, inline or shared. */
export interface Response {
  readonly description: string
  readonly headers?: Readonly<Record<string, Header>>
  readonly content?: Readonly<Record<string, MediaType>>
}

/** Alternatives of required credentials; `{}` means anonymous is allowed. */
export type SecurityRequirement = Readonly<Record<string, readonly string[]>>

/** One operation (method) of a path. */
export interface Operation {
  readonly operationId: string
  readonly summary: string
  readonly description?: string
  readonly tags: readonly string[]
  readonly parameters?: readonly (Parameter | Reference)[]
  readonly requestBody?: RequestBody
  readonly responses: Readonly<Record<string, Response | Reference>>
  readonly security: readonly SecurityRequirement[]
  /** The access policy from the schema (DESIGN "Access control"). */
  readonly 'x-access': string
}

/** The operations of one path. */
export type PathItem = Partial<Record<'get' | 'post' | 'patch' | 'put' | 'delete', Operation>>

/** A security scheme. */
export type SecurityScheme =
  | { readonly type: 'apiKey'; readonly in: 'header' | 'cookie'; readonly name: string; readonly description: string }
  | { readonly type: 'http'; readonly scheme: 'bearer'; readonly bearerFormat: string; readonly description: string }

/** The whole document served at `/api/openapi.json` (the entity part is generated/openapi/openapi.gen.json). */
export interface OpenApiDocument {
  readonly openapi: '3.1.0'
  readonly jsonSchemaDialect: string
  readonly info: { readonly title: string; readonly version: string; readonly description: string }
  readonly tags: readonly { readonly name: string; readonly description: string }[]
  readonly paths: Readonly<Record<string, PathItem>>
  readonly components: {
    readonly schemas: Readonly<Record<string, JsonSchema>>
    readonly responses: Readonly<Record<string, Response>>
    readonly parameters: Readonly<Record<string, Parameter>>
    readonly securitySchemes: Readonly<Record<string, SecurityScheme>>
  }
}
