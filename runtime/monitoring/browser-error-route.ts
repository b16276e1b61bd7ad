/**
 * The tunnel of browser error reports (issue #23, Sentry's documented `tunnel`), declared in
 * contract/routes/core.ts: a page posts an error it caught (web/site/error-reports.ts) to its own
 * origin, so the site's CSP keeps `connect-src 'self'` and the page never carries the DSN. Only the
 * contract's fields are read (type, message, stack, path), each bounded; no header, cookie or body
 * is forwarded. The report names this request's id and the signed-in subject's id. Without
 * SENTRY_DSN the route answers 404: nothing collects reports, and pages are not told to send any.
 */
import rateLimit from '@fastify/rate-limit'
import type { FastifyPluginAsync } from 'fastify'
import { reportBrowserError } from '#contract/routes/core.ts'
import { principalOf } from '#runtime/access/authorize-request.ts'
import type { Config } from '#runtime/config/load-config.ts'
import { notFound, tooManyRequests } from '#runtime/errors/http-error.ts'
import { contractRouter } from '#runtime/http/contract-route.ts'
import type { BrowserErrorReporter } from './error-reporter.ts'

/** The tunnel (register inside `/api`), handing each report to `report` (undefined without SENTRY_DSN). */
export function browserErrorRoute(config: Config, report: BrowserErrorReporter | undefined): FastifyPluginAsync {
  return async (app) => {
    // The contract's limit per client, counted in this process: enough to keep one page from flooding the service.
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, limit) => tooManyRequests(`Too many error reports; wait ${limit.after} and try again`),
    })
    const route = contractRouter(app, { config })
    route(reportBrowserError, async ({ body, request }) => {
      if (report === undefined) throw notFound('Browser error reports are not collected: the server has no SENTRY_DSN')
      const principal = await principalOf(request).catch(() => undefined)
      const subjectId = principal?.kind === 'subject' ? principal.subjectId : undefined
      void report(
        { ...body, path: body.path.split(/[?#]/)[0]! },
        { id: request.id, method: 'POST', route: reportBrowserError.path, subjectId },
      )
      return { received: true as const }
    })
  }
}
