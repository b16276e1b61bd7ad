/**
 * SPEC §7 `GET /api/revalidation/revalidate?path=/&type=layout`, which the global error screen's
 * Reload calls: drops the server's cached HTML of `path` (`type=page`: that page in every
 * language) or of every page (`type=layout`: a layout frames them all), in every process (the
 * content-change feed). Only an administrator or the secret key may: anyone else could otherwise
 * make every visitor's next page a fresh render. Declared in contract/routes/host.ts.
 */
import * as routes from '#contract/routes/host.ts'
import { languages } from '#generated/metadata/index.gen.ts'
import type { DatabaseHandle } from '#runtime/db/database-handle.ts'
import type { ContractRouter } from '#runtime/http/contract-route.ts'
import { notifyContentChanged } from './content-changes.ts'

/** Registers the revalidation call on the host page routes' router. */
export function revalidationRoutes(route: ContractRouter, database: DatabaseHandle): void {
  route(routes.revalidatePages, async ({ query }) => {
    const pagePath = withoutLanguage(query.path)
    await notifyContentChanged(database, query.type === 'layout' ? {} : { path: pagePath })
    return { revalidated: true as const, path: pagePath, type: query.type }
  })
}

const languageCodes: ReadonlySet<string> = new Set(languages)

// `/en/blog/` → `/blog`; kept %-encoded, as the cache keys the URLs requests carry.
function withoutLanguage(path: string): string {
  const segments = path.split('/').filter((segment) => segment !== '')
  const rest = segments[0] !== undefined && languageCodes.has(segments[0]) ? segments.slice(1) : segments
  return `/${rest.join('/')}`
}
