/**
 * How the shop calls the API from the browser: through the generated ecommerce client
 * (generated/client/routes/ecommerce.gen.ts) on the browser's one request stack (web/api/), so a
 * 401 is answered by one silent refresh and a retry, and a session ended elsewhere signs the page
 * out without a toast; any other failure shows the server's message in a toast (SPEC §8) and is
 * rethrown.
 */
import { type ApiCallOptions, apiRequest } from '#web/api/api-request.ts'
import { toastFailure } from '#web/api/call-failure.ts'
import { isPageSubject } from '#web/modules/rbac/session-control.ts'

/** Makes one shop call; a failure is toasted unless the call was given up (`signal`). */
export async function shopCall<T>(call: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (!signal?.aborted) toastFailure(error)
    throw error
  }
}

/** A GET of a route the contract does not declare (billing's currencies, an entity route). */
export function shopRequest<T>(path: string): Promise<T> {
  return shopCall(() => apiRequest<T>({ method: 'GET', path }))
}

/**
 * A read of `subjectId`'s shop data for React Query (`signal` is the query's). It is sent only
 * while that subject is the page's, asked when the read's turn to be sent comes (after it waited
 * for a slot among the calls in flight): a sign-in as another subject (a wallet switching
 * accounts) or a sign-out sets the new session's cookies before the page knows its subject, and a
 * read of the old subject sent then would be refused (403) and shown as an error. Such a read fails
 * silently instead, as a query given up does.
 */
export function subjectShopRead<T>(subjectId: string, signal: AbortSignal, read: (options: ApiCallOptions) => Promise<T>): Promise<T> {
  return shopCall(() => read({ signal, onTurn: () => isPageSubject(subjectId) }), signal)
}
