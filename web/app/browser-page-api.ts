/**
 * The browser's {@link PageApi}: plain `fetch` calls to the API, at most `maxQueriesInFlight` at a
 * time. Deliberately not the generated entity client: a public page must stay small, and these
 * two calls need neither qs query strings nor retries.
 */
import { apiErrorFromFailure, apiErrorFromResponse } from '#runtime/client/api-error.ts'
import { createConcurrencyLimit } from '#runtime/client/concurrency-limit.ts'
import { maxQueriesInFlight } from '#runtime/client/query-client-defaults.ts'
import type { ResolvedPage } from '#runtime/modules/host/resolved-page.ts'
import type { PageApi, SessionSubject } from './page-api.ts'

const limit = createConcurrencyLimit(maxQueriesInFlight)

/** Fetches `url` and answers the body's `data`; 401 answers `undefined` when `allowUnauthorized`. */
async function getData<T>(url: string, allowUnauthorized = false): Promise<T | undefined> {
  return limit.run(async () => {
    const request = { method: 'GET', url }
    let response: Response
    try {
      response = await fetch(url, { credentials: 'include', headers: { accept: 'application/json' } })
    } catch (cause) {
      throw apiErrorFromFailure(request, 'NETWORK_ERROR', cause)
    }
    if (response.status === 401 && allowUnauthorized) return undefined
    const body: unknown = await response.json().catch(() => undefined)
    if (!response.ok) throw apiErrorFromResponse(request, response, body)
    return (body as { data: T }).data
  })
}

/** The API as the browser reaches it, on the page's own origin. */
export const browserPageApi: PageApi = {
  async resolvePage(url) {
    const page = await getData<ResolvedPage>(`/api/host/pages/resolve?url=${encodeURIComponent(url)}&view=site`)
    if (page === undefined) throw new Error(`No page for ${url}`)
    return page
  },
  async currentSubject() {
    return (await getData<SessionSubject>('/api/rbac/subjects/authentication/me', true)) ?? null
  },
  // The server's answer arrives dehydrated and web/modules/rbac keeps it current; this only runs if it did not.
  async session() {
    return { accessIssuedAt: null, accessExpiresAt: null, resumable: false }
  },
  // The server's settings arrive dehydrated with the first page; this only runs if they did not.
  async siteSettings() {
    return { publicUrl: window.location.origin }
  },
}
