/**
 * Path patterns of action records (DESIGN "Access control", step 5). A pattern is `*` (any path)
 * or an absolute path whose segments are literals, `*`, `:name` or `{name}`. A `*` as the last
 * segment matches one or more remaining segments; anywhere else `*`, `:name` and `{name}` match
 * exactly one. So `/api/ecommerce/orders/*` covers every order and its sub-routes but not the list
 * `/api/ecommerce/orders` itself: a role that may read orders one by one cannot list them all
 * unless a pattern says so. Literal segments compare exactly, after percent-decoding the request.
 */

/** A compiled pattern: a pure function of the request path's segments. */
export type PathMatcher = (segments: readonly string[] | undefined) => boolean

type Segment = { readonly kind: 'literal'; readonly value: string } | { readonly kind: 'one' } | { readonly kind: 'rest' }

// Patterns come from a small admin-managed table; each distinct string is compiled once per process.
const compiled = new Map<string, PathMatcher>()
const MAX_COMPILED = 10_000

const matchAny: PathMatcher = () => true
const matchNothing: PathMatcher = () => false

/** The matcher of `pattern`, compiled on first use and reused after. Invalid patterns match nothing. */
export function compilePathPattern(pattern: string): PathMatcher {
  let matcher = compiled.get(pattern)
  if (matcher === undefined) {
    matcher = compile(pattern)
    if (compiled.size >= MAX_COMPILED) compiled.clear()
    compiled.set(pattern, matcher)
  }
  return matcher
}

function compile(pattern: string): PathMatcher {
  const trimmed = pattern.trim()
  if (trimmed === '*') return matchAny
  const parts = pathSegments(trimmed)
  if (parts === undefined) return matchNothing
  const segments: Segment[] = parts.map((part, index) => {
    if (part === '*') return index === parts.length - 1 ? { kind: 'rest' } : { kind: 'one' }
    if (/^:[\w-]+$/.test(part) || /^\{[\w-]+\}$/.test(part)) return { kind: 'one' }
    return { kind: 'literal', value: part }
  })
  return (path) => path !== undefined && matchSegments(segments, path)
}

function matchSegments(pattern: readonly Segment[], path: readonly string[]): boolean {
  const last = pattern[pattern.length - 1]
  if (last?.kind === 'rest') {
    if (path.length < pattern.length) return false
  } else if (path.length !== pattern.length) {
    return false
  }
  return pattern.every((segment, index) => segment.kind !== 'literal' || segment.value === path[index])
}

/**
 * The decoded segments of an absolute path, or undefined when it is ambiguous: no leading slash,
 * an empty segment (`//`, a trailing `/`), a malformed %-escape, or a segment that decodes to
 * `.`, `..` or something containing `/`. An ambiguous path matches no literal pattern, so no
 * spelling of a URL can make a pattern written for one route cover another.
 */
export function pathSegments(path: string): readonly string[] | undefined {
  if (!path.startsWith('/')) return undefined
  if (path === '/') return []
  const segments: string[] = []
  for (const raw of path.slice(1).split('/')) {
    let segment: string
    try {
      segment = decodeURIComponent(raw)
    } catch {
      return undefined
    }
    if (segment === '' || segment === '.' || segment === '..' || segment.includes('/')) return undefined
    segments.push(segment)
  }
  return segments
}
