/** A Sentry DSN (`https://<public key>@<host>[/<path>]/<project id>`) read into where envelopes go. */

/** Where and as whom a Sentry-compatible service takes events. */
export interface SentryTarget {
  /** `https://<host>[/<path>]/api/<project id>/envelope/`. */
  readonly envelopeUrl: string
  /** The DSN's public key (a client identifier, not a secret: Sentry puts it in browsers). */
  readonly publicKey: string
  /** The DSN as given, which envelope headers name. */
  readonly dsn: string
}

const DSN = /^(https?):\/\/([^:@\s/]+)@([^\s/]+)(\/[^\s]*)?\/(\d+)\/?$/

/** Whether `value` is a DSN Tessera can post to. */
export function isSentryDsn(value: string): boolean {
  return DSN.test(value) && URL.canParse(value)
}

/** The target of a DSN; throws on a malformed one (load-config.ts refuses those first). */
export function sentryTarget(dsn: string): SentryTarget {
  const match = DSN.exec(dsn)
  if (match === null) throw new Error('SENTRY_DSN must look like https://<key>@<host>/<project id>')
  const [, scheme, publicKey, host, path = '', projectId] = match
  return { envelopeUrl: `${scheme}://${host}${path}/api/${projectId}/envelope/`, publicKey: publicKey!, dsn }
}
