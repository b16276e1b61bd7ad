/**
 * Reports server errors (a request's 500) to a Sentry-compatible service when SENTRY_DSN is set:
 * each as one envelope posted to the DSN's project, in the background. A report that cannot be
 * sent is logged and dropped; it never delays or fails the response.
 */
import type { Config } from '#runtime/config/load-config.ts'
import { errorEvent, type FailedRequest } from './error-event.ts'
import { sentryTarget } from './sentry-dsn.ts'

/** Reports one failed request's error; resolves once it is sent or given up. */
export type ErrorReporter = (error: unknown, request: FailedRequest) => Promise<void>

/** Where a reporter writes what it could not send. */
export interface ReporterLog {
  warn(details: object, message: string): void
}

const SEND_TIMEOUT_MS = 5_000

/** A reporter for `config`, or undefined without SENTRY_DSN. */
export function createErrorReporter(config: Config, log: ReporterLog): ErrorReporter | undefined {
  if (config.sentryDsn === undefined) return undefined
  const target = sentryTarget(config.sentryDsn)
  const secrets = [
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
  return async (error, request) => {
    const event = errorEvent(error, request, config.nodeEnv, secrets)
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

// A URL's password alone may also appear in a message (a driver echoing its connection settings).
function secretsOfUrls(urls: readonly (string | undefined)[]): string[] {
  return urls.flatMap((url) => {
    if (url === undefined || !URL.canParse(url)) return []
    const password = decodeURIComponent(new URL(url).password)
    return password === '' ? [] : [password]
  })
}
