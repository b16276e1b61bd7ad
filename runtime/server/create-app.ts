import cookie from '@fastify/cookie'
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify'
import type { Config } from '#runtime/config/load-config.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { badRequest, notFound } from '#runtime/errors/http-error.ts'
import { parseQueryString } from '#runtime/http/parse-query-string.ts'
import { baseSecurityHeaders } from '#runtime/http/security-headers.ts'
import { registerPublicFiles } from '#runtime/http/public-files.ts'
import { createAccessEngine } from '#runtime/access/access-engine.ts'
import { principalOf } from '#runtime/access/authorize-request.ts'
import { type RouteAccessConfig, RoutePolicyTable } from '#runtime/access/route-policy-table.ts'
import { csrfGuard } from '#runtime/modules/rbac/csrf-guard.ts'
import { resolveJwtSecret } from '#runtime/modules/rbac/jwt-secret.ts'
import { browserErrorRoute } from '#runtime/monitoring/browser-error-route.ts'
import { createBrowserErrorReporter, createErrorReporter, type ErrorReporter } from '#runtime/monitoring/error-reporter.ts'
import { registerMetrics } from '#runtime/monitoring/metrics-route.ts'
import { logFormat } from '#runtime/server/log-format.ts'
import { withLogRedaction } from '#runtime/server/log-redaction.ts'
import { clientErrorHandler } from '#runtime/server/client-error-handler.ts'
import { logDatabaseOutages } from '#runtime/server/database-outage-log.ts'
import { lazyChildLogger } from '#runtime/server/lazy-child-logger.ts'
import { toErrorResponse } from '#runtime/server/error-response.ts'
import { messageLanguageOf } from '#runtime/i18n/request-language.ts'
import { registerHealthRoutes } from '#runtime/server/health-route.ts'
import { generateRequestId, REQUEST_ID_HEADER } from '#runtime/server/request-id.ts'
import { holdsUnstorableText, refuseUnstorableText, urlMayHoldUnstorableText } from '#runtime/server/unstorable-text.ts'
import { parseJsonBody } from '#runtime/validation/prototype-keys.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Every registered route and its access policy. */
    routePolicies: RoutePolicyTable
  }
}

/** What every API route plugin receives as its options. */
export interface AppContext {
  readonly database: DatabaseHandle
  readonly config: Config
}

/** A route group registered inside the `/api` scope (generated routes are these). */
export type ApiPlugin = FastifyPluginAsync<AppContext>

/** Inputs of {@link createApp}; `logger` defaults to pino at `config.logLevel`, in `config.logFormat`. */
export interface CreateAppOptions {
  readonly database: DatabaseHandle
  readonly config: Config
  readonly logger?: FastifyServerOptions['logger']
  readonly apiPlugins?: readonly ApiPlugin[]
  /** The public site (web/server/web-plugin.ts): claims the GET paths the API does not. */
  readonly web?: ApiPlugin
}

/**
 * Builds the Fastify app without listening, so tests drive it with `inject()` and the CLI decides
 * where to bind. Every response carries `x-request-id`; every error has DESIGN's error body.
 */
export async function createApp(options: CreateAppOptions): Promise<FastifyInstance> {
  const { database, config, apiPlugins = [] } = options
  const logging = logFormat(config, options.logger)
  const app = Fastify({
    logger: withLogRedaction(logging.logger),
    // LOG_FORMAT=pretty: one line per answered request (log-format.ts).
    ...(logging.logController === undefined ? {} : { logController: logging.logController }),
    // Behind a load balancer the client's address (rate limits) is in X-Forwarded-For.
    trustProxy: config.trustProxy,
    genReqId: generateRequestId,
    // A request that reaches a closing app is answered (with `Connection: close`), not refused with a
    // 503: the listening socket is already closed then (graceful-close.ts), so such a request was
    // accepted before the shutdown, on a connection the load balancer still held.
    return503OnClosing: false,
    requestIdHeader: false,
    // A request's child logger is made when it first logs: most requests log nothing.
    childLoggerFactory: lazyChildLogger,
    // The API's query language is qs-style nesting (`filters[and][0][column]`), for every route.
    routerOptions: { querystringParser: parseQueryString },
    // Router-level failures (a malformed %-escape in the URL) skip the error handler otherwise.
    frameworkErrors: (error, request, reply) => sendError(error, request, reply),
    // What Node's HTTP parser refuses (headers over 16 KB...) gets our body too.
    clientErrorHandler,
    // A request trickled in byte by byte would hold its connection for ever (Fastify's default is
    // no limit): the whole request must arrive within this, else a 408 (client-error-handler.ts).
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      // Node looks for requests past their time this often (default 30 s, longer than a short limit).
      connectionsCheckingInterval: Math.max(100, Math.min(30_000, Math.floor(config.headersTimeoutMs / 4))),
    },
  })
  // METRICS_TOKEN: /metrics in the Prometheus format, behind that bearer token.
  if (config.operations.metricsToken !== undefined) registerMetrics(app, database, config.operations.metricsToken)
  // SENTRY_DSN: every unexpected error (a 500) is reported too, once, as it is logged.
  const reportError = createErrorReporter(config, app.log)
  const sendError = (error: unknown, request: FastifyRequest, reply: FastifyReply) => sendErrorResponse(error, request, reply, reportError)
  const stopOutageLog = logDatabaseOutages(database, app.log)
  app.addHook('onClose', async () => stopOutageLog())

  // One hook for what every request needs first (a hook per concern costs each request a step):
  // its id and the security headers on the response (a page or a document route replaces the
  // policy, runtime/http/security-headers.ts), then the CSRF rule (auth/csrf-guard.ts).
  const refuseCrossSite = csrfGuard([config.publicUrl])
  const securityHeaders = baseSecurityHeaders(config)
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id).headers(securityHeaders)
    refuseCrossSite.call(app, request, reply, done)
  })
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply))
  // The web layer may claim unmatched non-API paths in its own scope; until then they are JSON 404s.
  app.setNotFoundHandler((request, reply) =>
    sendError(notFound(`Route ${request.method} ${request.url.split('?')[0]} not found`), request, reply),
  )

  // No parsing hook: cookies are parsed where they are read (auth/request-credentials.ts).
  await app.register(cookie, { hook: false })
  // Fastify's JSON parser reports a `__proto__` key as invalid JSON; this one names the key (400),
  // for every route: entity routes and hand-written ones (shop, CRM, chats, authentication...).
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(decodeUtf8Body(body as Buffer)))
    } catch (error) {
      done(error as Error, undefined)
    }
  })
  // Who is asking (DESIGN "Access control"): every plugin reads it through authorizeRequest.
  app.decorate('accessEngine', createAccessEngine(database.db, await resolveJwtSecret(config)))
  // Every route with the policy that guards it, for is-authorized and the access-matrix test.
  const routePolicies = new RoutePolicyTable()
  app.decorate('routePolicies', routePolicies)
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    for (const method of methods) routePolicies.add(method, route.url, route.config as RouteAccessConfig | undefined)
  })
  // Before any route sees its input: text the database cannot store is refused by name here.
  // A callback hook, not an async one: it runs on every request, hot reads included.
  app.addHook('preValidation', (request, _reply, done) => {
    const { query, params, body } = request
    // The common case allocates nothing: the walk naming the culprit runs only when there is one,
    // and the parsed URL is walked only when its text may hold such text.
    const urlHolds = urlMayHoldUnstorableText(request.url) && (holdsUnstorableText(query) || holdsUnstorableText(params))
    if (!urlHolds && !holdsUnstorableText(body)) return done()
    done(refuseUnstorableText({ 'query string': query, 'URL path': namedParams(params), 'request body': body }))
  })
  registerHealthRoutes(app, database, config)
  await registerPublicFiles(app, config)
  // The tunnel of the pages' error reports, which forwards them only with SENTRY_DSN.
  const reportBrowserError = createBrowserErrorReporter(config, app.log)
  await app.register(
    async (api) => {
      await api.register(browserErrorRoute(config, reportBrowserError))
      for (const plugin of apiPlugins) await api.register(plugin, { database, config })
    },
    { prefix: '/api' },
  )
  if (options.web !== undefined) await app.register(options.web, { database, config })
  return app
}

// A wildcard route's rest of the path (`/public/*`) is the parameter `*`; a client knows it as the path.
function namedParams(params: unknown): unknown {
  if (typeof params !== 'object' || params === null || !('*' in params)) return params
  const { '*': rest, ...named } = params as Record<string, unknown>
  return { ...named, path: rest }
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true })

// JSON is UTF-8 (RFC 8259); bytes that are not would otherwise be stored as U+FFFD, silently.
function decodeUtf8Body(body: Buffer): string {
  try {
    return strictUtf8.decode(body)
  } catch {
    throw badRequest('Request body is not valid UTF-8')
  }
}

function sendErrorResponse(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
  reportError: ErrorReporter | undefined,
): FastifyReply {
  const response = toErrorResponse(error, messageLanguageOf(request.headers['accept-language']))
  if (clientWentAway(error, reply)) {
    request.log.info({ requestId: request.id }, 'The client went away before the response was sent')
  } else if (response.log === 'error') {
    request.log.error({ err: error, requestId: request.id }, 'Request failed with an unexpected error')
    if (reportError !== undefined) void reportFailure(reportError, error, request)
  } else if (response.log === 'info') {
    request.log.info({ statusCode: response.statusCode, code: response.body.error.code }, response.body.error.message)
  }
  return reply.header(REQUEST_ID_HEADER, request.id).headers(response.headers).status(response.statusCode).send(response.body)
}

// The report names the route's pattern and the subject, never the URL, headers or body.
async function reportFailure(reportError: ErrorReporter, error: unknown, request: FastifyRequest): Promise<void> {
  const principal = await principalOf(request).catch(() => undefined)
  await reportError(error, {
    id: request.id,
    method: request.method,
    route: request.routeOptions.url ?? 'unmatched',
    subjectId: principal?.kind === 'subject' ? principal.subjectId : undefined,
  })
}

// A visitor who closes the tab mid-render aborts the render (web/server/web-plugin.ts aborts it when
// the connection closes): no server error, and no one left to answer.
function clientWentAway(error: unknown, reply: FastifyReply): boolean {
  return reply.raw.destroyed && error instanceof Error && error.name === 'AbortError'
}
