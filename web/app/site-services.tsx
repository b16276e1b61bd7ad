/**
 * The page's query cache and data source for the components of the site (web/account, web/shop,
 * the widgets): the same on the server (one per request), in the admin's app and in each island
 * of a public page, without reaching into a router. The cache is React Query's own provider's;
 * the {@link PageApi} is provided beside it.
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { createContext, type ReactNode, useContext } from 'react'
import type { PageApi } from './page-api.ts'

const PageApiContext = createContext<PageApi | undefined>(undefined)

/** Makes `api` the data source of `children`. */
export function PageApiProvider({ api, children }: { readonly api: PageApi; readonly children: ReactNode }) {
  return <PageApiContext.Provider value={api}>{children}</PageApiContext.Provider>
}

/** The query cache and the data source of the page. */
export interface SiteServices {
  readonly queryClient: QueryClient
  readonly api: PageApi
}

/** The current {@link SiteServices}. */
export function useSiteServices(): SiteServices {
  const queryClient = useQueryClient()
  const api = useContext(PageApiContext)
  if (api === undefined) throw new Error('useSiteServices is used outside a PageApiProvider')
  return { queryClient, api }
}
