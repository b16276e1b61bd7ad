/**
 * The ETag of a record as read (runtime/operations/record-version.ts): its `updatedAt`, quoted. A
 * caller that holds a record from a list sends it in `If-Match` without reading the record again.
 */
export function recordEtag(record: object): string | undefined {
  const { updatedAt } = record as { readonly updatedAt?: unknown }
  return typeof updatedAt === 'string' ? `"${updatedAt}"` : undefined
}

/** The code of the 409 a write based on a stale version gets; its body's `error.current` is the record as it is now. */
export const VERSION_CONFLICT = 'VERSION_CONFLICT'
