/**
 * The session store itself (session-store.ts tells what it holds), its context and a read that does
 * not subscribe: what a part rendered once (a static widget, never hydrated) may use without
 * importing the subscribing hook.
 */
import { createContext, createElement, type ReactNode, useContext } from 'react'
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
