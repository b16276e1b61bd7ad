/** What an access decision is about: an HTTP method and a concrete path. */
import { pathSegments } from './path-pattern.ts'

/** A method and a path without query string (`/api/ecommerce/orders/3f…`). */
export interface AccessTarget {
  readonly method: string
  readonly path: string
}

/** A target with its path split and decoded once for every pattern it is matched against. */
export interface ResolvedTarget {
  readonly method: string
  readonly path: string
  /** Undefined when the path is ambiguous; then only `*` patterns match it. */
  readonly segments: readonly string[] | undefined
}

/**
 * Normalises a target: the method upper-cased, with HEAD treated as GET (Fastify answers HEAD from
 * the GET route, so they must be allowed alike), the query string dropped.
 */
export function resolveTarget(target: AccessTarget): ResolvedTarget {
  const upper = target.method.toUpperCase()
  const path = target.path.split('?')[0] ?? ''
  return { method: upper === 'HEAD' ? 'GET' : upper, path, segments: pathSegments(path) }
}

/** The target of a request as received. */
export function requestTarget(request: { readonly method?: string; readonly url?: string }): AccessTarget {
  return { method: request.method ?? 'GET', path: request.url ?? '/' }
}
