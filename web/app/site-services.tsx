/**
 * The page's query cache and data source for the components of the site that use React Query
 * (web/modules/ecommerce, chats, forms, the admin): the same on the server (one per request), in the admin's
 * app and in the islands of a public page that need it (web/app/island-queries.tsx), without
 * reaching into a router. The cache is React Query's own provider's; the {@link PageApi} is
 * page-api-context.tsx's.
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import type { PageApi } from './page-api.ts'
import { usePageApi } from './page-api-context.tsx'

/** The query cache and the data source of the page. */
export interface SiteServices {
  readonly queryClient: QueryClient
  readonly api: PageApi
}

/** The current {@link SiteServices}. */
export function useSiteServices(): SiteServices {
  return { queryClient: useQueryClient(), api: usePageApi() }
}
