/**
 * The tunnel of browser error reports (issue #23, Sentry's documented `tunnel`): a page posts an
 * error it caught (web/site/error-reports.ts) to its own origin, so the site's CSP keeps
 * `connect-src 'self'` and the page never carries the DSN. Only the fields below are read (type,
 * message, stack, path), each bounded; no header, cookie or body is forwarded. The report names
 * this request's id and the signed-in subject's id.
 */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { principalOf } from '#runtime/access/authorize-request.ts'
import type { Config } from '#runtime/config/load-config.ts'
import { guardedBy } from '#runtime/modules/rbac/routes/route-guard.ts'
import type { BrowserErrorReporter } from './error-reporter.ts'

/** The path pages post their errors to (inside `/api`). */
export const BROWSER_ERROR_PATH = '/browser-errors'

const BrowserErrorBody = z.object({
  type: z.string().max(200),
  message: z.string().max(2_000),
  stack: z.string().max(16_000),
  path: z.string().startsWith('/').max(2_000),
})

/** Registers the tunnel (inside `/api`) that hands each report to `report`. */
export function registerBrowserErrorRoute(app: FastifyInstance, config: Config, report: BrowserErrorReporter): void {
  app.post(
    BROWSER_ERROR_PATH,
    guardedBy(config, {
      access: 'public',
      purpose: 'report an error a page caught',
      rateLimit: { max: 60 },
      openapi: {
        tag: 'monitoring',
        summary: 'An error a page caught, for the Sentry-compatible service (only with SENTRY_DSN)',
        body: BrowserErrorBody,
        response: z.object({ received: z.literal(true) }),
        status: 202,
        errors: [400, 429],
      },
    }),
    async (request, reply) => {
      const error = BrowserErrorBody.parse(request.body)
      const principal = await principalOf(request).catch(() => undefined)
      const subjectId = principal?.kind === 'subject' ? principal.subjectId : undefined
      void report(
        { ...error, path: error.path.split(/[?#]/)[0]! },
        { id: request.id, method: 'POST', route: BROWSER_ERROR_PATH, subjectId },
      )
      return reply.status(202).send({ data: { received: true } })
    },
  )
}
