/** Freezes a tree of plain objects and arrays, so no later step can change what normalisation decided. */

/** Freezes `value` and everything reachable from it (a tree: no cycles); returns it. */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value
  for (const child of Object.values(value)) deepFreeze(child)
  return Object.freeze(value)
}
