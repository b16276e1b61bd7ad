/** What every route of the site finds in its context. */
import type { QueryClient } from '@tanstack/react-query'
import type { PageApi } from './page-api.ts'
import type { SessionStore } from './session-store.ts'
import type { SiteDocumentOptions } from './site-document.tsx'

/** The router context: one per request on the server, one per page load in the browser. */
export interface RouterContext {
  /** This render's query cache (never shared between requests). */
  readonly queryClient: QueryClient
  readonly api: PageApi
  /** The visitor's session: filled by the root route's first load, then written by web/modules/rbac. */
  readonly session: SessionStore
  /** On the server: how public pages are sent (site-document.tsx); absent in the browser. */
  readonly siteDocument?: SiteDocumentOptions
}
