/**
 * Reports server errors (a request's 500) to a Sentry-compatible service when SENTRY_DSN is set:
 * each as one envelope posted to the DSN's project, in the background. A report that cannot be
 * sent is logged and dropped; it never delays or fails the response.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Config } from '#runtime/config/load-config.ts'
import { REPOSITORY_ROOT } from '#runtime/server/repository-root.ts'
import { type BrowserError, browserErrorEvent, type ErrorEvent, errorEvent, type FailedRequest } from './error-event.ts'
import { type SentryTarget, sentryTarget } from './sentry-dsn.ts'

/** Reports one failed request's error; resolves once it is sent or given up. */
export type ErrorReporter = (error: unknown, request: FailedRequest) => Promise<void>

/** Where a reporter writes what it could not send. */
export interface ReporterLog {
  warn(details: object, message: string): void
}

const SEND_TIMEOUT_MS = 5_000

/** Reports one error a page's browser caught, through the request that brought it. */
export type BrowserErrorReporter = (error: BrowserError, request: FailedRequest) => Promise<void>

/** A reporter for `config`, or undefined without SENTRY_DSN. */
export function createErrorReporter(config: Config, log: ReporterLog): ErrorReporter | undefined {
  if (config.sentryDsn === undefined) return undefined
  const send = eventSender(sentryTarget(config.sentryDsn), log)
  const secrets = secretsOf(config)
  return (error, request) => send(errorEvent(error, request, config.nodeEnv, secrets))
}

/**
 * The tunnel's reporter (browser-error-route.ts) for `config`, or undefined without SENTRY_DSN: the
 * browser never learns the DSN, and the event leaves with this server's redaction and release.
 */
export function createBrowserErrorReporter(config: Config, log: ReporterLog): BrowserErrorReporter | undefined {
  if (config.sentryDsn === undefined) return undefined
  const send = eventSender(sentryTarget(config.sentryDsn), log)
  const secrets = secretsOf(config)
  const context = { environment: config.nodeEnv, release: RELEASE }
  return (error, request) => send(browserErrorEvent(error, request, context, secrets))
}

/** The release events name: `tessera@<package.json version>`. */
const RELEASE = `tessera@${(JSON.parse(readFileSync(path.join(REPOSITORY_ROOT, 'package.json'), 'utf8')) as { version: string }).version}`

// Posts one event as an envelope to the DSN's project; what cannot be sent is logged and dropped.
function eventSender(target: SentryTarget, log: ReporterLog): (event: ErrorEvent) => Promise<void> {
  return async (event) => {
    const header = { event_id: event.event_id, sent_at: new Date().toISOString(), dsn: target.dsn }
    const body = `${JSON.stringify(header)}\n${JSON.stringify({ type: 'event' })}\n${JSON.stringify(event)}\n`
    try {
      const response = await fetch(target.envelopeUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-sentry-envelope',
          'x-sentry-auth': `Sentry sentry_version=7, sentry_key=${target.publicKey}, sentry_client=tessera/0.1`,
        },
        body,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      })
      if (!response.ok) log.warn({ status: response.status, eventId: event.event_id }, 'The error report was refused')
    } catch (cause) {
      log.warn({ err: cause, eventId: event.event_id }, 'The error report could not be sent')
    }
  }
}

// Every configured secret, which no report may carry.
function secretsOf(config: Config): string[] {
  return [
    config.databaseUrl,
    config.jwtSecret,
    config.rbacSecretKey,
    config.redisUrl,
    config.smtpUrl,
    config.s3?.secretAccessKey,
    config.s3?.accessKeyId,
  ]
    .concat(secretsOfUrls([config.databaseUrl, config.redisUrl, config.smtpUrl]))
    .filter((secret): secret is string => secret !== undefined && secret !== '')
}

// A URL's password alone may also appear in a message (a driver echoing its connection settings).
function secretsOfUrls(urls: readonly (string | undefined)[]): string[] {
  return urls.flatMap((url) => {
    if (url === undefined || !URL.canParse(url)) return []
    const password = decodeURIComponent(new URL(url).password)
    return password === '' ? [] : [password]
  })
}
