/**
 * Components every entity's operations share: the error body, one response per
 * error status, paging parameters and the security schemes (DESIGN "The HTTP
 * API", "Access control", "Authentication").
 */
import type { AccessPolicy } from './access-policy.ts'
import type { Parameter, Reference, Response, SecurityRequirement, SecurityScheme } from './openapi-types.ts'

/** Error statuses an operation may document, each a shared response. */
export const errorStatuses = {
  400: { name: 'BadRequest', description: 'Malformed request or invalid data; `issues` name each offending field.' },
  401: { name: 'Unauthorized', description: 'Not signed in (or the session expired).' },
  403: { name: 'Forbidden', description: 'Signed in, but the access policy denies this call.' },
  404: { name: 'NotFound', description: 'No record has this id.' },
  409: {
    name: 'Conflict',
    description:
      'A unique value is already taken (CONFLICT; the issue names the field), a restricting reference blocks a delete, or ' +
      'the record changed since the version `If-Match` named (VERSION_CONFLICT; `current` holds the record as it is now).',
  },
  413: { name: 'PayloadTooLarge', description: 'The body or one of its files is too large.' },
  415: { name: 'UnsupportedMediaType', description: 'Send application/json or multipart/form-data.' },
  429: { name: 'TooManyRequests', description: 'Rate limit reached; try again later.' },
  500: { name: 'InternalError', description: 'A bug: logged with the request id, a generic message is returned.' },
  503: {
    name: 'ServiceUnavailable',
    description: 'The database (or a payment provider) is unavailable; try again after Retry-After seconds.',
  },
} as const

/** One documented error status. */
export type ErrorStatus = keyof typeof errorStatuses

const errorBodySchema = {
  type: 'object',
  required: ['error'],
  additionalProperties: false,
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      additionalProperties: false,
      properties: {
        code: { type: 'string', description: 'Stable machine-readable code, e.g. VALIDATION_FAILED or CONFLICT.' },
        message: { type: 'string', description: 'A sentence for people.' },
        issues: { type: 'array', items: { $ref: '#/components/schemas/ApiIssue' } },
        current: {
          type: 'object',
          description: 'With VERSION_CONFLICT: the record as it is now; its `updatedAt` quoted is the ETag to send again.',
        },
      },
    },
  },
}

const issueSchema = {
  type: 'object',
  required: ['path', 'message'],
  additionalProperties: false,
  properties: {
    path: { type: 'string', description: 'Dotted path from the validated part, e.g. `data.slug`.' },
    message: { type: 'string' },
  },
}

/** `ApiErrorBody` and `ApiIssue`. */
export const sharedSchemas = { ApiErrorBody: errorBodySchema, ApiIssue: issueSchema }

const retryAfter = {
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 1 } },
}

/** One response per error status, all with the error body; a 503 says when to try again. */
export const sharedResponses: Record<string, Response> = Object.fromEntries(
  Object.entries(errorStatuses).map(([status, { name, description }]) => [
    name,
    {
      description,
      ...(status === '503' ? { headers: retryAfter } : {}),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorBody' } } },
    },
  ]),
)

/** The header a record is answered with: its version, for `If-Match`. */
export const etagHeader = {
  ETag: { description: "The record's version (its `updatedAt` in quotes), to send in If-Match.", schema: { type: 'string' } },
}

/** Every route can fail with these: a bug, and the database unavailable. */
export const alwaysPossibleErrors = [500, 503] as const satisfies readonly ErrorStatus[]

/** `$ref`s to the shared responses of `statuses`, keyed by status. */
export function errorResponses(statuses: readonly ErrorStatus[]): Record<string, Reference> {
  return Object.fromEntries(statuses.map((status) => [String(status), { $ref: `#/components/responses/${errorStatuses[status].name}` }]))
}

/** Path, paging and version parameters used by many operations. */
export const sharedParameters: Record<string, Parameter> = {
  IfMatch: {
    name: 'If-Match',
    in: 'header',
    description:
      "The ETag of the version this write is based on, as a read answered it (the record's `updatedAt` in quotes). " +
      'A record changed since is a 409 VERSION_CONFLICT, decided under the row lock; without the header (or with `*`) the write applies to any version.',
    schema: { type: 'string' },
  },
  Id: { name: 'id', in: 'path', required: true, description: 'The record id.', schema: { type: 'string', format: 'uuid' } },
  Limit: {
    name: 'limit',
    in: 'query',
    description: 'Rows per page.',
    schema: { type: 'integer', minimum: 1, maximum: 1000, default: 100 },
  },
  Offset: {
    name: 'offset',
    in: 'query',
    description: 'Rows to skip.',
    schema: { type: 'integer', minimum: 0, default: 0 },
  },
}

/** How a caller proves who it is. */
export const securitySchemes: Record<string, SecurityScheme> = {
  rbacSecretKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-RBAC-SECRET-KEY',
    description: 'Server-to-server secret (RBAC_SECRET_KEY); allows every call. Never send it from a browser.',
  },
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The access token returned by the authentication calls.',
  },
  cookieAuth: {
    type: 'apiKey',
    in: 'cookie',
    name: 'rbac.subject.jwt',
    description: 'The same token in the httpOnly cookie browsers keep.',
  },
}

const signedIn: SecurityRequirement[] = [{ bearerAuth: [] }, { cookieAuth: [] }, { rbacSecretKey: [] }]

/** The credentials a policy needs; a public call also works anonymously (`{}`). */
export function securityFor(policy: AccessPolicy): readonly SecurityRequirement[] {
  return policy === 'public' ? [{}, ...signedIn] : signedIn
}
