/**
 * The records an editor opened last, newest first, kept in localStorage (a memory of this browser,
 * like the chosen columns): the dashboard and the Ctrl+K search list them so yesterday's text is
 * one click away. A record is remembered with its label at the time it was opened.
 */
import { useCallback, useSyncExternalStore } from 'react'

/** One remembered record. */
export interface RecentRecord {
  /** `module/entity`. */
  readonly model: string
  readonly id: string
  /** The record's label when it was opened (its id when it had none). */
  readonly label: string
}

const STORAGE_KEY = 'tessera.admin.recent'
/** How many records are remembered. */
export const RECENT_LIMIT = 8

/** `record` first, any earlier visit of it dropped, at most `limit` kept. */
export function withRecent(list: readonly RecentRecord[], record: RecentRecord, limit = RECENT_LIMIT): RecentRecord[] {
  return [record, ...list.filter((item) => item.model !== record.model || item.id !== record.id)].slice(0, limit)
}

/** The stored list, keeping only well-formed entries (storage may hold anything). */
export function parseRecent(text: string | null): RecentRecord[] {
  try {
    const stored: unknown = JSON.parse(text ?? '[]')
    if (!Array.isArray(stored)) return []
    return stored.filter(
      (item): item is RecentRecord =>
        typeof item === 'object' &&
        item !== null &&
        typeof item.model === 'string' &&
        typeof item.id === 'string' &&
        typeof item.label === 'string',
    )
  } catch {
    return []
  }
}

const listeners = new Set<() => void>()
let snapshot: { readonly text: string | null; readonly list: readonly RecentRecord[] } = { text: null, list: [] }

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY)
  } catch {
    return null
  }
}

function currentList(): readonly RecentRecord[] {
  const text = readStorage()
  if (text !== snapshot.text) snapshot = { text, list: parseRecent(text) }
  return snapshot.list
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab's visit shows here too.
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

const NONE: readonly RecentRecord[] = []

/** The remembered records and a function that remembers one more. */
export function useRecentRecords(): readonly [readonly RecentRecord[], (record: RecentRecord) => void] {
  const list = useSyncExternalStore(subscribe, currentList, () => NONE)
  const remember = useCallback((record: RecentRecord) => {
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(withRecent(currentList(), record)))
    } catch {
      // Storage may be full or off: nothing is remembered, the admin works the same.
    }
    for (const listener of listeners) listener()
  }, [])
  return [list, remember]
}
