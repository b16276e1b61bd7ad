/**
 * Every route the app serves with the policy that guards it, collected as routes are registered.
 * `is-authorized` looks a concrete method and path up here to ask the same question the route
 * itself would, and the access-matrix test reads it to prove that no route goes unchecked.
 */
import type { AccessPolicy } from '#contract/access-policy.ts'
import { entities } from '#generated/metadata/index.gen.ts'
import { entityRoutePolicies } from './entity-route-policies.ts'
import { pathSegments } from './path-pattern.ts'

/** One registered route. `policy` is undefined for routes outside access control (health, OpenAPI). */
export interface RouteEntry {
  readonly method: string
  readonly url: string
  readonly policy: AccessPolicy | undefined
  /** An entity route whose records declare their owner: `owner` admits a subject to its own records. */
  readonly ownedRecords?: boolean
}

/** Where hand-written routes declare their policy, `config: { access: 'owner' }` (runtime/http/contract-route.ts). */
export interface RouteAccessConfig {
  readonly access?: AccessPolicy
}

const entityPolicies = new Map(entityRoutePolicies(entities).map((route) => [`${route.method} ${route.url}`, route]))

/** The routes of one app, in registration order. */
export class RoutePolicyTable {
  readonly #routes = new Map<string, RouteEntry>()

  /**
   * Records a route; its policy comes from its `config.access`, else from the entity metadata.
   * Fastify registers a prefixed `/` route as both `/base` and `/base/`; both are one entry here.
   */
  add(method: string, url: string, config: RouteAccessConfig | undefined): void {
    const path = url.length > 1 && url.endsWith('/') ? url.slice(0, -1) : url
    const entityRoute = config?.access === undefined ? entityPolicies.get(`${method === 'HEAD' ? 'GET' : method} ${path}`) : undefined
    const policy = config?.access ?? entityRoute?.policy
    const key = `${method} ${path}`
    const owned = entityRoute?.entity.owner !== undefined ? { ownedRecords: true } : {}
    if (!this.#routes.has(key)) this.#routes.set(key, { method, url: path, policy, ...owned })
  }

  /** Every recorded route. */
  routes(): readonly RouteEntry[] {
    return [...this.#routes.values()]
  }

  /**
   * The route that would serve `method` `path`, with Fastify's precedence: a literal segment beats
   * a parameter at the first position where candidates differ.
   */
  find(method: string, path: string): RouteEntry | undefined {
    const segments = pathSegments(path.split('?')[0] ?? '')
    if (segments === undefined) return undefined
    const upper = method.toUpperCase()
    let best: { entry: RouteEntry; rank: string } | undefined
    for (const entry of this.#routes.values()) {
      if (entry.method !== upper) continue
      const rank = matchRank(entry.url, segments)
      if (rank !== undefined && (best === undefined || rank > best.rank)) best = { entry, rank }
    }
    return best?.entry
  }
}

// A string of 1 (literal) and 0 (parameter) per segment; comparing them orders candidates as the router does.
function matchRank(url: string, segments: readonly string[]): string | undefined {
  const parts = url === '/' ? [] : url.slice(1).split('/')
  if (parts.length !== segments.length) return undefined
  let rank = ''
  for (const [index, part] of parts.entries()) {
    if (part.startsWith(':')) rank += '0'
    else if (part === segments[index]) rank += '1'
    else return undefined
  }
  return rank
}
