/**
 * SPEC §7 "Host URL lookup", `GET /api/host/urls`: every public URL of the site, each with the id of
 * the page that shows it. Exact page urls as they are; a dynamic page url once per existing record
 * (`/blog/articles/[blog.articles.slug]` → one URL per article slug), when anyone may list that
 * entity. The `/404` and `/500` screens are not URLs of their own. Two statements in all: the pages,
 * then every segment's values together.
 */
import type { Kysely } from 'kysely'
import { hostPagesMetadata } from '#generated/metadata/host/pages.gen.ts'
import { runNamedQuery } from '#runtime/db/run-named-query.ts'
import { quoteIdentifier } from '#contract/sql-text.ts'
import { comparePatterns, compilePageUrl, type PageUrlPattern } from './page-url-pattern.ts'
import { fitsSegment, type SegmentReference } from './segment-reference.ts'
import { readSourceSql } from '#runtime/operations/published-records.ts'

/** One public URL and the page that shows it. */
export interface HostUrl {
  /** The page's id. */
  readonly id: string
  /** The URL without a language prefix, each segment %-encoded as a request sends it: `/blog/articles/intro`. */
  readonly url: string
}

/** At most this many URLs are listed (a sitemap file holds no more). */
export const MAX_HOST_URLS = 50_000

/** Pages that are screens for errors, not addresses. */
export const ERROR_PAGE_URLS: ReadonlySet<string> = new Set(['/404', '/500'])

const URL_COLUMN = quoteIdentifier(hostPagesMetadata.fields.find((field) => field.name === 'url')!.column)
const PAGES_SQL = `select id, ${URL_COLUMN} as url from ${readSourceSql(hostPagesMetadata)} p order by ${URL_COLUMN}, id`

/** Every public URL, sorted; a URL two pages could show is listed with the page the resolver picks. */
export async function listHostUrls(db: Kysely<any>): Promise<HostUrl[]> {
  const pages = await runNamedQuery<{ id: string; url: string }>(db, PAGES_SQL, [])
  const byUrl = new Map<string, string>()
  const patterns: PageUrlPattern[] = []
  for (const page of pages) {
    if (ERROR_PAGE_URLS.has(page.url)) continue
    const pattern = compilePageUrl(page.id, page.url)
    if (pattern !== undefined) {
      if (pattern.segments.every((segment) => segment.kind === 'literal' || segment.reference.metadata.access.find === 'public'))
        patterns.push(pattern)
    } else if (!page.url.includes('[')) {
      const url = encodePath(page.url)
      if (!byUrl.has(url)) byUrl.set(url, page.id)
    }
  }
  patterns.sort(comparePatterns)

  const values = await segmentValues(db, patterns)
  // Exact pages first, then patterns in precedence order: the first to claim a URL is the resolver's choice.
  for (const pattern of patterns) {
    for (const url of expand(pattern, values)) {
      if (byUrl.size >= MAX_HOST_URLS) break
      if (!byUrl.has(url) && !ERROR_PAGE_URLS.has(url)) byUrl.set(url, pattern.pageId)
    }
  }
  return [...byUrl]
    .map(([url, id]) => ({ id, url }))
    .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0))
    .slice(0, MAX_HOST_URLS)
}

/** The values each segment name of `patterns` takes in the database, one statement for all. */
async function segmentValues(db: Kysely<any>, patterns: readonly PageUrlPattern[]): Promise<ReadonlyMap<string, readonly string[]>> {
  const references = new Map<string, SegmentReference>()
  for (const pattern of patterns) {
    for (const segment of pattern.segments) if (segment.kind === 'dynamic') references.set(segment.reference.name, segment.reference)
  }
  const list = [...references.values()]
  const values = new Map<string, string[]>(list.map((reference) => [reference.name, []]))
  if (list.length === 0) return values
  const text = list
    .map(({ metadata, field }, index) => {
      const column = quoteIdentifier(field.column)
      return `(select ${index} as k, ${column}::text as v from ${readSourceSql(metadata)} t where ${column} is not null order by ${column} limit ${MAX_HOST_URLS})`
    })
    .join('\nunion all\n')
  for (const row of await runNamedQuery<{ k: number; v: string }>(db, text, [])) {
    const reference = list[row.k]!
    if (fitsSegment(reference, row.v)) values.get(reference.name)!.push(row.v)
  }
  return values
}

/** Every URL `pattern` makes from `values`, each segment %-encoded. */
function* expand(pattern: PageUrlPattern, values: ReadonlyMap<string, readonly string[]>, index = 0, prefix = ''): Generator<string> {
  if (index === pattern.segments.length) {
    yield prefix
    return
  }
  const segment = pattern.segments[index]!
  const choices = segment.kind === 'literal' ? [segment.text] : (values.get(segment.reference.name) ?? [])
  for (const choice of choices) yield* expand(pattern, values, index + 1, `${prefix}/${encodeURIComponent(choice)}`)
}

// Page urls are stored as text (`/статьи`); a listed URL is what a request sends (`/%D1%81…`).
function encodePath(url: string): string {
  const segments = url.split('/').filter((segment) => segment !== '')
  return `/${segments.map(encodeURIComponent).join('/')}`
}
