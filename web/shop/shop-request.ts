/**
 * The shop's calls to the API from the browser: same origin, credentials included, JSON in and
 * out, at most `maxQueriesInFlight` at a time. They go through the browser's one request (web/app/account-request.ts), so a
 * 401 is answered by one silent refresh and a retry, and a session ended elsewhere signs the page
 * out without a toast; any other failure shows the server's message in a toast (SPEC §8) and is
 * rethrown.
 */
import { createConcurrencyLimit } from '#runtime/client/concurrency-limit.ts'
import { maxQueriesInFlight } from '#runtime/client/query-client-defaults.ts'
import { accountRequest, toastFailure } from '#web/app/account-request.ts'

const limit = createConcurrencyLimit(maxQueriesInFlight)

/** Sends one call (`body` as `{ data }`) and answers the body's `data`. */
export async function shopRequest<T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown): Promise<T> {
  return limit.run(async () => {
    try {
      return await accountRequest<T>(method, url, body === undefined ? {} : { body: { data: body } })
    } catch (error) {
      toastFailure(error)
      throw error
    }
  })
}
