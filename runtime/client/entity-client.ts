/**
 * The typed calls of one entity route, one per row of the operations table, typed from it.
 * Generated clients are one line each: `createEntityClient<Row, New, Update>('/api/ecommerce/products')`.
 */
import {
  type EntityOperation,
  type EntityOperationSpec,
  entityOperationSpecs,
  entityOperations,
  type OperationBody,
  type OperationQuery,
  type OperationResponse,
} from '#contract/entity-operations.ts'
import { type FilterParams, type FindParams, type IncludeParams, toQueryParams } from './find-params.ts'
import { defaultHttpClient, type HttpClient } from './http-client.ts'
import { encodeDataBody, type UploadFiles } from './request-body.ts'
import { type ClientTimings, defaultClientTimings, isRetriableFindByIdFailure, isRetriableListFailure, withRetry } from './retry.ts'

/** Options of {@link createEntityClient}. */
export interface EntityClientOptions<Ops extends EntityOperation = EntityOperation> {
  /**
   * The operations the API serves for this entity, when not all: one that only the server's own
   * code performs (`access: { write: 'server' }`) has no route, so the client has no call for it.
   */
  readonly operations?: readonly Ops[]
  /** Defaults to {@link defaultHttpClient}, looked up at call time so later `configure` calls apply. */
  readonly http?: HttpClient
  /** Overrides of the spec's timings (tests). */
  readonly timings?: Partial<ClientTimings>
}

/** Per-call options of reads; React Query passes its `signal` so a cancelled query stops retrying. */
export interface ReadOptions {
  readonly signal?: AbortSignal
}

/**
 * Per-call options of an update or delete: `ifMatch`, the ETag of the version the change was based
 * on (`recordEtag(row)`, or the ETag header of a read); a stale one fails with a 409 ApiError whose
 * code is `VERSION_CONFLICT` and whose body's `error.current` is the record as it is now.
 */
export interface WriteOptions {
  readonly ifMatch?: string
}

/** An update of one row in a bulk update. */
export type BulkUpdateItem<Update> = Update & { readonly id: string }

type Specs = typeof entityOperationSpecs

type QueryParamsOf<Q extends OperationQuery, Row> = Q extends 'find'
  ? FindParams<Row>
  : Q extends 'filters'
    ? FilterParams<Row>
    : IncludeParams

type BodyOf<B extends OperationBody, New, Update> = B extends 'record'
  ? New
  : B extends 'change'
    ? Update
    : B extends 'records'
      ? readonly New[]
      : readonly BulkUpdateItem<Update>[]

type ResponseOf<R extends OperationResponse, Row> = R extends 'record'
  ? Row
  : R extends 'records'
    ? Row[]
    : R extends 'count'
      ? number
      : boolean

type IdArgument<S extends EntityOperationSpec> = S['suffix'] extends `${string}:id${string}` ? [id: string] : []

// Reads take their query parameters (when the operation has any) and per-call options; writes take
// their body, and files when the body may be multipart (sent as multipart when files are given or
// the data holds a File/Blob).
type OtherArguments<S extends EntityOperationSpec, Row, New, Update> = S['method'] extends 'GET'
  ? S['query'] extends 'none'
    ? [options?: ReadOptions]
    : [params?: QueryParamsOf<S['query'], Row>, options?: ReadOptions]
  : S['body'] extends 'none'
    ? S['ifMatch'] extends true
      ? [options?: WriteOptions]
      : []
    : S['files'] extends true
      ? S['ifMatch'] extends true
        ? [data: BodyOf<S['body'], New, Update>, files?: UploadFiles, options?: WriteOptions]
        : [data: BodyOf<S['body'], New, Update>, files?: UploadFiles]
      : [data: BodyOf<S['body'], New, Update>]

/** The call of one operation, typed from its row of the operations table. */
export type EntityCall<S extends EntityOperationSpec, Row, New, Update> = (
  ...args: [...IdArgument<S>, ...OtherArguments<S, Row, New, Update>]
) => Promise<ResponseOf<S['response'], Row>>

/**
 * The calls of one entity route, one per operation of the table (contract/entity-operations.ts)
 * the API serves for it (`Ops`); every one resolves with the `data` of the response.
 */
export type EntityClient<Row, New, Update, Ops extends EntityOperation = EntityOperation> = { readonly route: string } & {
  readonly [K in Ops]: EntityCall<Specs[K], Row, New, Update>
}

function requireId(id: unknown): string {
  // Checked before any request: an empty id would otherwise hit the list route (`PATCH base/`).
  if (typeof id !== 'string' || id === '') throw new Error('id is required')
  return encodeURIComponent(id)
}

function unwrapData<T>(body: unknown): T {
  if (typeof body !== 'object' || body === null || !('data' in body)) throw new Error('No data')
  return body.data as T
}

/** The client of the entity served at `route` (`/api/{module}/{entity}`). */
export function createEntityClient<Row, New, Update, Ops extends EntityOperation = EntityOperation>(
  route: string,
  options: EntityClientOptions<Ops> = {},
): EntityClient<Row, New, Update, Ops> {
  const timings: ClientTimings = { ...defaultClientTimings, ...options.timings }
  const http = () => options.http ?? defaultHttpClient
  const listPolicy = {
    attempts: timings.listAttempts,
    delayMs: timings.listRetryDelayMs,
    shouldRetry: isRetriableListFailure,
  }
  const findByIdPolicy = {
    attempts: timings.findByIdAttempts,
    delayMs: timings.findByIdRetryDelayMs,
    shouldRetry: isRetriableFindByIdFailure,
  }

  const read = async <T>(path: string, params: object | undefined, policy: typeof listPolicy, signal?: AbortSignal) =>
    unwrapData<T>(
      await withRetry(() => http().request({ method: 'GET', path, params, signal, timeoutMs: timings.requestTimeoutMs }), policy, signal),
    )

  // Writes are never retried: a create whose response was lost may well have happened.
  const write = async <T>(method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown, options?: WriteOptions) =>
    unwrapData<T>(
      await http().request({
        method,
        path,
        body,
        ...(options?.ifMatch === undefined ? {} : { headers: { 'if-match': options.ifMatch } }),
      }),
    )

  const call =
    (spec: EntityOperationSpec) =>
    async (...args: unknown[]) => {
      let next = 0
      const path = `${route}${spec.suffix.replace(':id', () => requireId(args[next++]))}`
      if (spec.method === 'GET') {
        const params = spec.query === 'none' ? undefined : args[next++]
        const options = args[next] as ReadOptions | undefined
        const query =
          spec.query === 'find' || spec.query === 'include'
            ? toQueryParams(params as IncludeParams | undefined)
            : (params as object | undefined)
        return read(path, query, spec.suffix.includes(':id') ? findByIdPolicy : listPolicy, options?.signal)
      }
      if (spec.body === 'none') return write(spec.method, path, undefined, args[next] as WriteOptions | undefined)
      const data = args[next++]
      if (spec.body === 'changes') for (const item of data as readonly { id?: unknown }[]) requireId(item.id)
      const body = spec.files ? encodeDataBody(data, args[next++] as UploadFiles | undefined) : { data }
      return write(spec.method, path, body, spec.ifMatch ? (args[next] as WriteOptions | undefined) : undefined)
    }

  const served: readonly EntityOperation[] = options.operations ?? entityOperations
  const calls = Object.fromEntries(served.map((name) => [name, call(entityOperationSpecs[name])]))
  return { route, ...calls } as EntityClient<Row, New, Update, Ops>
}
