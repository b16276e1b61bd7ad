/**
 * The error every failed call of the client rejects with. SPEC §8: its message
 * joins the messages from the response body and its cause with ' | ', then
 * 'status | statusText', so a toast can show it as it is.
 */

/** One problem with one input value, as the server reports it in `error.issues`. */
export interface ApiIssue {
  readonly path: string
  readonly message: string
}

/** Codes the client adds for calls that got no response at all. */
export type ConnectionFailureCode = 'NETWORK_ERROR' | 'TIMEOUT'

/** What is known about the call that failed. */
export interface ApiErrorInit {
  readonly method: string
  readonly url: string
  /** 0 when no response arrived (connection refused, reset, timed out). */
  readonly status: number
  readonly statusText: string
  /** The server's `error.code`, a {@link ConnectionFailureCode}, or `HTTP_ERROR` for a body without one. */
  readonly code: string
  readonly issues: readonly ApiIssue[]
  /** The parsed response body, if any, for callers that need more than the message. */
  readonly body?: unknown
  readonly cause?: unknown
}

/** A failed API call, keeping status, code and issues so forms can point at fields. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly method: string
  readonly url: string
  readonly status: number
  readonly statusText: string
  readonly code: string
  readonly issues: readonly ApiIssue[]
  readonly body: unknown

  constructor(message: string, init: ApiErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause })
    this.method = init.method
    this.url = init.url
    this.status = init.status
    this.statusText = init.statusText
    this.code = init.code
    this.issues = init.issues
    this.body = init.body
  }
}

/** Whether a call failed without any response: the only failures worth retrying a findById for. */
export function isConnectionFailure(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 0
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function messageOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined
  if (value instanceof Error || isRecord(value)) return messageOf(value.message)
  return undefined
}

function issuesOf(value: unknown): ApiIssue[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((issue) =>
    isRecord(issue) && typeof issue.message === 'string'
      ? [{ path: typeof issue.path === 'string' ? issue.path : '', message: issue.message }]
      : [],
  )
}

// The body is DESIGN's `{ error: { code, message, issues } }`, but a proxy in front of the API may
// answer with `{ message, cause }` or HTML; every message found is kept, none is required.
function bodyParts(body: unknown): { messages: string[]; code?: string; issues: ApiIssue[] } {
  if (!isRecord(body)) return { messages: [], issues: [] }
  const error = isRecord(body.error) ? body.error : body
  const issues = issuesOf(error.issues)
  const messages = [
    messageOf(error.message) ?? messageOf(body.error),
    ...issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)),
    messageOf(error.cause),
  ].filter((part): part is string => part !== undefined)
  return { messages, code: typeof error.code === 'string' ? error.code : undefined, issues }
}

function joinUnique(parts: readonly (string | undefined)[]): string {
  return [...new Set(parts.filter((part): part is string => Boolean(part)))].join(' | ')
}

/** The error for a response whose status is not 2xx, built from its parsed body (if any). */
export function apiErrorFromResponse(
  request: { readonly method: string; readonly url: string },
  response: { readonly status: number; readonly statusText: string },
  body: unknown,
  cause?: unknown,
): ApiError {
  const parts = bodyParts(body)
  // The status part is always appended whole, even when the server's message repeats the status text.
  const message = [joinUnique([...parts.messages, messageOf(cause)]), joinUnique([String(response.status), response.statusText])]
    .filter(Boolean)
    .join(' | ')
  return new ApiError(message, {
    ...request,
    status: response.status,
    statusText: response.statusText,
    code: parts.code ?? 'HTTP_ERROR',
    issues: parts.issues,
    body,
    cause,
  })
}

/** The error for a call that got no response: `fetch` rejected, or the time-out fired first. */
export function apiErrorFromFailure(
  request: { readonly method: string; readonly url: string },
  code: ConnectionFailureCode,
  cause: unknown,
): ApiError {
  const summary = code === 'TIMEOUT' ? 'Request timed out' : (messageOf(cause) ?? 'Network error')
  // undici puts the useful part (`connect ECONNREFUSED 127.0.0.1:3000`) on the cause of its TypeError.
  const detail = code === 'TIMEOUT' ? messageOf(cause) : messageOf((cause as { cause?: unknown } | undefined)?.cause)
  return new ApiError(joinUnique([summary, detail]), { ...request, status: 0, statusText: '', code, issues: [], cause })
}
