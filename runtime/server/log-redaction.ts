/**
 * What pino must never write (DESIGN "Access control": no secret in any log line): credentials in
 * headers, cookies being set, and the password, token and code fields of authentication bodies,
 * wherever a log call puts them (at the top of the logged object or up to two levels down).
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

// `code` alone names SQLSTATEs and error codes worth keeping; only a body's `code` is a reset code.
const BODY_CODE_PATHS = ['body.code', 'data.code', '*.body.code', '*.data.code', 'body.data.code', '*.body.data.code']

/** The pino `redact` paths. */
export const LOG_REDACT_PATHS: readonly string[] = [
  ...HEADER_PATHS,
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
  ...BODY_CODE_PATHS,
]

/** Adds redaction to a logger configuration; a ready-made logger instance or `false` is kept as is. */
export function withLogRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (typeof logger !== 'object' || logger === null) return logger
  return { ...logger, redact: { paths: [...LOG_REDACT_PATHS], censor: '[redacted]' } }
}
