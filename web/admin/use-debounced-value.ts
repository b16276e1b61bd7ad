/** A value that follows another after it stopped changing for `delayMs` (search boxes). */
import { useEffect, useState } from 'react'

/** `useDebouncedValue(search, 250)`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}
