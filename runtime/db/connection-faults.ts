/**
 * Which database errors mean "the server could not be reached or dropped the connection", as
 * opposed to "this statement is wrong". The first kind is not the client's fault nor a bug: it is
 * answered 503 with Retry-After, logged once per outage, and some of it is retried.
 */

/** Thrown without touching the network while an outage is known (see database-availability.ts). */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError'

  constructor(cause?: unknown) {
    super('The database is unavailable', cause === undefined ? undefined : { cause })
  }
}

// Socket-level failures, raised by Node's net module when connecting or while connected.
const SOCKET_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

// SQLSTATEs of a server that is going away or not taking connections: admin_shutdown,
// crash_shutdown, cannot_connect_now (starting up, shutting down, recovering), too_many_connections.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300'])

// pg says these in words only, without a code.
const LOST_CONNECTION_MESSAGES = [
  'Connection terminated',
  'is not queryable',
  'timeout exceeded when trying to connect',
  // pg.Client's own connect timeout (runtime/db/open-postgres.ts sets it on every connection).
  'timeout expired',
  'Client has encountered a connection error',
]

// The statement was refused before it was sent, or the server aborted it as it went down: either
// way it did not take effect, so running it again cannot apply it twice.
const NEVER_RAN_SQLSTATES = new Set(['57P01', '57P02', '57P03'])

/** Whether `error` (or an error it wraps) says the database could not be reached or went away. */
export function isConnectionFault(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if (current instanceof DatabaseUnavailableError) return true
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && (SOCKET_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))) return true
    if (LOST_CONNECTION_MESSAGES.some((message) => current instanceof Error && current.message.includes(message))) return true
  }
  return false
}

/**
 * Whether the statement that failed with `error` certainly did not take effect, so that even a
 * write may be sent again (outside a transaction): it was never sent, or the server aborted it.
 */
export function statementNeverRan(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && NEVER_RAN_SQLSTATES.has(code)) return true
  return error.message.includes('is not queryable')
}

// Errors of transactions that certainly did not commit because their connection broke.
const uncommitted = new WeakSet<object>()

/**
 * Notes that `error` ended a transaction before it committed: its connection broke on a statement
 * before COMMIT (or on the ROLLBACK after it), or COMMIT itself was refused unrun. Nothing of the
 * transaction took effect, so it may be run again as a whole ({@link transactionNeverCommitted}).
 */
export function markTransactionNeverCommitted(error: unknown): void {
  if (typeof error === 'object' && error !== null) uncommitted.add(error)
}

/** Whether `error` ended a transaction that certainly did not commit, for want of a connection. */
export function transactionNeverCommitted(error: unknown): boolean {
  return typeof error === 'object' && error !== null && uncommitted.has(error)
}
