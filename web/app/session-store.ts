/**
 * The visitor's session as the page knows it: the signed-in subject (or null) and the access
 * token's times. It is a plain store read through `useSyncExternalStore`, not a query: every
 * island of a public page reads it, and a public page must not load React Query for that (issue
 * #9, JavaScript ≤ 100 KB). One store per server request and one per page in the browser; the
 * server fills it before rendering and sends it with the page, web/modules/rbac/session-control.ts
 * writes it after each sign-in, sign-out and refresh, and every island sees the change.
 */
import { useSyncExternalStore } from 'react'
import { type SessionSnapshot, type SessionStore, useSessionStore } from './session-store-core.ts'

export { NO_SESSION, type SessionSnapshot, SessionStore, SessionStoreProvider, useSessionStore } from './session-store-core.ts'

/** The current {@link SessionSnapshot}; the component renders again when it changes. */
export function useSessionSnapshot(): SessionSnapshot {
  const store = useSessionStore()
  return useSyncExternalStore(store.subscribe, store.get, store.get)
}

/**
 * Calls `callback` whenever another subject (or none) becomes the signed-in one: pages are
 * resolved for their reader (private content reaches only those who may read it), so whoever
 * keeps resolved pages reads them again then. Returns how to stop.
 */
export function onSubjectChange(store: SessionStore, callback: () => void): () => void {
  let subjectId = store.get().subject?.id ?? null
  return store.subscribe(() => {
    const next = store.get().subject?.id ?? null
    if (next === subjectId) return
    subjectId = next
    callback()
  })
}
