/**
 * The visitor's session as the page knows it: the signed-in subject (or null) and the access
 * token's times. It is a plain store read through `useSyncExternalStore`, not a query: every
 * island of a public page reads it, and a public page must not load React Query for that (issue
 * #9, JavaScript ≤ 100 KB). One store per server request and one per page in the browser; the
 * server fills it before rendering and sends it with the page, web/modules/rbac/session-control.ts
 * writes it after each sign-in, sign-out and refresh, and every island sees the change.
 */
import { createContext, createElement, type ReactNode, useContext, useSyncExternalStore } from 'react'
import type { SessionState, SessionSubject } from './page-api.ts'

/** No session: signed out, no token times. */
export const NO_SESSION: SessionState = { accessIssuedAt: null, accessExpiresAt: null, resumable: false }

/** What the store holds. */
export interface SessionSnapshot {
  readonly subject: SessionSubject | null
  readonly session: SessionState
}

/** The page's {@link SessionSnapshot}, with listeners. */
export class SessionStore {
  #snapshot: SessionSnapshot
  #initialized = false
  readonly #listeners = new Set<() => void>()

  constructor(snapshot: SessionSnapshot = { subject: null, session: NO_SESSION }) {
    this.#snapshot = snapshot
  }

  /** The current snapshot (the same object until something changes). */
  readonly get = (): SessionSnapshot => this.#snapshot

  /** Calls `listener` after every change; returns how to stop. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener)
    return () => void this.#listeners.delete(listener)
  }

  /**
   * Fills the store with what the page was loaded with, the first time only: a router loads the
   * root route again on each navigation, from queries that do not know what the page has learned since.
   */
  initialize(snapshot: SessionSnapshot): void {
    if (this.#initialized) return
    this.#initialized = true
    this.update(snapshot)
  }

  /** Replaces what is in `change`. */
  update(change: Partial<SessionSnapshot>): void {
    this.#snapshot = { ...this.#snapshot, ...change }
    for (const listener of [...this.#listeners]) listener()
  }
}

const SessionStoreContext = createContext<SessionStore | undefined>(undefined)

/** Makes `store` the session of `children`. */
export function SessionStoreProvider({ store, children }: { readonly store: SessionStore; readonly children: ReactNode }) {
  return createElement(SessionStoreContext.Provider, { value: store }, children)
}

/** The page's {@link SessionStore}. */
export function useSessionStore(): SessionStore {
  const store = useContext(SessionStoreContext)
  if (store === undefined) throw new Error('useSessionStore is used outside a SessionStoreProvider')
  return store
}

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
