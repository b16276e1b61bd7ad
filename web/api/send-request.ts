/**
 * The browser's one fetch: same origin, cookies included, JSON in and out, at most
 * `maxQueriesInFlight` (5) calls in flight over every caller, the page's language named
 * (`Accept-Language`, so the server's messages speak it: runtime/i18n/request-language.ts), and
 * every failure turned into the client's {@link ApiError}. Small on purpose: a public page loads it.
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
  /** Sent as JSON. */
  readonly body?: unknown
  /** Aborts the call (fetch's own signal). */
  readonly signal?: AbortSignal
  /**
   * Asked when the call's turn comes, just before it is sent: `false` gives the call up (an
   * `AbortError`, as a query given up fails). A read of one subject's data asks whether that
   * subject is still the page's, as a call waiting for a slot may outlive a switch of accounts.
   */
  readonly stillWanted?: () => boolean | Promise<boolean>
}

const limit = createConcurrencyLimit(maxQueriesInFlight)

/** Sends `call` and answers the body's `data`; a status other than 2xx rejects with an ApiError. */
export function sendRequest<T>(call: ApiCall): Promise<T> {
  return limit.run(async () => {
    if (call.stillWanted !== undefined && !(await call.stillWanted()))
      throw new DOMException(`${call.method} ${call.path} is no longer wanted`, 'AbortError')
    call.signal?.throwIfAborted()
    const url = `${call.path}${queryString(call.query)}`
    const described = { method: call.method, url }
    const headers: Record<string, string> = { accept: 'application/json' }
    // The document's language follows client navigation (web/site/document-head.ts).
    if (typeof document !== 'undefined' && document.documentElement.lang !== '') headers['accept-language'] = document.documentElement.lang
    if (call.body !== undefined) headers['content-type'] = 'application/json'
    let response: Response
    try {
      response = await fetch(url, {
        method: call.method,
        headers,
        credentials: 'include',
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        signal: call.signal,
      })
    } catch (cause) {
      if (call.signal?.aborted) throw call.signal.reason
      throw apiErrorFromFailure(described, 'NETWORK_ERROR', cause)
    }
    const text = await response.text()
    let body: unknown
    try {
      body = text === '' ? undefined : JSON.parse(text)
    } catch {
      body = text
    }
    if (!response.ok) throw apiErrorFromResponse(described, response, body)
    return (body as { data: T } | undefined)?.data as T
  })
}

/** `{ type: 'cart', action: { route: '/x', method: 'GET' } }` → `?type=cart&action[route]=%2Fx&action[method]=GET`. */
export function queryString(query: Readonly<Record<string, unknown>> | undefined): string {
  if (query === undefined) return ''
  const pairs: string[] = []
  const add = (key: string, value: unknown) => {
    if (value === undefined) return
    if (typeof value === 'object' && value !== null) {
      for (const [inner, item] of Object.entries(value)) add(`${key}[${inner}]`, item)
      return
    }
    pairs.push(`${encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(String(value))}`)
  }
  for (const [key, value] of Object.entries(query)) add(key, value)
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`
}
