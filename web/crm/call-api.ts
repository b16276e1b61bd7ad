/**
 * A JSON call from a widget to the API (same origin, with the session cookie), small enough for
 * public pages: no query-string library, one body shape `{ data }`. A failure rejects with the
 * client's {@link ApiError}, whose message joins the server's as SPEC §8 asks and whose `issues`
 * name the fields.
 */
import { ApiError, apiErrorFromFailure, apiErrorFromResponse } from '#runtime/client/api-error.ts'

export { ApiError }

/** Sends `data` (when given) as `{ data }` and resolves with the response's `data`. */
export async function callApi<T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, data?: unknown): Promise<T> {
  const request = { method, url }
  let response: Response
  try {
    response = await fetch(url, {
      method,
      credentials: 'include',
      headers: { accept: 'application/json', ...(data === undefined ? {} : { 'content-type': 'application/json' }) },
      body: data === undefined ? undefined : JSON.stringify({ data }),
    })
  } catch (cause) {
    throw apiErrorFromFailure(request, 'NETWORK_ERROR', cause)
  }
  const body: unknown = await response.json().catch(() => undefined)
  if (!response.ok) throw apiErrorFromResponse(request, response, body)
  return (body as { data: T }).data
}
