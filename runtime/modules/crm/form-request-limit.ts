/**
 * Rate limits on form requests (#30, finding 11: each request mails every administrator, and 29
 * mails went out in 2 s). Two budgets a minute: one per client address, over all forms
 * (FORM_RATE_LIMIT), and one per form, over all addresses (FORM_RATE_LIMIT_PER_FORM), so neither
 * one sender nor many can flood the administrators. Counted in Redis when REDIS_URL is set
 * (runtime/http/shared-rate-limit.ts). A refusal is a 429 in the page's language with Retry-After.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '#runtime/config/load-config.ts'
import { tooManyRequests } from '#runtime/errors/http-error.ts'
import { messageLanguageOf } from '#runtime/i18n/request-language.ts'
import { serverMessage } from '#runtime/i18n/server-messages.ts'

/** Which form a request is for, when it names one (else only the per-address budget applies). */
export type FormIdOf = (request: FastifyRequest) => string | undefined

/** A preHandler spending one request of both budgets; needs `@fastify/rate-limit` registered in `app`'s scope. */
export function formRequestLimit(
  app: FastifyInstance,
  config: Pick<Config, 'formRateLimit' | 'formRateLimitPerForm'>,
  formIdOf: FormIdOf,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const limits = [
    app.createRateLimit({ max: config.formRateLimit, timeWindow: 60_000, keyGenerator: (request) => `address:${request.ip}` }),
    app.createRateLimit({
      max: config.formRateLimitPerForm,
      timeWindow: 60_000,
      keyGenerator: (request) => `form:${formIdOf(request) ?? ''}`,
      allowList: (request) => formIdOf(request) === undefined,
    }),
  ]
  return async (request, reply) => {
    // In order: a sender over their own budget spends nothing of the form's.
    for (const limit of limits) {
      const result = await limit(request)
      if (result.isAllowed || !result.isExceeded) continue
      reply.header('retry-after', result.ttlInSeconds)
      const language = messageLanguageOf(request.headers['accept-language'])
      throw tooManyRequests(serverMessage(language, 'tooManyFormRequests', { seconds: result.ttlInSeconds }))
    }
  }
}
