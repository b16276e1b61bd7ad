/**
 * The queries and answers of the host page routes as Zod schemas: the handlers parse their queries
 * with them and `/api/openapi.json` describes the routes from the same schemas.
 */
import { z } from 'zod'
import { hostPagesSelectSchema } from '#generated/validators/host/pages.gen.ts'
import { badRequest } from '#runtime/errors/http-error.ts'
import { MAX_PAGE_URL_LENGTH } from './page-request.ts'

const urlSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
  .min(1, 'is required')
  .max(MAX_PAGE_URL_LENGTH, `must be at most ${MAX_PAGE_URL_LENGTH} characters`)
  .describe('The URL: a path (`/en/blog/articles/intro`) or an http(s) URL; query and hash are ignored.')

/** `?url=`. */
export const pageUrlQuerySchema = z.object({ url: urlSchema })

/** `?url=&view=`. */
export const resolvePageQuerySchema = pageUrlQuerySchema.extend({
  view: z
    .enum(['full', 'site'], { error: 'must be full or site' })
    .default('full')
    .describe(
      '`full`: every record in API form. `site`: only what the site renders (no timestamps, admin titles or link keys; one language where the page’s has text).',
    ),
  preview: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .describe(
      '`true`: records of entities that keep drafts as editors last saved them, unpublished ones included (README "Versions and drafts"); only for a caller who may edit every such entity (401/403 otherwise), and never cached.',
    ),
})

/** `?url=&segment=`. */
export const segmentValueQuerySchema = z.object({
  url: urlSchema,
  segment: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .min(1, 'is required')
    .max(200, 'must be at most 200 characters')
    .describe('A segment name of the page url, `module.entity.field`: `blog.articles.slug`.'),
})

/**
 * `query` parsed by `schema`, or a 400 whose message names the first problem (`url is required`)
 * and whose issues name every one.
 */
export function parsePageQuery<T extends z.ZodObject>(schema: T, query: unknown): z.output<T> {
  const result = schema.safeParse(query ?? {})
  if (result.success) return result.data
  const issues = result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }))
  throw badRequest(`${issues[0]!.path} ${issues[0]!.message}`, issues)
}

const recordSchema = z
  .looseObject({ id: z.string() })
  .describe('A public record in API form: camelCase fields, ISO date-times, no secret fields.')

const treeNodeSchema = z
  .object({
    entity: z.string().describe('`module/name` of the record’s entity: `website-builder/widgets`.'),
    record: recordSchema,
    children: z
      .record(
        z.string(),
        z.array(
          z.object({
            link: recordSchema.describe('The relation row: variant, orderIndex and its own fields.'),
            node: z.looseObject({}).describe('The linked record, a tree node of this same shape.'),
          }),
        ),
      )
      .describe('Linked records by relation key (`website-builder/widgets-to-sliders`), each list by orderIndex, then creation.'),
    computed: z
      .record(z.string(), z.unknown())
      .optional()
      .describe('What modules computed for the record, by key: `ecommerce/prices` on a product, its prices as checkout charges them.'),
  })
  .describe('A record and what relation entities link under it.')

/** The answer of `resolve` (runtime/modules/host/resolved-page.ts). */
export const resolvedPageSchema = z.object({
  status: z.union([z.literal(200), z.literal(404)]).describe('404 when nothing matched and the /404 page stands in.'),
  language: z.string(),
  path: z.string().describe('The path without language prefix and query; `/` for the root.'),
  page: treeNodeSchema,
  params: z.record(z.string(), z.string()).describe('Dynamic segment values by segment name: `{ "blog.articles.slug": "intro" }`.'),
  entity: treeNodeSchema.nullable().describe('The record the URL names, with its tree; null when the page url has no dynamic segment.'),
})

/** One entry of `GET /api/host/urls`. */
export const hostUrlSchema = z.object({
  id: z.uuid().describe('The page that shows the URL.'),
  url: z.string().describe('The URL without a language prefix.'),
})

/** The page record `find-by-url` answers. */
export const pageRecordSchema = hostPagesSelectSchema

/** The value `url-segment-value` answers. */
export const segmentValueSchema = z.string().describe('The text of the segment in the URL.')
