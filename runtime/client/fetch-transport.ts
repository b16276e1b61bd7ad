/**
 * The entity clients' way to the API outside the browser (tests, server-side callers): the global
 * `fetch` against a base URL, credentials included, JSON or multipart bodies, per-attempt time-outs,
 * an optional cap on calls in flight, and every failure turned into an {@link ApiError}. The
 * browser never loads it: its one request stack is web/api (tests/repository/dependency-directions.test.ts).
 */
import { apiErrorFromFailure, apiErrorFromResponse } from './api-error.ts'
import { createConcurrencyLimit } from './concurrency-limit.ts'
import type { HttpTransport, TransportRequest } from './http-client.ts'

/** Where and how {@link fetchTransport} sends. */
export interface FetchTransportOptions {
  /** Origin (plus an optional prefix) that paths resolve against: Node's fetch takes no relative URL. */
  readonly baseUrl: string
  /** Cap on calls in flight; unset means none. */
  readonly maxInFlight?: number
  /** Replaces the global `fetch` (instrumentation, tests). */
  readonly fetch?: typeof fetch
}

class TimeoutReason extends Error {
  override readonly name = 'TimeoutError'
}

function parseJson(text: string): { value: unknown; error?: unknown } {
  if (text.trim() === '') return { value: undefined }
  try {
    return { value: JSON.parse(text) }
  } catch (error) {
    return { value: text, error }
  }
}

/** A transport sending with `fetch` to `baseUrl`. */
export function fetchTransport(options: FetchTransportOptions): HttpTransport {
  const baseUrl = options.baseUrl.replace(/\/+$/, '')
  // Without it, Node's fetch rejects the relative URL with a TypeError that would look like a
  // connection failure and be retried 30 times.
  if (baseUrl === '') throw new Error('fetchTransport needs a baseUrl: Node resolves no relative URL')
  const limit = options.maxInFlight === undefined ? undefined : createConcurrencyLimit(options.maxInFlight)

  const send = async (request: TransportRequest): Promise<unknown> => {
    const url = `${baseUrl}${request.path}`
    const described = { method: request.method, url }
    const headers: Record<string, string> = { accept: 'application/json', ...request.headers }
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
      return parsed.value
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

  // The time-out starts once a slot is free: waiting behind other queries is not the server's fault.
  return (request) => (limit ? limit.run(() => send(request)) : send(request))
}
