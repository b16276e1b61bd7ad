/**
 * A server error as a Sentry event, built from what may leave the server: the error's type, message
 * and stack frames, the request's id, method and route pattern (never its URL, query, headers,
 * cookies or body), the subject's id, and the environment. Every configured secret found in the
 * text, and any password in a URL, is replaced with `[redacted]`.
 */
import { randomBytes } from 'node:crypto'

/** What is known of the request that failed. */
export interface FailedRequest {
  readonly id: string
  readonly method: string
  /** The route's pattern (`/api/host/pages/:id`), or `unmatched`. */
  readonly route: string
  readonly subjectId: string | undefined
}

/** The parts of a Sentry event Tessera sends. */
export interface ErrorEvent {
  readonly event_id: string
  readonly timestamp: number
  readonly platform: 'node' | 'javascript'
  readonly level: 'error'
  readonly environment: string
  readonly release?: string
  readonly transaction: string
  readonly tags: Readonly<Record<string, string>>
  readonly user?: { readonly id: string }
  readonly exception: { readonly values: readonly ExceptionValue[] }
}

interface ExceptionValue {
  readonly type: string
  readonly value: string
  readonly stacktrace?: { readonly frames: readonly StackFrame[] }
}

interface StackFrame {
  readonly function?: string
  readonly filename: string
  readonly lineno?: number
  readonly colno?: number
  readonly in_app: boolean
}

const REDACTED = '[redacted]'

/** The event of `error` thrown while serving `request`, with each of `secrets` redacted. */
export function errorEvent(error: unknown, request: FailedRequest, environment: string, secrets: readonly string[]): ErrorEvent {
  const redact = redactor(secrets)
  const failure = error instanceof Error ? error : new Error(typeof error === 'string' ? error : 'A non-error value was thrown')
  const frames = stackFrames(failure.stack ?? '').map((frame) => ({ ...frame, filename: redact(frame.filename) }))
  return {
    event_id: randomBytes(16).toString('hex'),
    timestamp: Date.now() / 1000,
    platform: 'node',
    level: 'error',
    environment,
    transaction: `${request.method} ${request.route}`,
    tags: { request_id: request.id, route: request.route, method: request.method },
    ...(request.subjectId === undefined ? {} : { user: { id: request.subjectId } }),
    exception: {
      values: [{ type: failure.name, value: redact(failure.message), ...(frames.length === 0 ? {} : { stacktrace: { frames } }) }],
    },
  }
}

/** What a page's browser reports of an error it caught (web/site/error-reports.ts). */
export interface BrowserError {
  readonly type: string
  readonly message: string
  readonly stack: string
  /** The page's path, without query or fragment. */
  readonly path: string
}

/**
 * The event of an error a page's browser reported: like a server one, with the page's path
 * (segments that look like tokens replaced) as its transaction and the release of this server.
 */
export function browserErrorEvent(
  error: BrowserError,
  request: FailedRequest,
  context: { readonly environment: string; readonly release: string },
  secrets: readonly string[],
): ErrorEvent {
  const failure = Object.assign(new Error(error.message), { name: error.type, stack: error.stack })
  const route = error.path.replace(/[^/]{24,}/g, ':token')
  const event = errorEvent(failure, { ...request, method: 'GET', route }, context.environment, secrets)
  return { ...event, platform: 'javascript', release: context.release, transaction: route, tags: { ...event.tags, source: 'browser' } }
}

function redactor(secrets: readonly string[]): (text: string) => string {
  // Longest first, so a secret that contains another is redacted whole.
  const known = [...new Set(secrets.filter((secret) => secret.length >= 4))].sort((a, b) => b.length - a.length)
  return (text) =>
    known.reduce((result, secret) => result.replaceAll(secret, REDACTED), text).replace(/(\/\/[^\s:/@]*:)[^\s@/]+@/g, `$1${REDACTED}@`)
}

// V8's `    at fn (file:line:col)` and `    at file:line:col`; Sentry wants the outermost frame first.
function stackFrames(stack: string): StackFrame[] {
  const frames: StackFrame[] = []
  for (const line of stack.split('\n')) {
    const match = /^\s*at (?:(.+?) \()?(.+?)(?::(\d+):(\d+))?\)?$/.exec(line)
    if (match === null) continue
    const [, fn, filename = '', lineno, colno] = match
    frames.push({
      ...(fn === undefined ? {} : { function: fn }),
      filename,
      ...(lineno === undefined ? {} : { lineno: Number(lineno), colno: Number(colno) }),
      in_app: !filename.includes('node_modules') && !filename.startsWith('node:'),
    })
  }
  return frames.reverse()
}
