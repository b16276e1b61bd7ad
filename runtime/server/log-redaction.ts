/**
 * What pino must never write (DESIGN "Access control": no secret in any log line): credentials in
 * headers, cookies being set, and the password, token and code fields of authentication bodies,
 * at the top of the logged object or inside the objects a log call names (`body`, `req.body`,
 * `err`…).
 *
 * Every path starts with a named key, never a wildcard: with a leading `*`, pino runs the redactor
 * over the bindings of every child logger, and Fastify makes one per request even at `warn`, which
 * cost 17–44 µs per request (bench/README.md). Named paths touch only log calls that use those keys.
 */
import type { FastifyServerOptions } from 'fastify'

const HEADER_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-rbac-secret-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["x-rbac-secret-key"]',
]

const SECRET_FIELDS = ['password', 'newPassword', 'passwordConfirmation', 'refresh', 'jwt', 'signature', 'secretKey']

// The objects log calls put request bodies and errors under ('' is the logged object itself).
const SECRET_OWNERS = ['', 'body.', 'data.', 'body.data.', 'req.body.', 'request.body.', 'err.', 'error.', 'input.', 'payload.']

// `code` alone names SQLSTATEs and error codes worth keeping; only a body's `code` is a reset code.
const BODY_CODE_PATHS = ['body.code', 'data.code', 'body.data.code', 'req.body.code', 'request.body.code', 'input.code', 'payload.code']

/** The pino `redact` paths. */
export const LOG_REDACT_PATHS: readonly string[] = [
  ...HEADER_PATHS,
  ...SECRET_OWNERS.flatMap((owner) => SECRET_FIELDS.map((field) => `${owner}${field}`)),
  ...BODY_CODE_PATHS,
]

/** Adds redaction to a logger configuration; a ready-made logger instance or `false` is kept as is. */
export function withLogRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (typeof logger !== 'object' || logger === null) return logger
  return { ...logger, redact: { paths: [...LOG_REDACT_PATHS], censor: '[redacted]' } }
}
