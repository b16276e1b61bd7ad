/**
 * The browser's session as the rest of web/account changes it. The session lives in httpOnly
 * cookies; what the page keeps is the signed-in subject (the `me` query the server dehydrated)
 * and the access token's times (the session query), both in the router's QueryClient, which
 * {@link SessionKeeper} binds here once the page has hydrated.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { PageApi, SessionState } from '#web/app/page-api.ts'
import { PAGES_QUERY_KEY, sessionQuery, subjectQuery } from '#web/app/site-queries.ts'
import { sessionOfToken } from './access-times.ts'

/** What the session needs from the page. */
export interface SessionBindings {
  readonly queryClient: QueryClient
  readonly api: PageApi
  /** Goes to the home page of the current language. */
  readonly goHome: () => void
}

const NO_SESSION: SessionState = { accessIssuedAt: null, accessExpiresAt: null, resumable: false }

// Other tabs of the same site share the cookies; they learn the new token's times through this
// key (times only, never a token), so one tab's refresh spares the others theirs.
const SHARED_TIMES_KEY = 'tessera.session.times'

let bindings: SessionBindings | undefined

/** Called by SessionKeeper. */
export function bindSession(next: SessionBindings): void {
  bindings = next
}

function bound(): SessionBindings {
  if (bindings === undefined) throw new Error('The session is used before the page has hydrated')
  return bindings
}

/** The session times the page knows now. */
export function currentSession(): SessionState {
  if (bindings === undefined) return NO_SESSION
  return bindings.queryClient.getQueryData(sessionQuery(bindings.api).queryKey) ?? NO_SESSION
}

/** Records a new session state, for this tab and (when it has times) for the others. */
export function setSession(session: SessionState): void {
  const { queryClient, api } = bound()
  queryClient.setQueryData(sessionQuery(api).queryKey, session)
  try {
    if (session.accessExpiresAt === null) localStorage.removeItem(SHARED_TIMES_KEY)
    else localStorage.setItem(SHARED_TIMES_KEY, JSON.stringify(session))
  } catch {
    // Storage may be off (private mode): each tab then refreshes on its own, which still works.
  }
}

/** The times another tab recorded, if any. */
export function sharedSession(): SessionState | undefined {
  try {
    const text = localStorage.getItem(SHARED_TIMES_KEY)
    if (text === null) return undefined
    const value = JSON.parse(text) as SessionState
    return typeof value.accessExpiresAt === 'number' && typeof value.accessIssuedAt === 'number' ? { ...value, resumable: false } : undefined
  } catch {
    return undefined
  }
}

/** After a sign-in or refresh that answered `jwt`: keep its times. */
export function applyAccessToken(jwt: string): void {
  setSession(sessionOfToken(jwt) ?? NO_SESSION)
}

/** Reads the signed-in subject again (after a sign-in, a refresh that resumed a session, a change of identities). */
export async function reloadSubject(): Promise<void> {
  const { queryClient, api } = bound()
  const before = queryClient.getQueryData(subjectQuery(api).queryKey)?.id ?? null
  const subject = await queryClient.fetchQuery({ ...subjectQuery(api), staleTime: 0 })
  if ((subject?.id ?? null) !== before) resolvePagesAgain(queryClient)
}

/** Forgets the session in this page: signed out, no times; `goHome` also leaves for the home page. */
export function endSession(options: { readonly goHome: boolean }): void {
  const { queryClient, api, goHome } = bound()
  const before = queryClient.getQueryData(subjectQuery(api).queryKey) ?? null
  queryClient.setQueryData(subjectQuery(api).queryKey, null)
  setSession(NO_SESSION)
  if (before !== null) resolvePagesAgain(queryClient)
  if (options.goHome) goHome()
}

// Pages are resolved for their reader (private content reaches only those who may read it): the
// open page is read again for the new subject, the others when next shown.
function resolvePagesAgain(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: PAGES_QUERY_KEY })
}
