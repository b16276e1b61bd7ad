/** What every route of the site finds in its context. */
import type { QueryClient } from '@tanstack/react-query'
import type { PageApi } from './page-api.ts'

/** The router context: one per request on the server, one per page load in the browser. */
export interface RouterContext {
  /** This render's query cache (never shared between requests). */
  readonly queryClient: QueryClient
  readonly api: PageApi
}
