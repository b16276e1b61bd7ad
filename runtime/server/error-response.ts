import type { FastifyError } from 'fastify'
import { z } from 'zod'
import { isConnectionFault } from '#runtime/db/connection-faults.ts'
import { dataExceptionMessage } from '#runtime/db/data-exception-message.ts'
import { RETRY_AFTER_SECONDS } from '#runtime/db/database-availability.ts'
import { HttpError, type HttpErrorCode, type Issue } from '#runtime/errors/http-error.ts'
import { API_LANGUAGE } from '#runtime/i18n/request-language.ts'

/** The wire body of every failed request (DESIGN, "The HTTP API"). */
export interface ErrorBody {
  readonly error: {
    readonly code: HttpErrorCode
    readonly message: string
    readonly issues?: readonly Issue[]
    /** A `VERSION_CONFLICT`'s record as it is now (runtime/operations/record-version.ts). */
    readonly current?: Readonly<Record<string, unknown>>
  }
}

/**
 * A rendered error: the status to send, the body, extra headers, and how to log it: a bug gets an
 * error line with its stack, a client error an info line, and a refusal during a database outage
 * none (the outage itself is logged once, in create-app.ts).
 */
export interface ErrorResponse {
  readonly statusCode: number
  readonly body: ErrorBody
  readonly headers: Readonly<Record<string, string>>
  readonly log: 'error' | 'info' | 'none'
}

const CODE_BY_STATUS: Readonly<Record<number, HttpErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  431: 'HEADERS_TOO_LARGE',
}

// Errors made with `http-errors` (@fastify/static's file server) carry a status and a bare
// reason phrase; these say what it means here.
const MESSAGE_BY_STATUS: Readonly<Record<number, string>> = {
  400: 'Bad request',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  416: 'Requested range not satisfiable',
}

// Fastify's own wording for these is terse or names internals; clients get a sentence they can show.
const MESSAGE_BY_FASTIFY_CODE: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send application/json or multipart/form-data',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty but content-type is application/json',
}

const VALIDATION_TARGET: Readonly<Record<string, string>> = {
  body: 'request body',
  querystring: 'query string',
  params: 'path parameters',
  headers: 'request headers',
}

/**
 * Turns anything thrown during a request into the status and body the client sees. Known client
 * errors keep their message, in `language` (the request's, runtime/i18n/request-language.ts) where
 * they have it in more than English; everything else is a 500 with a generic message, because its
 * text may contain SQL, paths or data that must not leak.
 */
export function toErrorResponse(error: unknown, language: string = API_LANGUAGE): ErrorResponse {
  if (error instanceof HttpError) {
    const issues = error.issues?.map((issue): Issue => ({ path: issue.path, message: issue.texts?.[language] ?? issue.message }))
    const response = clientError(error.statusCode, error.code, error.texts?.[language] ?? error.message, issues)
    return error.current === undefined ? response : { ...response, body: { error: { ...response.body.error, current: error.current } } }
  }
  if (error instanceof z.core.$ZodError) {
    return clientError(400, 'VALIDATION_FAILED', 'Validation failed', error.issues.map(fromZodIssue))
  }
  if (isFastifyError(error) && error.validation !== undefined) {
    const target = VALIDATION_TARGET[error.validationContext ?? 'body'] ?? 'request'
    return clientError(400, 'VALIDATION_FAILED', `Invalid ${target}`, error.validation.map(fromAjvIssue))
  }
  if (isFastifyError(error) && error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    const code = CODE_BY_STATUS[error.statusCode] ?? 'BAD_REQUEST'
    return clientError(error.statusCode, code, MESSAGE_BY_FASTIFY_CODE[error.code] ?? error.message)
  }
  if (isExposedHttpError(error)) {
    return clientError(
      error.statusCode,
      CODE_BY_STATUS[error.statusCode] ?? 'BAD_REQUEST',
      MESSAGE_BY_STATUS[error.statusCode] ?? error.message,
    )
  }
  if (isConnectionFault(error)) {
    return {
      statusCode: 503,
      body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'The database is unavailable; try again in a few seconds' } },
      headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
      log: 'none',
    }
  }
  // A data exception (class 22) is a value the database cannot take; its text stays in the log.
  if (isPostgresError(error) && error.code.startsWith('22')) return clientError(400, 'BAD_REQUEST', dataExceptionMessage(error.code))
  return {
    statusCode: 500,
    body: { error: { code: 'INTERNAL_ERROR', message: 'Internal server error' } },
    headers: {},
    log: 'error',
  }
}

function clientError(statusCode: number, code: HttpErrorCode, message: string, issues?: readonly Issue[]): ErrorResponse {
  const retryAfter: Record<string, string> = statusCode === 503 ? { 'retry-after': String(RETRY_AFTER_SECONDS) } : {}
  return {
    statusCode,
    body: { error: issues === undefined ? { code, message } : { code, message, issues } },
    headers: retryAfter,
    log: statusCode >= 500 ? 'error' : 'info',
  }
}

function isExposedHttpError(error: unknown): error is Error & { statusCode: number } {
  if (!(error instanceof Error)) return false
  const { statusCode, expose } = error as { statusCode?: unknown; expose?: unknown }
  return expose === true && typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500
}

// pg and PGlite both raise an Error with the five-character SQLSTATE in `code`.
function isPostgresError(error: unknown): error is Error & { code: string } {
  const code: unknown = error instanceof Error ? (error as { code?: unknown }).code : undefined
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as Partial<FastifyError>).code === 'string'
}

function fromZodIssue(issue: z.core.$ZodIssue): Issue {
  return { path: issue.path.map(String).join('.'), message: issue.message }
}

type AjvIssue = NonNullable<FastifyError['validation']>[number]

// Ajv reports a missing property on its parent object; point at the property itself instead.
function fromAjvIssue(issue: AjvIssue): Issue {
  const segments = issue.instancePath.split('/').filter(Boolean).map(unescapeJsonPointer)
  const missing = (issue.params as { missingProperty?: unknown }).missingProperty
  if (issue.keyword === 'required' && typeof missing === 'string') {
    return { path: [...segments, missing].join('.'), message: 'is required' }
  }
  return { path: segments.join('.'), message: issue.message ?? 'is invalid' }
}

function unescapeJsonPointer(segment: string): string {
  return segment.replaceAll('~1', '/').replaceAll('~0', '~')
}
