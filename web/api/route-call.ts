/**
 * What the generated route clients (generated/client/routes/<module>.gen.ts) are made of: one
 * function per contract route, typed from the contract (contract/define-route.ts), that fills the
 * path's parameters, writes the query, sends the body in `{ data }` and answers the `data` of the
 * reply, through the browser's one request stack ({@link apiRequest}); and, for an event stream,
 * the URL that EventSource opens.
 */
import type { z } from 'zod'
import type { PathParameterNames, RouteContract, RouteMethod, RouteResponse } from '#contract/define-route.ts'
import { type ApiCallOptions, apiRequest } from './api-request.ts'
import { queryString } from './send-request.ts'

type ParamsInput<Route extends RouteContract> = [PathParameterNames<Route['path']>] extends [never]
  ? unknown
  : { readonly params: Readonly<Record<PathParameterNames<Route['path']>, string>> }

type QueryInput<Route extends RouteContract> =
  Route extends RouteContract<RouteMethod, string, infer Query>
    ? Query extends z.ZodType
      ? { readonly query: z.input<Query> }
      : unknown
    : unknown

type BodyInput<Route extends RouteContract> =
  Route extends RouteContract<RouteMethod, string, z.ZodObject | undefined, infer Body>
    ? Body extends z.ZodType
      ? { readonly body: z.input<Body> }
      : unknown
    : unknown

/** What a call of `Route` sends: its path parameters, query and body, each only when it has them. */
export type RouteInput<Route extends RouteContract> = ParamsInput<Route> & QueryInput<Route> & BodyInput<Route>

/** A typed call of one route. */
export type RouteCaller<Route extends RouteContract> = (input: RouteInput<Route>, options?: ApiCallOptions) => Promise<RouteResponse<Route>>

/** What the URL of a stream `Route` is made of: its path parameters and query, each only when it has them. */
export type RouteUrlInput<Route extends RouteContract> = ParamsInput<Route> & QueryInput<Route>

/** The call of the route `method path` (parameters in braces), typed as `Route`. */
export function routeCall<Route extends RouteContract>(method: RouteMethod, path: string): RouteCaller<Route> {
  return (input, options) => {
    const { params, query, body } = input as { params?: Record<string, string>; query?: Record<string, unknown>; body?: unknown }
    return apiRequest<RouteResponse<Route>>(
      {
        method,
        path: filledPath(method, path, params),
        ...(query === undefined ? {} : { query }),
        ...(body === undefined ? {} : { body: { data: body } }),
      },
      options,
    )
  }
}

/** The URL of the event stream `path` (parameters in braces), typed as `Route`: what EventSource opens. */
export function routeUrl<Route extends RouteContract>(path: string): (input: RouteUrlInput<Route>) => string {
  return (input) => {
    const { params, query } = input as { params?: Record<string, string>; query?: Record<string, unknown> }
    return `${filledPath('GET', path, params)}${queryString(query)}`
  }
}

function filledPath(method: RouteMethod, path: string, params: Readonly<Record<string, string>> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name]
    if (value === undefined) throw new Error(`${method} ${path}: the path parameter ${name} is missing`)
    return encodeURIComponent(value)
  })
}
