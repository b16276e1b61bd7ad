/**
 * A JSON call from a form or chat widget to a route not yet declared in contract/ (same origin,
 * with the session cookie), one body shape `{ data }`. It goes through the browser's one request
 * stack (web/api/api-request.ts), so a 401 is refreshed silently and retried once, and a session
 * ended elsewhere signs the page out. A failure rejects with the client's {@link ApiError}, whose
 * message joins the server's as SPEC §8 asks and whose `issues` name the fields.
 */
import { ApiError } from '#runtime/client/api-error.ts'
import { apiRequest } from '#web/api/api-request.ts'

export { ApiError }

/** Sends `data` (when given) as `{ data }` and resolves with the response's `data`. */
export function callApi<T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, data?: unknown): Promise<T> {
  return apiRequest<T>({ method, path: url, ...(data === undefined ? {} : { body: { data } }) })
}
