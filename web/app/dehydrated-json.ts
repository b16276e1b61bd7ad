/**
 * Query data that travels in the HTML as JSON text. The router writes its dehydrated state as a
 * script of JavaScript object literals; for a resolved page (tens of kilobytes on a landing page)
 * the browser then compiles and runs that script before it can paint, because it is part of the
 * document the parser must finish. The same data as one string literal costs the parser next to
 * nothing, and `JSON.parse` reads it during hydration, after the page has painted.
 *
 * Only data marked with {@link sendAsJson} travels so: plain JSON values (the resolver's records
 * are built as JSON in SQL), the very shape a client navigation's `resolve` call receives.
 */

// The wrapper's one key; nothing the API returns has it.
const JSON_TAG = '$jsonText'

const marked = new WeakSet<object>()

/** Marks `data` (plain JSON: objects, arrays, strings, numbers, booleans, null) to be dehydrated as JSON text. */
export function sendAsJson<T extends object>(data: T): T {
  marked.add(data)
  return data
}

/** React Query's `dehydrate.serializeData`: marked data becomes `{ $jsonText: '…' }`, the rest stays as it is. */
export function serializeQueryData(data: unknown): unknown {
  return typeof data === 'object' && data !== null && marked.has(data) ? { [JSON_TAG]: JSON.stringify(data) } : data
}

/** React Query's `hydrate.deserializeData`: the inverse of {@link serializeQueryData}. */
export function deserializeQueryData(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || !Object.hasOwn(data, JSON_TAG)) return data
  const text = (data as Record<string, unknown>)[JSON_TAG]
  return typeof text === 'string' && Object.keys(data).length === 1 ? JSON.parse(text) : data
}
