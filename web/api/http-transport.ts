/**
 * runtime/client's HttpClient in the browser (the generated entity clients, and the admin's calls
 * made through `defaultHttpClient`): every call it has prepared goes out on the browser's one
 * request stack, so it shares the cap on calls in flight, the page's language, the silent refresh
 * and the errors with every other call of the page. web/admin/admin-http.ts installs it. Its own
 * part is a read's time-out (SPEC §7: 10 s an attempt), counted from the moment the call has its
 * slot: waiting behind other calls is not the server's fault. It lives here, not in
 * send-request.ts, because only the admin loads it, and a public page loads send-request.ts.
 */
import { apiErrorFromFailure } from '#runtime/client/api-error.ts'
import type { HttpTransport, TransportRequest } from '#runtime/client/http-client.ts'
import { apiExchange } from './api-request.ts'

/** Why a call out of time was aborted. */
class TimeoutReason extends Error {
  override readonly name = 'TimeoutError'
}

/** The transport of runtime/client's HttpClient on the browser's one request stack. */
export const apiTransport: HttpTransport = ({ timeoutMs, signal, ...call }) =>
  timeoutMs === undefined ? apiExchange(call, signal === undefined ? {} : { signal }) : exchangeInTime(call, timeoutMs, signal)

/**
 * Sends `call`, aborted `timeoutMs` after it was given its slot (again after a silent refresh)
 * unless answered by then: it then fails with an ApiError whose code is `TIMEOUT`.
 */
async function exchangeInTime(call: Omit<TransportRequest, 'timeoutMs' | 'signal'>, timeoutMs: number, signal?: AbortSignal) {
  signal?.throwIfAborted()
  const sent = new AbortController()
  const cancel = () => sent.abort(signal?.reason)
  signal?.addEventListener('abort', cancel)
  let timer: ReturnType<typeof setTimeout> | undefined
  const startTimer = () => {
    clearTimeout(timer)
    timer = setTimeout(() => sent.abort(new TimeoutReason(`No response within ${timeoutMs} ms`)), timeoutMs)
    return true
  }
  try {
    return await apiExchange(call, { signal: sent.signal, onTurn: startTimer })
  } catch (error) {
    if (error instanceof TimeoutReason) throw apiErrorFromFailure({ method: call.method, url: call.path }, 'TIMEOUT', error)
    throw error
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', cancel)
  }
}
