/**
 * The browser's {@link PageApi}, through the generated route clients on the browser's one request
 * stack (web/api/): at most `maxQueriesInFlight` calls at a time. Deliberately not the generated
 * entity client: a public page must stay small, and these two calls need neither qs query strings
 * nor retries.
 */
import { resolvePage } from '#generated/client/routes/host.gen.ts'
import { me } from '#generated/client/routes/rbac.gen.ts'
import { ApiError } from '#runtime/client/api-error.ts'
import type { PageApi } from './page-api.ts'

/** The API as the browser reaches it, on the page's own origin. */
export const browserPageApi: PageApi = {
  async resolvePage(url) {
    return resolvePage({ query: { url, view: 'site' } })
  },
  async currentSubject() {
    // A visitor without a session is nobody, not a failure; the page's session keeper refreshes.
    try {
      return await me({}, { refreshOn401: false })
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null
      throw error
    }
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
