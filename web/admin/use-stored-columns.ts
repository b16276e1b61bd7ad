/**
 * The columns an editor chose to see for a model, remembered in localStorage per model (a
 * preference of this browser, not of the account), falling back to the model's own columns.
 */
import { useCallback, useEffect, useEffectEvent, useState } from 'react'

const storageKey = (modelKey: string) => `tessera.admin.columns.${modelKey}`

function readStored(modelKey: string, known: readonly string[]): string[] | undefined {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(storageKey(modelKey)) ?? 'null')
    if (!Array.isArray(stored)) return undefined
    // A field removed from the schema since is dropped, not shown as an empty column.
    const columns = stored.filter((name): name is string => typeof name === 'string' && known.includes(name))
    return columns.length > 0 ? columns : undefined
  } catch {
    return undefined
  }
}

/** The visible columns and a setter that remembers them. */
export function useStoredColumns(modelKey: string, defaults: readonly string[], known: readonly string[]) {
  const [columns, setColumns] = useState<readonly string[]>(defaults)
  // Read after mounting (localStorage exists only in the browser) and again for another model, with
  // the defaults and fields of that moment: callers pass new arrays on every render.
  const readChoice = useEffectEvent((model: string) => setColumns(readStored(model, known) ?? defaults))
  useEffect(() => readChoice(modelKey), [modelKey])
  const choose = useCallback(
    (next: readonly string[]) => {
      // Kept in the order of the known fields, whatever the order of clicks.
      const ordered = known.filter((name) => next.includes(name))
      setColumns(ordered)
      try {
        window.localStorage.setItem(storageKey(modelKey), JSON.stringify(ordered))
      } catch {
        // Storage may be full or disabled; the choice still holds for this page.
      }
    },
    [modelKey, known],
  )
  return [columns, choose] as const
}
