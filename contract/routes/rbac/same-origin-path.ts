/**
 * Where a `redirect`/`redirectTo` may send a visitor: only somewhere on this site. The value is
 * parsed as a browser would parse it against the site's origin (which strips tabs and newlines,
 * reads `\` as `/` and resolves `//host` and `https:host` to other hosts), so no spelling that a
 * pattern check would miss can leave the site.
 */

/** The path, query and fragment of `value` when it resolves to `origin`; undefined otherwise. */
export function sameOriginPath(value: string, origin: string): string | undefined {
  let resolved: URL
  try {
    resolved = new URL(value, origin)
  } catch {
    return undefined
  }
  if (resolved.origin !== new URL(origin).origin) return undefined
  // `https://site//evil.example` is on the site, but its path alone would be read as `//evil.example`.
  return `/${resolved.pathname.replace(/^\/+/, '')}${resolved.search}${resolved.hash}`
}
