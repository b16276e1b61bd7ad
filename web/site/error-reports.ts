/**
 * The page's error reporter (issue #23), loaded by site-islands.tsx only when the server says
 * SENTRY_DSN is set, so a page without it ships none of this. It posts each error an island
 * threw, and each unhandled error or rejection, once, to this server's tunnel
 * (`reportBrowserError` in contract/routes/core.ts), which forwards it to the Sentry-compatible
 * service: same origin (the CSP stays `connect-src 'self'`), no credentials, and only the error's
 * type, message, stack and the page's path (never its query, which may hold a token).
 *
 * A minimal post rather than @sentry/browser: the SDK's smallest bundle is about 25 KB gzipped
 * for what these ~40 lines do, and the server already builds the envelope for its own errors.
 *
 * Sent by web/api's `sendReport`, not the generated client (generated/client/routes/core.gen.ts):
 * a report goes around the request stack (send-report.ts says why). The path and body are typed
 * from the contract, so neither can drift from the route.
 */
import type { reportBrowserError } from '#contract/routes/core.ts'
import type { RouteInput } from '#web/api/route-call.ts'
import { sendReport } from '#web/api/send-report.ts'

const TUNNEL: (typeof reportBrowserError)['path'] = '/api/browser-errors'

// The errors already sent: React hands a caught error to its root and may rethrow it to the window.
const reported = new WeakSet<object>()
const reportedTexts = new Set<string>()

/** Sends `error` once; anything that is not an Error is described by its text. */
export function reportError(error: unknown): void {
  const failure = error instanceof Error ? error : new Error(typeof error === 'string' ? error : 'A non-error value was thrown')
  const text = `${failure.name}: ${failure.message}\n${failure.stack ?? ''}`
  if (reported.has(failure) || reportedTexts.has(text)) return
  reported.add(failure)
  reportedTexts.add(text)
  const report: RouteInput<typeof reportBrowserError>['body'] = {
    type: failure.name.slice(0, 200),
    message: failure.message.slice(0, 2_000),
    stack: (failure.stack ?? '').slice(0, 16_000),
    path: window.location.pathname.slice(0, 2_000),
  }
  // The server names the subject from the session cookie; it forwards no cookie.
  sendReport(TUNNEL, report)
}

/** Reports what the window sees thrown or rejected outside React from now on. */
export function reportUnhandledErrors(): void {
  window.addEventListener('error', (event) => reportError(event.error ?? event.message))
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason))
}
