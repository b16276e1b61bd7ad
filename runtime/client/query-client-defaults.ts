/**
 * React Query settings from DESIGN "web/" and SPEC §7/§9: data stays fresh for
 * 60 s, no refetch on window focus or reconnect, at most 5 requests in flight,
 * and a mutation refetches its route's queries 1 s later.
 */
import type { DefaultOptions } from '@tanstack/query-core'

/** How long a query result is fresh. */
export const queryStaleTimeMs = 60_000

/** The browser's cap on calls in flight, over every caller of the page (web/api/send-request.ts). */
export const maxQueriesInFlight = 5

/** Delay between a successful mutation and the refetch of its route's queries. */
export const mutationInvalidationDelayMs = 1_000

/** `new QueryClient({ defaultOptions: queryClientDefaults })`. */
export const queryClientDefaults: DefaultOptions = {
  queries: {
    staleTime: queryStaleTimeMs,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // The entity client already retries as the spec says; React Query retrying too would multiply it.
    retry: false,
  },
  mutations: {
    retry: false,
  },
}
