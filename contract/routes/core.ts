/**
 * The core's hand-written routes: those of runtime/ outside the modules, which every site serves
 * whatever modules it lists (generator/cli/find-route-contracts.ts always reads this file; its
 * client is generated/client/routes/core.gen.ts).
 */
import { z } from 'zod'
import { defineRoute } from '../define-route.ts'

/**
 * `POST /api/browser-errors`: the tunnel of browser error reports (issue #23, Sentry's documented
 * `tunnel`). Handler: runtime/monitoring/browser-error-route.ts.
 */
export const reportBrowserError = defineRoute({
  method: 'POST',
  path: '/api/browser-errors',
  access: 'public',
  purpose: 'report an error a page caught',
  rateLimit: 60,
  tag: 'monitoring',
  summary: 'An error a page caught, for the Sentry-compatible service (only with SENTRY_DSN)',
  description: 'Without SENTRY_DSN the server collects no reports (404), and its pages send none.',
  body: z.object({
    type: z.string().max(200),
    message: z.string().max(2_000),
    stack: z.string().max(16_000),
    path: z.string().startsWith('/').max(2_000),
  }),
  response: z.object({ received: z.literal(true) }),
  status: 202,
  errors: [400, 404, 429],
})
