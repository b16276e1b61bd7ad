/**
 * The shop's calls to the API from the browser: same origin, credentials included, JSON in and
 * out, at most `maxQueriesInFlight` at a time. They go through the browser's one request stack (web/api/), so a
 * 401 is answered by one silent refresh and a retry, and a session ended elsewhere signs the page
 * out without a toast; any other failure shows the server's message in a toast (SPEC §8) and is
 * rethrown.
 */
import { type ApiCallOptions, apiRequest } from '#web/api/api-request.ts'
import { toastFailure } from '#web/api/call-failure.ts'
import { isPageSubject } from '#web/modules/rbac/session-control.ts'

/** Sends one call (`body` as `{ data }`) and answers the body's `data`. */
export function shopRequest<T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown): Promise<T> {
  return send<T>(method, url, body === undefined ? undefined : { data: body }, {})
}

/**
 * A read of `subjectId`'s shop data (`url` under its base) for React Query (`signal` is the query's).
 * It is sent only while that subject is the page's: a sign-in as another subject (a wallet switching
 * accounts) or a sign-out sets the new session's cookies before the page knows its subject, and a
 * read of the old subject sent then would be refused (403) and shown as an error. Such a read fails
 * silently instead, as a query given up does.
 */
export async function subjectShopRead<T>(subjectId: string, url: string, signal: AbortSignal): Promise<T> {
  if (!(await isPageSubject(subjectId))) throw new DOMException(`The page's subject is no longer ${subjectId}`, 'AbortError')
  signal.throwIfAborted()
  return send<T>('GET', url, undefined, { signal })
}

// One call; a failure is toasted unless the call was given up.
async function send<T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body: unknown, options: ApiCallOptions): Promise<T> {
  try {
    return await apiRequest<T>({ method, path: url, ...(body === undefined ? {} : { body }) }, options)
  } catch (error) {
    if (!options.signal?.aborted) toastFailure(error)
    throw error
  }
}
