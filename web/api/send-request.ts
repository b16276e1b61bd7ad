/**
 * The browser's one fetch: same origin, cookies included, JSON in and out (FormData as multipart),
 * at most `maxQueriesInFlight` (5) calls in flight over every caller (the site's screens, the
 * generated route clients, the admin and its generated entity clients: http-transport.ts), the
 * page's language named (`Accept-Language`, so the server's messages speak it:
 * runtime/i18n/request-language.ts), and every failure turned into the client's {@link ApiError}.
 * Small on purpose: a public page loads it.
 */
import { apiErrorFromFailure, apiErrorFromResponse } from '#runtime/client/api-error.ts'
import { createConcurrencyLimit } from '#runtime/client/concurrency-limit.ts'
import { maxQueriesInFlight } from '#runtime/client/query-client-defaults.ts'

/** One call. `path` starts with `/api/`. */
export interface ApiCall {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  readonly path: string
  /** Written into the query string; an object value as a deep object (`action[route]=/…`). */
  readonly query?: Readonly<Record<string, unknown>>
  /** Sent as JSON; FormData (a record with its files) as multipart. */
  readonly body?: unknown
  /** Headers of this call alone: an update's `If-Match`, the admin's `X-Preview`. */
  readonly headers?: Readonly<Record<string, string>>
  /** Aborts the call (fetch's own signal). */
  readonly signal?: AbortSignal
  /**
   * Asked when the call's turn comes (it has its slot among the calls in flight), just before it is
   * sent: `false` gives the call up (an `AbortError`, as a query given up fails). A read of one
   * subject's data asks whether that subject is still the page's, as a call waiting for a slot may
   * outlive a switch of accounts; an entity read starts its time-out (http-transport.ts).
   */
  readonly onTurn?: () => boolean | Promise<boolean>
}

const limit = createConcurrencyLimit(maxQueriesInFlight)

/**
 * Sends `call` and answers its parsed JSON body (undefined when empty; {@link dataOf} takes its
 * `data`). A status other than 2xx, no response or an answer that is not JSON rejects with an
 * ApiError; an abort with the signal's reason.
 */
export function sendRequest(call: ApiCall): Promise<unknown> {
  return limit.run(async () => {
    if (call.onTurn !== undefined && !(await call.onTurn()))
      throw new DOMException(`${call.method} ${call.path} is no longer wanted`, 'AbortError')
    call.signal?.throwIfAborted()
    const url = `${call.path}${queryString(call.query)}`
    const described = { method: call.method, url }
    const headers: Record<string, string> = { accept: 'application/json', ...call.headers }
    // The document's language follows client navigation (web/site/document-head.ts).
    if (typeof document !== 'undefined' && document.documentElement.lang !== '') headers['accept-language'] = document.documentElement.lang
    const json = call.body !== undefined && !(call.body instanceof FormData)
    if (json) headers['content-type'] = 'application/json'
    let response: Response
    let text: string
    try {
      response = await fetch(url, {
        method: call.method,
        headers,
        credentials: 'include',
        body: json ? JSON.stringify(call.body) : (call.body as FormData | undefined),
        signal: call.signal,
      })
      text = await response.text()
    } catch (cause) {
      if (call.signal?.aborted) throw call.signal.reason
      throw apiErrorFromFailure(described, 'NETWORK_ERROR', cause)
    }
    let body: unknown = text
    try {
      body = text === '' ? undefined : JSON.parse(text)
    } catch (error) {
      // A 2xx that is not JSON came from something other than the API (a proxy's login page).
      if (response.ok) throw apiErrorFromResponse(described, response, undefined, error)
    }
    if (!response.ok) throw apiErrorFromResponse(described, response, body)
    return body
  })
}

/** The `data` of an answer's body (every JSON answer of the API is `{ data }`). */
export function dataOf<T>(body: unknown): T {
  return (body as { data: T } | undefined)?.data as T
}

/** `{ type: 'cart', action: { route: '/x', method: 'GET' } }` → `?type=cart&action[route]=%2Fx&action[method]=GET`. */
export function queryString(query: Readonly<Record<string, unknown>> | undefined): string {
  if (query === undefined) return ''
  const pairs: string[] = []
  // `key` is written already: each name escaped, the brackets between them literal.
  const add = (key: string, value: unknown) => {
    if (value === undefined) return
    if (typeof value === 'object' && value !== null) {
      for (const [inner, item] of Object.entries(value)) add(`${key}[${encodeURIComponent(inner)}]`, item)
      return
    }
    pairs.push(`${key}=${encodeURIComponent(String(value))}`)
  }
  for (const [key, value] of Object.entries(query)) add(encodeURIComponent(key), value)
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`
}
