/**
 * The save button's state (SPEC §2, §9): idle → pending → success or error, and back to idle
 * 5 seconds after success or error.
 */
import { useCallback, useEffect, useRef, useState } from 'react'

/** How long success and error stay on the button. */
export const SAVE_STATUS_RESET_MS = 5_000

/** The button's states. */
export type SaveStatus = 'idle' | 'pending' | 'success' | 'error'

/** The status and a setter that schedules the return to idle. */
export function useSaveStatus(): readonly [SaveStatus, (status: SaveStatus) => void] {
  const [status, setStatus] = useState<SaveStatus>('idle')
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const update = useCallback((next: SaveStatus) => {
    clearTimeout(timer.current)
    setStatus(next)
    if (next === 'success' || next === 'error') timer.current = setTimeout(() => setStatus('idle'), SAVE_STATUS_RESET_MS)
  }, [])
  return [status, update]
}
