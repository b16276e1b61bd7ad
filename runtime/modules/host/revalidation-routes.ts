/**
 * SPEC §7 `GET /api/revalidation/revalidate?path=/&type=layout`, which the global error screen's
 * Reload calls: drops the server's cached HTML of `path` (`type=page`: that page in every
 * language) or of every page (`type=layout`: a layout frames them all), in every process (the
 * content-change feed). Only an administrator or the secret key may: anyone else could otherwise
 * make every visitor's next page a fresh render.
 */
import { z } from 'zod'
import { languages } from '#generated/metadata/index.gen.ts'
import { guardedBy } from '#runtime/modules/rbac/routes/route-guard.ts'
import type { ApiPlugin } from '#runtime/server/create-app.ts'
import { notifyContentChanged } from './content-changes.ts'
import { parsePageQuery } from './page-api-schemas.ts'

const revalidateQuerySchema = z.strictObject({
  path: z
    .string()
    .regex(/^\/[^\s?#]*$/, { error: 'must be a site path such as / or /blog, without spaces, query or fragment' })
    .max(2000, { error: 'is longer than 2000 characters' })
    .describe('The site path whose pages to render anew, with or without a language prefix: `/`, `/en/blog`.'),
  type: z
    .enum(['page', 'layout'], { error: 'must be page or layout' })
    .default('page')
    .describe('`page`: the page at `path` in every language; `layout`: every page (what a layout frames).'),
})

const revalidatedSchema = z.object({
  revalidated: z.literal(true),
  path: z.string().describe('The path without its language prefix.'),
  type: z.enum(['page', 'layout']),
})

/** Registers `GET /revalidation/revalidate` inside `/api`. */
export const revalidationRoutes: ApiPlugin = async (api, { database, config }) => {
  api.get(
    '/revalidation/revalidate',
    guardedBy(config, {
      access: 'admin',
      purpose: 'revalidate pages',
      openapi: {
        tag: 'host pages',
        summary: 'Render pages anew: drop the cached HTML of a path, or of every page',
        query: revalidateQuerySchema,
        response: revalidatedSchema,
        errors: [400, 401, 403],
      },
    }),
    async (request) => {
      const { path, type } = parsePageQuery(revalidateQuerySchema, request.query)
      const pagePath = withoutLanguage(path)
      await notifyContentChanged(database, type === 'layout' ? {} : { path: pagePath })
      return { data: { revalidated: true as const, path: pagePath, type } }
    },
  )
}

const languageCodes: ReadonlySet<string> = new Set(languages)

// `/en/blog/` → `/blog`; kept %-encoded, as the cache keys the URLs requests carry.
function withoutLanguage(path: string): string {
  const segments = path.split('/').filter((segment) => segment !== '')
  const rest = segments[0] !== undefined && languageCodes.has(segments[0]) ? segments.slice(1) : segments
  return `/${rest.join('/')}`
}
