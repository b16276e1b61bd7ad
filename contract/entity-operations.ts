/**
 * The operations of every generated entity API, one row each: method, path under the entity's
 * base, read or write, success statuses, error statuses, what the request carries and what the
 * response holds. The routes (runtime/http/define-entity-routes.ts, with their Fastify schemas), the
 * access table (runtime/access/entity-route-policies.ts), the OpenAPI document (generator/openapi/,
 * emitted into generated/openapi/ at generate time),
 * the typed client (runtime/client/entity-client.ts) and the access definition of the DSL all read
 * this table, so an operation added here appears in all of them (its behaviour is the one other
 * thing to write: a handler in define-entity-routes.ts, which does not compile until it exists).
 * Pure data: the generator, the server and the browser import it alike.
 */

/**
 * Error statuses an operation may answer with (DESIGN "The HTTP API"): 500 is a bug, 503 the
 * database (or a provider) unavailable, answered with Retry-After; every route can answer both.
 */
export type OperationErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503

/**
 * What a request carries: `none`; one record to create (`record`) or a change of one (`change`),
 * each as JSON or multipart with files when `files` is set; a list of records (`records`) or of
 * changes each with its id (`changes`).
 */
export type OperationBody = 'none' | 'record' | 'change' | 'records' | 'changes'

/** Every method a `filters[and][i][method]` may name (DESIGN "The HTTP API"). */
export const filterMethods = [
  'eq',
  'ne',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'inArray',
  'notInArray',
  'isNull',
  'isNotNull',
] as const

/** Query parameters: the whole find language, filters only, include only, or none. */
export type OperationQuery = 'find' | 'filters' | 'include' | 'none'

/** The `data` of a success: one record, a list, a count, or a yes/no answer. */
export type OperationResponse = 'record' | 'records' | 'count' | 'boolean'

/** One row of the table. */
export interface EntityOperationSpec {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  /** Path under the entity's base, Fastify style (`/:id`); '' is the base itself. */
  readonly suffix: string
  /** Which group of an access definition covers it (`read` or `write`). */
  readonly access: 'read' | 'write'
  /** What a refusal says the caller was not allowed to do: `{verb} {module}/{entity} records`. */
  readonly verb: 'read' | 'create' | 'update' | 'delete'
  /** The first is the usual one; find-or-create answers 200 when it found the record. */
  readonly success: readonly (200 | 201)[]
  readonly errors: readonly OperationErrorStatus[]
  readonly query: OperationQuery
  readonly body: OperationBody
  /** Whether the body may be multipart with one part per file field. */
  readonly files: boolean
  readonly response: OperationResponse
  readonly summary: string
  /**
   * Whether the write may name the version it was based on in `If-Match` (runtime/operations/record-version.ts):
   * a stale one is a 409 `VERSION_CONFLICT`.
   */
  readonly ifMatch: boolean
}

const READ_ERRORS = [400, 401, 403, 429, 500, 503] as const
const WRITE_ERRORS = [400, 401, 403, 409, 413, 415, 429, 500, 503] as const
const RECORD_WRITE_ERRORS = [400, 401, 403, 404, 409, 413, 415, 429, 500, 503] as const

/** Every entity operation, in the order the IR lists their policies. */
export const entityOperationSpecs = {
  find: {
    method: 'GET',
    suffix: '',
    access: 'read',
    verb: 'read',
    success: [200],
    errors: READ_ERRORS,
    query: 'find',
    body: 'none',
    files: false,
    response: 'records',
    summary: 'Find records',
    ifMatch: false,
  },
  findById: {
    method: 'GET',
    suffix: '/:id',
    access: 'read',
    verb: 'read',
    success: [200],
    errors: [400, 401, 403, 404, 429, 500, 503],
    query: 'include',
    body: 'none',
    files: false,
    response: 'record',
    summary: 'Get a record by id',
    ifMatch: false,
  },
  count: {
    method: 'GET',
    suffix: '/count',
    access: 'read',
    verb: 'read',
    success: [200],
    errors: READ_ERRORS,
    query: 'filters',
    body: 'none',
    files: false,
    response: 'count',
    summary: 'Count records',
    ifMatch: false,
  },
  create: {
    method: 'POST',
    suffix: '',
    access: 'write',
    verb: 'create',
    success: [201],
    errors: WRITE_ERRORS,
    query: 'none',
    body: 'record',
    files: true,
    response: 'record',
    summary: 'Create a record',
    ifMatch: false,
  },
  update: {
    method: 'PATCH',
    suffix: '/:id',
    access: 'write',
    verb: 'update',
    success: [200],
    errors: RECORD_WRITE_ERRORS,
    query: 'none',
    body: 'change',
    files: true,
    response: 'record',
    summary: 'Update a record',
    ifMatch: true,
  },
  delete: {
    method: 'DELETE',
    suffix: '/:id',
    access: 'write',
    verb: 'delete',
    success: [200],
    errors: [400, 401, 403, 404, 409, 429, 500, 503],
    query: 'none',
    body: 'none',
    files: false,
    response: 'record',
    summary: 'Delete a record',
    ifMatch: true,
  },
  findOrCreate: {
    method: 'POST',
    suffix: '/find-or-create',
    access: 'write',
    verb: 'create',
    success: [201, 200],
    errors: WRITE_ERRORS,
    query: 'none',
    body: 'record',
    files: false,
    response: 'record',
    summary: 'Find a record equal to the data, or create it',
    ifMatch: false,
  },
  bulkCreate: {
    method: 'POST',
    suffix: '/bulk',
    access: 'write',
    verb: 'create',
    success: [201],
    errors: WRITE_ERRORS,
    query: 'none',
    body: 'records',
    files: false,
    response: 'records',
    summary: 'Create several records in one transaction',
    ifMatch: false,
  },
  bulkUpdate: {
    method: 'PATCH',
    suffix: '/bulk',
    access: 'write',
    verb: 'update',
    success: [200],
    errors: RECORD_WRITE_ERRORS,
    query: 'none',
    body: 'changes',
    files: false,
    response: 'records',
    summary: 'Update several records in one transaction',
    ifMatch: false,
  },
} as const satisfies Readonly<Record<string, EntityOperationSpec>>

/** The operations of a generated entity API. */
export type EntityOperation = keyof typeof entityOperationSpecs

/** Every operation name, in table order. */
export const entityOperations = Object.keys(entityOperationSpecs) as readonly EntityOperation[]
