/**
 * The shop's calls to the API from the browser: same origin, credentials included, JSON in and
 * out, at most `maxQueriesInFlight` at a time; a failure shows the server's message in a toast
 * (SPEC §8) and is rethrown.
 */
import { apiErrorFromFailure, apiErrorFromResponse } from '#runtime/client/api-error.ts'
import { createConcurrencyLimit } from '#runtime/client/concurrency-limit.ts'
import { maxQueriesInFlight } from '#runtime/client/query-client-defaults.ts'
import { toast } from '#web/ui/toast.tsx'

const limit = createConcurrencyLimit(maxQueriesInFlight)

/** Sends one call and answers the body's `data`. */
export async function shopRequest<T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown): Promise<T> {
  return limit.run(async () => {
    const request = { method, url }
    let response: Response
    try {
      response = await fetch(url, {
        method,
        credentials: 'include',
        headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify({ data: body }) }),
      })
    } catch (cause) {
      const error = apiErrorFromFailure(request, 'NETWORK_ERROR', cause)
      void toast.error(error.message)
      throw error
    }
    const answer: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      const error = apiErrorFromResponse(request, response, answer)
      const message = (answer as { error?: { message?: string } } | undefined)?.error?.message ?? error.message
      void toast.error(message)
      throw error
    }
    return (answer as { data: T }).data
  })
}
