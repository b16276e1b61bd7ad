/**
 * One hand-written route, declared once: method, path, what it takes (path parameters, query, body),
 * what it answers (response, status, errors), who may call it and how often. Everything else is
 * derived from it: the Fastify route with its input parsed once (runtime/http/contract-route.ts),
 * its OpenAPI path (written by `npm run generate`) and its typed client (generated/client/routes/).
 * A module keeps its routes in `contract/routes/<module>.ts`.
 */
import type { z } from 'zod'
import type { AccessPolicy } from './access-policy.ts'
import type { ErrorStatus } from './openapi-shared-components.ts'

/** The methods a hand-written route uses. */
export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** The names of a path's parameters: `'/api/x/{id}/y/{itemId}'` → `'id' | 'itemId'`. */
export type PathParameterNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParameterNames<Rest>
  : never

/**
 * Requests per minute and client: a number, or the name of a limit the module's configuration sets
 * (`'strict'` is `AUTH_RATE_LIMIT`), given when the module registers its routes.
 */
export type RouteRateLimit = number | string

/**
 * What a route's request body is: JSON, bare or in `{ data }` (the default); a form post
 * (`application/x-www-form-urlencoded`, its fields parsed by `body`); or the raw bytes, any content
 * type, unparsed (a webhook whose signature covers the exact bytes; the handler reads them).
 */
export type RouteConsumes = 'json' | 'form' | 'raw'

/**
 * What a route answers on success: `response` in the `{ data }` envelope (the default); server-sent
 * events the handler writes itself (`'event-stream'`), each event's data one `response`, which a
 * browser follows with EventSource at the route's URL; an HTML page (`response` is its text); or a
 * 303 redirect (`response` is the Location).
 */
export type RouteProduces = 'json' | 'event-stream' | 'html' | 'redirect'

/** What a route declares; {@link defineRoute} keeps its literal types for the handler and the client. */
export interface RouteContract<
  Method extends RouteMethod = RouteMethod,
  Path extends string = string,
  Query extends z.ZodObject | undefined = z.ZodObject | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
  Produces extends RouteProduces = RouteProduces,
> {
  readonly method: Method
  /** The whole path, parameters in braces: `/api/rbac/subjects/{id}/notify`. */
  readonly path: Path
  /** What each path parameter names (all are UUIDs): `{ id: 'The subject.' }`. */
  readonly params?: Readonly<Record<PathParameterNames<Path>, string>>
  /** The query, parsed once; one parameter per property (an object property is a deep object). */
  readonly query?: Query
  /** The JSON body, parsed once; it may come bare or in the API's `{ data }` envelope. */
  readonly body?: Body
  /**
   * `'required'`: the body comes only in the `{ data }` envelope, as the entity routes take it; a
   * bare one is a 400, and an issue names its field under `data.` (`data.description`).
   */
  readonly bodyEnvelope?: 'optional' | 'required'
  /** What the body is; JSON unless given. */
  readonly consumes?: RouteConsumes
  /** What the success body's `data` holds; of an event stream, each event's data; an HTML page's text, a redirect's Location. */
  readonly response: Response
  /** What the success answer is; JSON in `{ data }` unless given. */
  readonly produces?: Produces
  /** The success status; 200 unless given. */
  readonly status?: 200 | 201 | 202
  /** The error statuses the route can answer, besides 500 and 503 (which every route can). */
  readonly errors: readonly ErrorStatus[]
  readonly access: AccessPolicy
  /** Completes "Sign in to …" and "You are not allowed to …". */
  readonly purpose: string
  readonly rateLimit?: RouteRateLimit
  /**
   * How a body or query that does not parse is answered: `'Validation failed'` with every issue by
   * field (the default); `'first-issue'`, the first issue's own message (a toast shows it as is); or
   * `'every-issue'`, every issue as `field: problem`, a body's fields named under `data.` as the
   * envelope holds them (a form shows each beside its field).
   */
  readonly invalidInput?: 'validation-failed' | 'first-issue' | 'every-issue'
  /** A short imperative line: "Sign in with an e-mail and a password". */
  readonly summary: string
  readonly description?: string
  /** The tag grouping the route in the docs page. */
  readonly tag: string
}

/** Declares a route, keeping the literal method, path and schemas for the handler and the client. */
export function defineRoute<
  const Method extends RouteMethod,
  const Path extends string,
  Response extends z.ZodType,
  Query extends z.ZodObject | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  const Produces extends RouteProduces = 'json',
>(route: RouteContract<Method, Path, Query, Body, Response, Produces>): RouteContract<Method, Path, Query, Body, Response, Produces> {
  if (!route.path.startsWith('/api/')) throw new Error(`${route.method} ${route.path}: a route's path starts with /api/`)
  // EventSource, the browser's reader of a stream, only GETs.
  if (route.produces === 'event-stream' && route.method !== 'GET')
    throw new Error(`${route.method} ${route.path}: an event stream is a GET`)
  if (route.consumes === 'raw' && route.body !== undefined)
    throw new Error(`${route.method} ${route.path}: a raw body is read by the handler, not parsed by a body schema`)
  return route
}

/** Whether `value` is a route declaration (the generator finds a module's routes among its exports). */
export function isRouteContract(value: unknown): value is RouteContract {
  if (typeof value !== 'object' || value === null) return false
  const route = value as Partial<RouteContract>
  return typeof route.method === 'string' && typeof route.path === 'string' && route.response !== undefined && route.errors !== undefined
}

/** The path parameters a handler gets and a client sends. */
export type RouteParams<Route extends RouteContract> =
  Route extends RouteContract<RouteMethod, infer Path> ? Readonly<Record<PathParameterNames<Path>, string>> : never

/** The parsed query a handler gets; `z.input` of it is what a client sends. */
export type RouteQuery<Route extends RouteContract> =
  Route extends RouteContract<RouteMethod, string, infer Query> ? (Query extends z.ZodType ? z.output<Query> : undefined) : never

/** The parsed body a handler gets; `z.input` of it is what a client sends. */
export type RouteBody<Route extends RouteContract> =
  Route extends RouteContract<RouteMethod, string, z.ZodObject | undefined, infer Body>
    ? Body extends z.ZodType
      ? z.output<Body>
      : undefined
    : never

/** What a call answers inside `{ data }`; of an event stream, each event's data. */
export type RouteResponse<Route extends RouteContract> = z.output<Route['response']>

/** Whether `Route` answers an event stream rather than `{ data }`. */
export type IsEventStream<Route extends RouteContract> = NonNullable<Route['produces']> extends 'event-stream' ? true : false
