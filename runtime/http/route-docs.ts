/**
 * How a hand-written route describes itself for `/api/openapi.json`: next to the route, from the
 * same Zod schemas its handler parses with, in `config.openapi`. Generated entity routes are
 * described at generate time instead (generator/openapi/); the OpenAPI test checks
 * that every registered API route is described one way or the other.
 */
import type { z } from 'zod'
import type { ErrorStatus } from '#contract/openapi-shared-components.ts'

/** The OpenAPI description of one hand-written route. */
export interface RouteDoc {
  /** A short imperative line: "Sign in with an e-mail and a password". */
  readonly summary: string
  readonly description?: string
  /** The tag grouping the route in the docs page. */
  readonly tag: string
  /** The JSON body the handler parses (bare or in `{ data }`, as `parseAuthBody` accepts both). */
  readonly body?: z.ZodType
  /** The query the handler parses: an object schema, one parameter per property. */
  readonly query?: z.ZodObject
  /** What the success body's `data` holds. */
  readonly response: z.ZodType
  /** The success status; 200 unless given. */
  readonly status?: 200 | 201 | 202
  /** What each path parameter names (all are UUIDs): `{ id: 'The subject.' }`. */
  readonly params?: Readonly<Record<string, string>>
  /** The error statuses the route can answer, besides 500 and 503 (which every route can). */
  readonly errors: readonly ErrorStatus[]
}

/** Where a route carries its description: `config: { openapi: { … } }`. */
export interface RouteDocConfig {
  readonly openapi?: RouteDoc
}
