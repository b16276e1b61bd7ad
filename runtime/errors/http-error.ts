import { API_LANGUAGE } from '#runtime/i18n/request-language.ts'
import { serverMessage } from '#runtime/i18n/server-messages.ts'
import { messageTexts } from '#runtime/validation/issue-messages.ts'

/**
 * One problem with one input value, as sent to clients in `error.issues`. `path` is dotted from the
 * validated part (`data.title`, `filters.and.0.column`) so a form can attach it to a field.
 */
export interface Issue {
  readonly path: string
  readonly message: string
  /**
   * The message in each language of the site, when it has more than the API's English: the answer
   * carries the request's language as `message` (runtime/server/error-response.ts), never this.
   */
  readonly texts?: Readonly<Record<string, string>>
}

/** The stable machine-readable codes a client may branch on; the message is for people. */
export type HttpErrorCode =
  | 'BAD_REQUEST'
  | 'VALIDATION_FAILED'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'VERSION_CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'HEADERS_TOO_LARGE'
  | 'REQUEST_TIMEOUT'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_ERROR'
  | 'SERVICE_UNAVAILABLE'

/**
 * An error meant to reach the client as `{ error: { code, message, issues? } }`. Operations throw it
 * without knowing about HTTP transport; the server's error handler is the only place that renders it.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError'
  readonly statusCode: number
  readonly code: HttpErrorCode
  readonly issues: readonly Issue[] | undefined
  /** The message in each language of the site, when it has more than English (see {@link Issue.texts}). */
  readonly texts: Readonly<Record<string, string>> | undefined
  /** A `VERSION_CONFLICT`'s record as it is now, which the answer carries as `error.current`. */
  readonly current: Readonly<Record<string, unknown>> | undefined

  constructor(
    statusCode: number,
    code: HttpErrorCode,
    message: string,
    options: {
      issues?: readonly Issue[]
      cause?: unknown
      texts?: Readonly<Record<string, string>>
      current?: Readonly<Record<string, unknown>>
    } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.statusCode = statusCode
    this.code = code
    this.issues = options.issues
    this.texts = options.texts
    this.current = options.current
  }
}

/** 400 for a request that is malformed as a whole (unknown filter column, bad JSON in a `data` part). */
export function badRequest(message: string, issues?: readonly Issue[]): HttpError {
  return new HttpError(400, 'BAD_REQUEST', message, { issues })
}

/** 400 for input that is well-formed but breaks the entity's rules; `issues` name each field. */
export function validationFailed(issues: readonly Issue[], message?: string): HttpError {
  if (message !== undefined) return new HttpError(400, 'VALIDATION_FAILED', message, { issues })
  return new HttpError(400, 'VALIDATION_FAILED', serverMessage(API_LANGUAGE, 'validationFailed'), {
    issues,
    texts: messageTexts((language) => serverMessage(language, 'validationFailed')),
  })
}

/** 401: the caller is not signed in (or the session expired). */
export function unauthorized(message = 'Not signed in'): HttpError {
  return new HttpError(401, 'UNAUTHORIZED', message)
}

/** 403: the caller is signed in but the access policy denies the action. */
export function forbidden(message = 'Forbidden'): HttpError {
  return new HttpError(403, 'FORBIDDEN', message)
}

/** 404 for a missing record or route. */
export function notFound(message = 'Not found'): HttpError {
  return new HttpError(404, 'NOT_FOUND', message)
}

/**
 * A message for people: the API's English alone, or its text in each site language (a page shows
 * the one of its language; `en` is the API's and must be there).
 */
export type PeopleMessage = string | Readonly<Record<string, string>>

/** `message` as an error carries it: the API's text, and the texts per language when it has them. */
export function messageParts(message: PeopleMessage): { readonly message: string; readonly texts?: Readonly<Record<string, string>> } {
  return typeof message === 'string' ? { message } : { message: message[API_LANGUAGE] ?? '', texts: message }
}

/** 409, typically a unique constraint; pass the field so the client can point at it. */
export function conflict(message: PeopleMessage, field?: string): HttpError {
  const parts = messageParts(message)
  return new HttpError(409, 'CONFLICT', parts.message, {
    texts: parts.texts,
    issues: field === undefined ? undefined : [{ path: field, ...parts }],
  })
}

/** 429 from a rate limiter. */
export function tooManyRequests(message = 'Too many requests'): HttpError {
  return new HttpError(429, 'TOO_MANY_REQUESTS', message)
}
