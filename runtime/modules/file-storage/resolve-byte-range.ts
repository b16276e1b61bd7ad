/** Turns a requested byte range into the inclusive range an object of a given size can serve. */
import { type ByteRange, RangeNotSatisfiableError } from './file-storage.ts'

/**
 * `range` clamped to `size` bytes. A start at or past the end throws {@link RangeNotSatisfiableError};
 * a malformed range (negative, fractional, end before start) is a caller's bug and throws RangeError.
 */
export function resolveByteRange(key: string, range: ByteRange, size: number): { start: number; end: number } {
  const { start, end } = range
  if (!Number.isSafeInteger(start) || start < 0 || (end !== undefined && (!Number.isSafeInteger(end) || end < start))) {
    throw new RangeError(`Invalid byte range ${start}-${end ?? ''}`)
  }
  if (start >= size) throw new RangeNotSatisfiableError(key, size)
  return { start, end: Math.min(end ?? size - 1, size - 1) }
}
