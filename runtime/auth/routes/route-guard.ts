/**
 * Access for hand-written routes: the route declares its policy in `config.access` (so the route
 * policy table and is-authorized see it) and an `onRequest` hook runs the same decision as every
 * generated route. Responses depend on who asks, so they are never cached.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AccessPolicy } from '#dsl'
import { authorizeRequest } from '#runtime/access/authorize-request.ts'
import type { Config } from '#runtime/config/load-config.ts'
import { PRIVATE_NO_STORE } from '#runtime/http/cache-control.ts'

/** Route options that guard a route with `policy`; `purpose` completes "Sign in to …". */
export function guardedBy(policy: AccessPolicy, purpose: string, config: Pick<Config, 'rbacSecretKey'>, rateLimit?: { max: number }) {
  return {
    config: { access: policy, ...(rateLimit === undefined ? {} : { rateLimit: { max: rateLimit.max, timeWindow: 60_000 } }) },
    onRequest: async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      reply.header('cache-control', PRIVATE_NO_STORE)
      await authorizeRequest(request, policy, config, purpose)
    },
  }
}
