/**
 * A second rate limit on sign-in routes, per account rather than per client address: guessing one
 * account's password from many addresses meets it even when no single address meets its own.
 * Runs as a `preHandler`, after the body is parsed; a body that names no account is left to the
 * per-address limit and to validation. A browser `trusted` for the account (one that signed in to
 * it before, device-cookie.ts) is neither counted nor held back, so strangers' wrong passwords
 * cannot lock the owner out (issue #30 finding 9); the per-address limit still applies to it.
 *
 * Past its budget an account's attempts are not refused but slowed down (finding 9): each waits a
 * growing delay ({@link overBudgetDelayMs}) and they take turns, one per delay, so guesses from many
 * addresses stay slow while the owner's right password, typed in any browser, still gets in. Only
 * a flood that would make an attempt wait longer than {@link MAX_WAIT_MS} is answered 429.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { tooManyRequests } from '#runtime/errors/http-error.ts'

/** Reads the account a body names: `body.login`, `body.email`, `body.address`. */
export type AccountOf = (body: Readonly<Record<string, unknown>>) => unknown

/** Whether the request's browser is a known device of the account it names. */
export type TrustedFor = (request: FastifyRequest, account: string) => Promise<boolean>

/** The first over-budget attempt's delay; each further one in the window waits this much longer. */
export const DELAY_STEP_MS = 250

/** The longest delay of one attempt. */
export const MAX_DELAY_MS = 4_000

/** The longest an attempt may queue behind others for the same account before it is refused. */
export const MAX_WAIT_MS = 12_000

/** How long the `excess`-th attempt past the budget waits its turn: growing, bounded. */
export function overBudgetDelayMs(excess: number): number {
  return Math.min(DELAY_STEP_MS * Math.max(1, excess), MAX_DELAY_MS)
}

/** A preHandler allowing `max` requests a minute per route and account, slowing the rest; needs `@fastify/rate-limit` registered. */
export function perAccountLimit(
  app: FastifyInstance,
  max: number,
  accountOf: AccountOf,
  trusted: TrustedFor = async () => false,
  /** `refuse` answers 429 past the budget at once: for routes that only mail (forgot-password, resend), where nobody is locked out. */
  overBudget: 'slow' | 'refuse' = 'slow',
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  // Per route and account in this process: how many attempts went past the budget in this window,
  // and when the next one may run. Other processes keep their own turns; the budget is shared.
  const turns = new Map<string, { excess: number; nextAt: number; windowEnds: number }>()
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
    if (overBudget === 'refuse') {
      reply.header('retry-after', result.ttlInSeconds)
      throw tooManyRequests(`Too many attempts for this account; wait ${result.ttlInSeconds} seconds and try again`)
    }
    const key = `${request.routeOptions.url}:${named}`
    const now = Date.now()
    const previous = turns.get(key)
    const turn = previous === undefined || previous.windowEnds <= now ? { excess: 0, nextAt: now, windowEnds: now + result.ttl } : previous
    const startAt = Math.max(now, turn.nextAt) + overBudgetDelayMs(turn.excess + 1)
    if (startAt - now > MAX_WAIT_MS) {
      reply.header('retry-after', Math.ceil(MAX_WAIT_MS / 1000))
      throw tooManyRequests(`Too many attempts for this account; wait ${Math.ceil(MAX_WAIT_MS / 1000)} seconds and try again`)
    }
    turns.set(key, { excess: turn.excess + 1, nextAt: startAt, windowEnds: Math.max(turn.windowEnds, startAt) })
    forgetEnded(turns, now)
    await new Promise((resolve) => setTimeout(resolve, startAt - now))
  }
}

// Keeps the map as small as the accounts under attack right now.
function forgetEnded(turns: Map<string, { windowEnds: number }>, now: number): void {
  if (turns.size < 1_000) return
  for (const [key, turn] of turns) if (turn.windowEnds <= now) turns.delete(key)
}

// Bodies come bare or in the API's `{ data }` envelope (auth-schemas.ts `parseAuthBody`).
function payloadOf(body: unknown): Readonly<Record<string, unknown>> {
  if (typeof body !== 'object' || body === null) return {}
  const data = (body as { data?: unknown }).data
  return (typeof data === 'object' && data !== null ? data : body) as Readonly<Record<string, unknown>>
}
