/**
 * Options of a hand-written route: the route declares its policy in `config.access` (so the route
 * policy table and is-authorized see it) and its OpenAPI description in `config.openapi`, and an
 * `onRequest` hook runs the same access decision as every generated route. Responses depend on who
 * asks, so they are never cached.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AccessPolicy } from '#contract/access-policy.ts'
import { authorizeRequest } from '#runtime/access/authorize-request.ts'
import type { Config } from '#runtime/config/load-config.ts'
import { PRIVATE_NO_STORE } from '#runtime/http/cache-control.ts'
import type { RouteDoc } from '#runtime/http/route-docs.ts'

/** What a hand-written route declares. */
export interface GuardedRoute {
  readonly access: AccessPolicy
  /** Completes "Sign in to …" and "You are not allowed to …". */
  readonly purpose: string
  /** Requests per minute and client. */
  readonly rateLimit?: { readonly max: number }
  readonly openapi: RouteDoc
}

/** Route options guarding a route with its policy and describing it. */
export function guardedBy(config: Pick<Config, 'rbacSecretKey'>, route: GuardedRoute) {
  return {
    config: {
      access: route.access,
      openapi: route.openapi,
      ...(route.rateLimit === undefined ? {} : { rateLimit: { max: route.rateLimit.max, timeWindow: 60_000 } }),
    },
    onRequest: async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      reply.header('cache-control', PRIVATE_NO_STORE)
      await authorizeRequest(request, route.access, config, route.purpose)
    },
  }
}
