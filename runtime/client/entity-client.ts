/**
 * The typed calls of one entity route. Generated clients are one line each:
 * `createEntityClient<Row, New, Update>('/api/ecommerce/products')`.
 */
import { type FilterParams, type FindParams, type IncludeParams, toQueryParams } from './find-params.ts'
import { defaultHttpClient, type HttpClient } from './http-client.ts'
import { encodeDataBody, type UploadFiles } from './request-body.ts'
import {
  type ClientTimings,
  defaultClientTimings,
  isRetriableFindByIdFailure,
  isRetriableListFailure,
  withRetry,
} from './retry.ts'

/** Options of {@link createEntityClient}. */
export interface EntityClientOptions {
  /** Defaults to {@link defaultHttpClient}, looked up at call time so later `configure` calls apply. */
  readonly http?: HttpClient
  /** Overrides of the spec's timings (tests). */
  readonly timings?: Partial<ClientTimings>
}

/** Per-call options of reads; React Query passes its `signal` so a cancelled query stops retrying. */
export interface ReadOptions {
  readonly signal?: AbortSignal
}

/** An update of one row in a bulk update. */
export type BulkUpdateItem<Update> = Update & { readonly id: string }

/** The calls of one entity route; every one resolves with the `data` of the response. */
export interface EntityClient<Row, New, Update> {
  readonly route: string
  find(params?: FindParams<Row>, options?: ReadOptions): Promise<Row[]>
  findById(id: string, params?: IncludeParams, options?: ReadOptions): Promise<Row>
  /** Sent as multipart when `files` is given or `data` holds a File/Blob. */
  create(data: New, files?: UploadFiles): Promise<Row>
  update(id: string, data: Update, files?: UploadFiles): Promise<Row>
  delete(id: string): Promise<Row>
  findOrCreate(data: New): Promise<Row>
  bulkCreate(items: readonly New[]): Promise<Row[]>
  bulkUpdate(items: readonly BulkUpdateItem<Update>[]): Promise<Row[]>
  count(params?: FilterParams<Row>, options?: ReadOptions): Promise<number>
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
export function createEntityClient<Row, New, Update>(
  route: string,
  options: EntityClientOptions = {},
): EntityClient<Row, New, Update> {
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
      await withRetry(
        () => http().request({ method: 'GET', path, params, signal, timeoutMs: timings.requestTimeoutMs }),
        policy,
        signal,
      ),
    )

  // Writes are never retried: a create whose response was lost may well have happened.
  const write = async <T>(method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) =>
    unwrapData<T>(await http().request({ method, path, body }))

  return {
    route,
    find: (params, readOptions) =>
      read<Row[]>(route, toQueryParams(params), listPolicy, readOptions?.signal),
    findById: async (id, params, readOptions) =>
      read<Row>(`${route}/${requireId(id)}`, toQueryParams(params), findByIdPolicy, readOptions?.signal),
    count: (params, readOptions) => read<number>(`${route}/count`, params, listPolicy, readOptions?.signal),
    create: (data, files) => write<Row>('POST', route, encodeDataBody(data, files)),
    update: async (id, data, files) => write<Row>('PATCH', `${route}/${requireId(id)}`, encodeDataBody(data, files)),
    delete: async (id) => write<Row>('DELETE', `${route}/${requireId(id)}`),
    findOrCreate: (data) => write<Row>('POST', `${route}/find-or-create`, { data }),
    bulkCreate: (items) => write<Row[]>('POST', `${route}/bulk`, { data: items }),
    bulkUpdate: async (items) => {
      for (const item of items) requireId(item.id)
      return write<Row[]>('PATCH', `${route}/bulk`, { data: items })
    },
  }
}
