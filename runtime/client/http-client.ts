/**
 * How the typed entity clients reach the API: a call's path and qs query string, the client's
 * headers and the call's own, handed to a transport that sends it. The client never calls `fetch`
 * itself, so the browser and Node each choose their way out: the browser's admin gives it the
 * browser's one request stack (web/api/http-transport.ts `apiTransport`, installed by
 * web/admin/admin-http.ts), which owns the cap on calls in flight, the page's language, the silent
 * refresh and the errors for every caller of the page; Node (tests, server-side callers) gives it
 * `fetchTransport` from fetch-transport.ts, with a base URL.
 */
import { toQueryString } from './query-string.ts'

/** Methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Extra headers: fixed, or computed per call (a server-side caller's secret key; the admin asking
 * for drafts of the entities that keep them).
 */
export type HeadersSource =
  | Readonly<Record<string, string>>
  | ((request: HttpRequest) => Readonly<Record<string, string>> | Promise<Readonly<Record<string, string>>>)

/** One call. `path` starts with `/api/`. */
export interface HttpRequest {
  readonly method: HttpMethod
  readonly path: string
  /** Serialised qs-style into the query string. */
  readonly params?: object
  /** FormData is sent as multipart; anything else as JSON. */
  readonly body?: unknown
  /** Aborting rejects with the signal's reason, never with an ApiError. */
  readonly signal?: AbortSignal
  /** Time allowed for the response and its body once the call is sent; unset means no limit. */
  readonly timeoutMs?: number
  /** Headers of this call alone (`If-Match`), over the client's. */
  readonly headers?: Readonly<Record<string, string>>
}

/** A call as the client hands it to its transport: the query string written into the path, every header decided. */
export interface TransportRequest {
  readonly method: HttpMethod
  /** The path with its query string (`/api/blog/articles?limit=5`). */
  readonly path: string
  readonly headers: Readonly<Record<string, string>>
  /** FormData is sent as multipart; anything else as JSON. */
  readonly body?: unknown
  readonly signal?: AbortSignal
  readonly timeoutMs?: number
}

/**
 * Sends one call and resolves with the parsed JSON body (undefined when empty). A status other than
 * 2xx, no response or no response in time rejects with an ApiError; an abort with the signal's reason.
 */
export type HttpTransport = (request: TransportRequest) => Promise<unknown>

/** How a client reaches the API. */
export interface HttpClientOptions {
  /** What sends the calls: web/api's in the browser, `fetchTransport` (fetch-transport.ts) in Node. */
  readonly transport?: HttpTransport
  readonly headers?: HeadersSource
}

/** Sends requests and resolves with the parsed JSON body (undefined when empty). */
export interface HttpClient {
  request<T = unknown>(request: HttpRequest): Promise<T>
  /** Changes the transport or headers for every later call, including generated clients'. */
  configure(options: HttpClientOptions): void
  readonly options: HttpClientOptions
}

async function resolveHeaders(source: HeadersSource | undefined, request: HttpRequest): Promise<Readonly<Record<string, string>>> {
  if (source === undefined) return {}
  return typeof source === 'function' ? await source(request) : source
}

/** A client with its own options; most code uses {@link defaultHttpClient} instead. */
export function createHttpClient(initial: HttpClientOptions = {}): HttpClient {
  let options: HttpClientOptions = initial
  return {
    get options() {
      return options
    },
    configure(next) {
      options = { ...options, ...next }
    },
    async request<T>(request: HttpRequest): Promise<T> {
      const { transport } = options
      // Without a transport there is no right way out: the browser's is web/api's, Node's needs a base URL.
      if (transport === undefined)
        throw new Error('The API client has no transport: configure({ transport }) with fetchTransport({ baseUrl }) outside the admin')
      const headers = { ...(await resolveHeaders(options.headers, request)), ...request.headers }
      const { method, body, signal, timeoutMs } = request
      return (await transport({ method, path: `${request.path}${toQueryString(request.params)}`, headers, body, signal, timeoutMs })) as T
    },
  }
}

/**
 * The client generated entity clients use unless given another. The browser's admin gives it
 * web/api's transport once (web/admin/admin-http.ts); a server-side caller gives it
 * `fetchTransport({ baseUrl })` (and headers) before the first call.
 */
export const defaultHttpClient: HttpClient = createHttpClient()
