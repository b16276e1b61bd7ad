/**
 * The queries and answers of the host page routes (SPEC §7 "Host URL lookup", DESIGN "Pages in one
 * request"). Each message names its parameter, as the routes answer a bad query with its first
 * problem (`url is required`).
 */
import { z } from 'zod'
import type { HostPages } from '#generated/validators/host/pages.gen.ts'
import { entityRecord } from '../../entity-record.ts'
import type { ResolvedPage } from './resolved-page.ts'

/** The longest URL the resolver reads. */
export const MAX_PAGE_URL_LENGTH = 2048

/** A required text parameter whose messages name it: `url is required`, `url must be text`. */
function textParameter(name: string, maxLength: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${name} is required` : `${name} must be text`) })
    .min(1, `${name} is required`)
    .max(maxLength, `${name} must be at most ${maxLength} characters`)
}

const urlSchema = textParameter('url', MAX_PAGE_URL_LENGTH).describe(
  'The URL: a path (`/en/blog/articles/intro`) or an http(s) URL; query and hash are ignored.',
)

/** `?url=`. */
export const pageUrlQuerySchema = z.object({ url: urlSchema })

/** `?url=&view=&preview=`. */
export const resolvePageQuerySchema = pageUrlQuerySchema.extend({
  view: z
    .enum(['full', 'site'], { error: 'view must be full or site' })
    .default('full')
    .describe(
      '`full`: every record in API form. `site`: only what the site renders (no timestamps, admin titles or link keys; one language where the page’s has text).',
    ),
  preview: z
    .enum(['true', 'false'], { error: 'preview must be true or false' })
    .default('false')
    .describe(
      '`true`: records of entities that keep drafts as editors last saved them, unpublished ones included (README "Versions and drafts"); only for a caller who may edit every such entity (401/403 otherwise), and never cached.',
    ),
})

/** `?url=&segment=`. */
export const segmentValueQuerySchema = z.object({
  url: urlSchema,
  segment: textParameter('segment', 200).describe('A segment name of the page url, `module.entity.field`: `blog.articles.slug`.'),
})

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

/**
 * The answer of `resolve`: a {@link ResolvedPage}. The schema describes the tree's first level for
 * the API's readers (a node's children are nodes of the same shape); the type says the whole tree.
 */
export const resolvedPageSchema = z.object({
  status: z.union([z.literal(200), z.literal(404)]).describe('404 when nothing matched and the /404 page stands in.'),
  language: z.string(),
  path: z.string().describe('The path without language prefix and query; `/` for the root.'),
  page: treeNodeSchema,
  params: z.record(z.string(), z.string()).describe('Dynamic segment values by segment name: `{ "blog.articles.slug": "intro" }`.'),
  entity: treeNodeSchema.nullable().describe('The record the URL names, with its tree; null when the page url has no dynamic segment.'),
}) as unknown as z.ZodType<ResolvedPage>

/** One entry of `GET /api/host/urls`. */
export const hostUrlSchema = z.object({
  id: z.uuid().describe('The page that shows the URL.'),
  url: z.string().describe('The URL without a language prefix.'),
})

/** The page record `find-by-url` answers. */
export const pageRecordSchema = entityRecord<HostPages>('host', 'pages')

/** The value `url-segment-value` answers. */
export const segmentValueSchema = z.string().describe('The text of the segment in the URL.')

/** `GET /api/revalidation/revalidate?path=&type=`. */
export const revalidateQuerySchema = z.strictObject({
  path: textParameter('path', 2000)
    .regex(/^\/[^\s?#]*$/, { error: 'path must be a site path such as / or /blog, without spaces, query or fragment' })
    .describe('The site path whose pages to render anew, with or without a language prefix: `/`, `/en/blog`.'),
  type: z
    .enum(['page', 'layout'], { error: 'type must be page or layout' })
    .default('page')
    .describe('`page`: the page at `path` in every language; `layout`: every page (what a layout frames).'),
})

/** What a revalidation did. */
export const revalidatedSchema = z.object({
  revalidated: z.literal(true),
  path: z.string().describe('The path without its language prefix.'),
  type: z.enum(['page', 'layout']),
})

/** The admin's live preview: the page at `url` with one record's unsaved values. */
export const previewRequestSchema = z.object({
  url: z.string({ error: 'url must be text' }).regex(/^\/(?!\/)/, { error: 'url must be a path of the site, starting with /' }),
  record: z.object({
    model: z.string().regex(/^[a-z][a-z0-9-]*\/[a-z][a-z0-9-]*$/, { error: 'record.model must be module/entity' }),
    id: z.uuid({ error: 'record.id must be a UUID' }),
    values: z.record(z.string(), z.unknown()),
  }),
})

/** What the preview renders. */
export const previewSchema = z.object({
  status: z.number().int().describe('The status a visitor would get for the page.'),
  html: z.string().describe('The whole HTML document, without its scripts.'),
})
