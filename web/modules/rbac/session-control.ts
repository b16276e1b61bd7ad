/**
 * The browser's session as the rest of web/modules/rbac changes it. The session lives in httpOnly
 * cookies; what the page keeps is the signed-in subject and the access token's times, both in the
 * page's session store (web/app/session-store.ts), which {@link SessionKeeperSlot} binds here
 * once the page has hydrated. Whoever shows pages resolved for the visitor listens to the store
 * and reads them again when the subject changes.
 */
import type { PageApi, SessionState } from '#web/app/page-api.ts'
import { NO_SESSION, type SessionStore } from '#web/app/session-store.ts'
import { sessionOfToken } from './access-times.ts'

/** What the session needs from the page. */
export interface SessionBindings {
  readonly store: SessionStore
  readonly api: PageApi
  /** Goes to the home page of the current language. */
  readonly goHome: () => void
}

// Other tabs of the same site share the cookies; they learn the new token's times through this
// key (times only, never a token), so one tab's refresh spares the others theirs.
const SHARED_TIMES_KEY = 'tessera.session.times'

let bindings: SessionBindings | undefined

/** Called by SessionKeeperSlot. */
export function bindSession(next: SessionBindings): void {
  bindings = next
}

function bound(): SessionBindings {
  if (bindings === undefined) throw new Error('The session is used before the page has hydrated')
  return bindings
}

/** The session times the page knows now. */
export function currentSession(): SessionState {
  return bindings === undefined ? NO_SESSION : bindings.store.get().session
}

/** Records a new session state, for this tab and (when it has times) for the others. */
export function setSession(session: SessionState): void {
  bound().store.update({ session })
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
    return typeof value.accessExpiresAt === 'number' && typeof value.accessIssuedAt === 'number'
      ? { ...value, resumable: false }
      : undefined
  } catch {
    return undefined
  }
}

/** After a sign-in or refresh that answered `jwt`: keep its times. */
export function applyAccessToken(jwt: string): void {
  setSession(sessionOfToken(jwt) ?? NO_SESSION)
}

// While a sign-in takes its subject into the page, the cookies already name the new subject and the
// store still the old one: reads of one subject's data wait for it ({@link isPageSubject}).
let subjectReload: Promise<unknown> | undefined

/** Reads the signed-in subject again (after a sign-in, a refresh that resumed a session, a change of identities). */
export async function reloadSubject(): Promise<void> {
  const { store, api } = bound()
  const reload = api.currentSubject().then((subject) => store.update({ subject }))
  const waiting = (subjectReload = reload.catch(() => undefined))
  try {
    await reload
  } finally {
    if (subjectReload === waiting) subjectReload = undefined
  }
}

/**
 * Whether `subjectId` is the page's subject, once no sign-in is taking a new one into the page.
 * Before the page has hydrated nothing can have changed it: true.
 */
export async function isPageSubject(subjectId: string): Promise<boolean> {
  while (subjectReload !== undefined) await subjectReload
  if (bindings === undefined) return true
  const subject = bindings.store.get().subject
  return subject !== null && String(subject.id) === subjectId
}

/** Forgets the session in this page: signed out, no times; `goHome` also leaves for the home page. */
export function endSession(options: { readonly goHome: boolean }): void {
  const { store, goHome } = bound()
  store.update({ subject: null })
  setSession(NO_SESSION)
  if (options.goHome) goHome()
}
