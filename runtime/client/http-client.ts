/**
 * The one place the client talks HTTP, in the browser and in Node alike (global
 * `fetch`): credentials included, qs query strings, JSON or multipart bodies,
 * per-attempt time-outs, an optional cap on calls in flight, and every failure
 * turned into an {@link ApiError}.
 */
import { apiErrorFromFailure, apiErrorFromResponse } from './api-error.ts'
import { type ConcurrencyLimit, createConcurrencyLimit } from './concurrency-limit.ts'
import { toQueryString } from './query-string.ts'

/** Methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Extra headers: fixed, or computed per call (a server-side render forwarding the visitor's cookie;
 * the admin asking for drafts of the entities that keep them).
 */
export type HeadersSource =
  | Readonly<Record<string, string>>
  | ((request: HttpRequest) => Readonly<Record<string, string>> | Promise<Readonly<Record<string, string>>>)

/** How a client reaches the API. */
export interface HttpClientOptions {
  /** Origin (plus an optional prefix) that paths resolve against; '' in a browser means same origin. */
  readonly baseUrl?: string
  readonly headers?: HeadersSource
  /** Cap on calls in flight; the browser app uses `maxQueriesInFlight` (5), servers leave it unset. */
  readonly maxInFlight?: number
  /** Replaces the global `fetch` (instrumentation, tests). */
  readonly fetch?: typeof fetch
}

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
  /** Time allowed for the response and its body; unset means no limit. */
  readonly timeoutMs?: number
  /** Headers of this call alone (`If-Match`), over the client's. */
  readonly headers?: Readonly<Record<string, string>>
}

/** Sends requests and resolves with the parsed JSON body (undefined when empty). */
export interface HttpClient {
  request<T = unknown>(request: HttpRequest): Promise<T>
  /** Changes base URL, headers, limit or fetch for every later call, including generated clients'. */
  configure(options: HttpClientOptions): void
  readonly options: HttpClientOptions
}

class TimeoutReason extends Error {
  override readonly name = 'TimeoutError'
}

async function resolveHeaders(source: HeadersSource | undefined, request: HttpRequest): Promise<Record<string, string>> {
  if (source === undefined) return {}
  return { ...(typeof source === 'function' ? await source(request) : source) }
}

function parseJson(text: string): { value: unknown; error?: unknown } {
  if (text.trim() === '') return { value: undefined }
  try {
    return { value: JSON.parse(text) }
  } catch (error) {
    return { value: text, error }
  }
}

/** A client with its own options; most code uses {@link defaultHttpClient} instead. */
export function createHttpClient(initial: HttpClientOptions = {}): HttpClient {
  let options: HttpClientOptions = initial
  let limit: ConcurrencyLimit | undefined

  const configureLimit = () => {
    limit = options.maxInFlight === undefined ? undefined : createConcurrencyLimit(options.maxInFlight)
  }
  configureLimit()

  const urlOf = (request: HttpRequest): string => {
    const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '')
    // Without this, Node's fetch rejects the relative URL with a TypeError that would look like a
    // connection failure and be retried 30 times.
    if (baseUrl === '' && typeof location === 'undefined') {
      throw new Error('The API client needs a baseUrl outside the browser: call configure({ baseUrl })')
    }
    return `${baseUrl}${request.path}${toQueryString(request.params)}`
  }

  const send = async <T>(request: HttpRequest, url: string): Promise<T> => {
    const described = { method: request.method, url }
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...(await resolveHeaders(options.headers, request)),
      ...request.headers,
    }
    let body: BodyInit | undefined
    if (request.body instanceof FormData) body = request.body
    else if (request.body !== undefined) {
      body = JSON.stringify(request.body)
      headers['content-type'] = 'application/json'
    }

    const controller = new AbortController()
    const external = request.signal
    const onExternalAbort = () => controller.abort(external?.reason)
    if (external?.aborted) throw external.reason
    external?.addEventListener('abort', onExternalAbort, { once: true })
    const timer =
      request.timeoutMs === undefined
        ? undefined
        : setTimeout(() => controller.abort(new TimeoutReason(`No response within ${request.timeoutMs} ms`)), request.timeoutMs)

    try {
      const response = await (options.fetch ?? fetch)(url, {
        method: request.method,
        headers,
        body,
        credentials: 'include',
        signal: controller.signal,
      })
      const parsed = parseJson(await response.text())
      if (!response.ok) throw apiErrorFromResponse(described, response, parsed.value)
      // A 2xx that is not JSON came from something other than the API (a proxy's login page).
      if (parsed.error !== undefined) throw apiErrorFromResponse(described, response, undefined, parsed.error)
      return parsed.value as T
    } catch (error) {
      if (external?.aborted) throw external.reason
      const reason: unknown = controller.signal.reason
      if (controller.signal.aborted && reason instanceof TimeoutReason) throw apiErrorFromFailure(described, 'TIMEOUT', reason)
      // fetch rejects with a TypeError when no response came (refused, reset, DNS, CORS).
      if (error instanceof TypeError) throw apiErrorFromFailure(described, 'NETWORK_ERROR', error)
      throw error
    } finally {
      clearTimeout(timer)
      external?.removeEventListener('abort', onExternalAbort)
    }
  }

  return {
    get options() {
      return options
    },
    configure(next) {
      options = { ...options, ...next }
      if ('maxInFlight' in next) configureLimit()
    },
    async request<T>(request: HttpRequest): Promise<T> {
      const url = urlOf(request)
      // The time-out starts once a slot is free: waiting behind other queries is not the server's fault.
      return limit ? limit.run(() => send<T>(request, url)) : send<T>(request, url)
    },
  }
}

/**
 * The client generated entity clients use unless given another. The browser app configures it
 * once (`maxInFlight`), a server-side caller sets `baseUrl` (and headers) before the first call.
 */
export const defaultHttpClient: HttpClient = createHttpClient()
