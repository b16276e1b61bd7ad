/**
 * The page's data source (a {@link PageApi}) for any component: in process on the server, the
 * typed client in the browser. Apart from the query cache (site-services.tsx), so that a part of a
 * public page that only calls the API does not load React Query (issue #9).
 */
import { createContext, type ReactNode, useContext } from 'react'
import type { PageApi } from './page-api.ts'

const PageApiContext = createContext<PageApi | undefined>(undefined)

/** Makes `api` the data source of `children`. */
export function PageApiProvider({ api, children }: { readonly api: PageApi; readonly children: ReactNode }) {
  return <PageApiContext.Provider value={api}>{children}</PageApiContext.Provider>
}

/** The page's data source. */
export function usePageApi(): PageApi {
  const api = useContext(PageApiContext)
  if (api === undefined) throw new Error('usePageApi is used outside a PageApiProvider')
  return api
}
