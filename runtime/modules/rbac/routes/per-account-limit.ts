/**
 * A second rate limit on sign-in routes, per account rather than per client address: guessing one
 * account's password from many addresses meets it even when no single address meets its own.
 * Runs as a `preHandler`, after the body is parsed; a body that names no account is left to the
 * per-address limit and to validation. A browser `trusted` for the account (one that signed in to
 * it before, device-cookie.ts) is neither counted nor held back, so strangers' wrong passwords
 * cannot lock the owner out (issue #30 finding 9); the per-address limit still applies to it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { tooManyRequests } from '#runtime/errors/http-error.ts'

/** Reads the account a body names: `body.login`, `body.email`, `body.address`. */
export type AccountOf = (body: Readonly<Record<string, unknown>>) => unknown

/** Whether the request's browser is a known device of the account it names. */
export type TrustedFor = (request: FastifyRequest, account: string) => Promise<boolean>

/** A preHandler allowing `max` requests a minute per route and account; needs `@fastify/rate-limit` registered. */
export function perAccountLimit(
  app: FastifyInstance,
  max: number,
  accountOf: AccountOf,
  trusted: TrustedFor = async () => false,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const account = (request: FastifyRequest): string | undefined => {
    const value = accountOf(payloadOf(request.body))
    // The same normalisation the schemas apply, so `A@x.com ` and `a@x.com` share one budget.
    return typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : undefined
  }
  // `createRateLimit`, not `rateLimit`: the latter runs once per request, and the route's
  // per-address limit has already run by then.
  const limit = app.createRateLimit({
    max,
    timeWindow: 60_000,
    keyGenerator: (request) => `account:${request.routeOptions.url}:${account(request) ?? ''}`,
    allowList: (request) => account(request) === undefined,
  })
  return async (request, reply) => {
    const named = account(request)
    if (named !== undefined && (await trusted(request, named))) return
    const result = await limit(request)
    if (result.isAllowed || !result.isExceeded) return
    reply.header('retry-after', result.ttlInSeconds)
    throw tooManyRequests(`Too many attempts for this account; wait ${result.ttlInSeconds} seconds and try again`)
  }
}

// Bodies come bare or in the API's `{ data }` envelope (auth-schemas.ts `parseAuthBody`).
function payloadOf(body: unknown): Readonly<Record<string, unknown>> {
  if (typeof body !== 'object' || body === null) return {}
  const data = (body as { data?: unknown }).data
  return (typeof data === 'object' && data !== null ? data : body) as Readonly<Record<string, unknown>>
}
