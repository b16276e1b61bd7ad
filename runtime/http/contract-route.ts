/**
 * Registers a hand-written route from its contract (contract/define-route.ts): the access check
 * every generated route runs (the policy in `config.access`, so the route policy table and
 * is-authorized see it), the rate limit, and the path parameters, query and body parsed once with
 * the contract's Zod before the handler runs, typed from it. The body is read as the contract's
 * `consumes` says, and the handler's answer sent as its `produces` says: in `{ data }`, as an HTML
 * page or as a redirect; an event stream's handler writes the stream itself. Its OpenAPI path was
 * written by `npm run generate`. Responses depend on who asks, so they are never cached.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from 'fastify'
import type { z } from 'zod'
import type {
  IsEventStream,
  RouteBody,
  RouteConsumes,
  RouteContract,
  RouteParams,
  RouteQuery,
  RouteResponse,
} from '#contract/define-route.ts'
import { authorizeRequest } from '#runtime/access/authorize-request.ts'
import type { Config } from '#runtime/config/load-config.ts'
import { HttpError, validationFailed } from '#runtime/errors/http-error.ts'
import { PRIVATE_NO_STORE } from '#runtime/http/cache-control.ts'
import { requestData } from '#runtime/http/request-data.ts'

/**
 * What a handler gets: the parsed input, and the request and reply for what the contract does not
 * say (cookies, headers; a `raw` body's bytes: {@link rawBodyOf}).
 */
export interface RouteCall<Route extends RouteContract> {
  readonly params: RouteParams<Route>
  readonly query: RouteQuery<Route>
  readonly body: RouteBody<Route>
  readonly request: FastifyRequest
  /** Its status is the contract's; a handler may set another (an existing cart line answers 200, not 201). */
  readonly reply: FastifyReply
}

/** A route's handler: answers what the success body's `data` holds, or nothing when it writes an event stream itself. */
export type RouteHandler<Route extends RouteContract> = (
  call: RouteCall<Route>,
) => Promise<IsEventStream<Route> extends true ? void : RouteResponse<Route>>

/** What a module adds when it registers a route beyond its contract. */
export interface RouteExtras {
  /** Runs after the access check and before the input is parsed (a per-account limit reads the raw body). */
  readonly preHandler?: preHandlerAsyncHookHandler
  /**
   * A check that needs the record the path names, run before the input is parsed: an order that is
   * not there (or not the caller's) is a 404 whatever the body says.
   */
  readonly beforeInput?: (call: { readonly params: Readonly<Record<string, string>>; readonly request: FastifyRequest }) => Promise<void>
}

/** How a module registers its routes: the configuration the access check needs, and its named rate limits. */
export interface ContractRouteOptions {
  readonly config: Pick<Config, 'rbacSecretKey'>
  /** Requests per minute for each limit name the module's contracts use (`strict: AUTH_RATE_LIMIT`). */
  readonly limits?: Readonly<Record<string, number>>
}

/** A function registering contract routes on `app`, whose prefix each contract's path starts with. */
export type ContractRouter = <Route extends RouteContract>(contract: Route, handler: RouteHandler<Route>, extras?: RouteExtras) => void

/** The router of one plugin: `const route = contractRouter(app, { config, limits })`, then `route(contract, handler)`. */
export function contractRouter(app: FastifyInstance, options: ContractRouteOptions): ContractRouter {
  return (contract, handler, extras) => {
    const label = `${contract.method} ${contract.path}`
    if (!contract.path.startsWith(app.prefix))
      throw new Error(`${label}: register it in a plugin under ${contract.path}, not ${app.prefix}`)
    const url = contract.path.slice(app.prefix.length).replace(/\{(\w+)\}/g, ':$1')
    const max = rateLimitOf(contract, options.limits, label)
    // Read by the route policy table (access) and @fastify/rate-limit (rateLimit).
    const config = { access: contract.access, ...(max === undefined ? {} : { rateLimit: { max, timeWindow: 60_000 } }) }
    inBodyScope(app, contract.consumes ?? 'json', {
      method: contract.method,
      url,
      config,
      onRequest: async (request, reply) => {
        reply.header('cache-control', PRIVATE_NO_STORE)
        await authorizeRequest(request, contract.access, options.config, contract.purpose)
      },
      ...(extras?.preHandler === undefined ? {} : { preHandler: extras.preHandler }),
      handler: async (request, reply) => {
        await extras?.beforeInput?.({ params: request.params as Readonly<Record<string, string>>, request })
        const query = contract.query === undefined ? undefined : parseInput(contract, contract.query, request.query, [])
        const body = contract.body === undefined ? undefined : parseBody(contract, contract.body, request.body)
        reply.status(contract.status ?? 200)
        const data = await handler({
          params: request.params as RouteParams<typeof contract>,
          query: query as RouteQuery<typeof contract>,
          body: body as RouteBody<typeof contract>,
          request,
          reply,
        })
        // A handler that answered by itself (a provider's own webhook answer, an event stream) has nothing to add.
        return reply.sent ? reply : answer(contract, reply, data)
      },
    })
  }
}

/** The bytes of a `raw` route's body, as the client sent them. */
export function rawBodyOf(request: FastifyRequest): Buffer {
  return Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
}

/**
 * Registers `route` where its body is read as `consumes` says: JSON in the plugin's own scope; a
 * form or raw bytes in a scope of its own, whose only parsers read them (Fastify keeps parsers per
 * scope, not per route). A form route refuses another content type with a 415 saying what to send.
 */
function inBodyScope(app: FastifyInstance, consumes: RouteConsumes, route: RouteOptions): void {
  if (consumes === 'json') {
    app.route(route)
    return
  }
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    if (consumes === 'raw') scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))
    else {
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
        done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      )
      scope.addContentTypeParser('*', (_request, _payload, done) =>
        done(new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type; send a form (application/x-www-form-urlencoded)')),
      )
    }
    scope.route(route)
  })
}

/** Sends a handler's answer as the contract's `produces` says. */
function answer(contract: RouteContract, reply: FastifyReply, data: unknown): FastifyReply {
  switch (contract.produces ?? 'json') {
    case 'html':
      return reply.type('text/html; charset=utf-8').send(data)
    case 'redirect':
      return reply.redirect(String(data), 303)
    case 'json':
      return reply.send({ data })
    case 'event-stream':
      throw new Error(`${contract.method} ${contract.path}: an event stream's handler writes the stream itself`)
  }
}

function rateLimitOf(contract: RouteContract, limits: Readonly<Record<string, number>> | undefined, label: string): number | undefined {
  if (typeof contract.rateLimit !== 'string') return contract.rateLimit
  const max = limits?.[contract.rateLimit]
  if (max === undefined) throw new Error(`${label}: the module sets no rate limit named ${contract.rateLimit}`)
  return max
}

// `within`: where the input sits in what was sent (`['data']` for a body in the envelope), so each issue names its field there.
function parseInput(contract: RouteContract, schema: z.ZodType, input: unknown, within: readonly string[]): unknown {
  const invalidInput = contract.invalidInput ?? 'validation-failed'
  if (invalidInput === 'validation-failed' && within.length === 0) return schema.parse(input)
  const parsed = schema.safeParse(input)
  if (parsed.success) return parsed.data
  const issues = parsed.error.issues.map((issue) => ({ path: [...within, ...issue.path.map(String)].join('.'), message: issue.message }))
  if (invalidInput === 'every-issue') throw validationFailed(issues, issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '))
  throw validationFailed(issues, (invalidInput === 'first-issue' ? issues[0]?.message : undefined) ?? 'Validation failed')
}

function parseBody(contract: RouteContract, schema: z.ZodType, body: unknown): unknown {
  // requestData refuses a body outside the envelope with a 400 saying what to send.
  if (contract.bodyEnvelope === 'required') return parseInput(contract, schema, requestData(body), ['data'])
  return parseInput(contract, schema, bodyPayload(body), contract.invalidInput === 'every-issue' ? ['data'] : [])
}

// A body may come bare (`{ login, password }`, as SPEC's client sends it) or in the API's `{ data }` envelope.
function bodyPayload(body: unknown): unknown {
  const enveloped = typeof body === 'object' && body !== null && 'data' in body && typeof (body as { data: unknown }).data === 'object'
  return enveloped ? (body as { data: unknown }).data : (body ?? {})
}
