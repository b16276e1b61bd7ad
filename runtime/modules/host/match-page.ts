/**
 * Which page a path shows (DESIGN "Pages in one request"): the page whose url is exactly the path,
 * found by the unique index on `url`; otherwise the dynamic page urls of the route table, in
 * precedence order, whose literal segments fit, each tried with one statement that reads the page
 * and looks every dynamic segment's record up by its field (`[blog.articles.slug]` → the article
 * with that slug). A segment whose record does not exist does not match.
 */
import type { Kysely } from 'kysely'
import { hostPagesMetadata } from '#generated/metadata/host/pages.gen.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import { type NamedStatement, namedStatement, runNamedQuery } from '#runtime/db/run-named-query.ts'
import { quoteIdentifier, quoteLiteral } from '#contract/sql-text.ts'
import { pageRouteTable } from './page-route-table.ts'
import type { PageUrlPattern } from './page-url-pattern.ts'
import { recordJsonSql } from './record-json.ts'
import { type ReadState, readSourceSql } from '#runtime/operations/published-records.ts'
import type { PageRecord } from '#contract/routes/host/resolved-page.ts'
import { fitsSegment } from './segment-reference.ts'
import { entityKeyOf, isPubliclyReadable } from './tree-expansions.ts'

/** A matched page. */
export interface PageMatch {
  readonly page: PageRecord
  /** The page's url as stored: `/blog/articles/[blog.articles.slug]`. */
  readonly url: string
  /** Dynamic segment values by segment name. */
  readonly params: Readonly<Record<string, string>>
  /**
   * The record of the last dynamic segment, when its entity is publicly readable (otherwise the
   * URL still matches, but the record stays out of a response every visitor may see).
   */
  readonly entity: { readonly key: string; readonly record: PageRecord } | null
  /**
   * Entities whose records, changed, may make the path match otherwise (page-reads.ts): for a
   * dynamic url, the pages (another may come first) and the entities of its dynamic segments but
   * the last (whose record the page shows); none for an exact url, which is unique.
   */
  readonly matchedAgainst: readonly string[]
}

/** The page `path` (segments already decoded) shows, or undefined when none does. */
export async function matchPage(
  db: Kysely<any>,
  path: string,
  segments: readonly string[],
  languages?: readonly string[],
  state: ReadState = 'published',
): Promise<PageMatch | undefined> {
  const exact = await findPageByExactUrl(db, path, languages, state)
  if (exact !== undefined) return exact

  const table = await pageRouteTable(db)
  for (const pattern of table.bySegmentCount.get(segments.length) ?? []) {
    const match = await tryPattern(db, pattern, segments, languages, state)
    if (match !== undefined) return match
  }
  return undefined
}

const PAGE = hostPagesMetadata
const URL_COLUMN = quoteIdentifier(PAGE.fields.find((field) => field.name === 'url')!.column)

/** The page whose url is exactly `url` (one lookup on the unique index), or undefined. */
export async function findPageByExactUrl(
  db: Kysely<any>,
  url: string,
  languages?: readonly string[],
  state: ReadState = 'published',
): Promise<PageMatch | undefined> {
  const rows = await runNamedQuery<{ record: PageRecord }>(db, exactStatement(languages, state), [url])
  return rows[0] === undefined ? undefined : { page: rows[0].record, url, params: {}, entity: null, matchedAgainst: [] }
}

const exactStatements = new Map<string, NamedStatement>()

function exactStatement(languages: readonly string[] | undefined, state: ReadState): NamedStatement {
  const key = `${state}|${languages?.join(',') ?? '*'}`
  let statement = exactStatements.get(key)
  if (statement === undefined) {
    statement = namedStatement(
      `select ${recordJsonSql(PAGE, 'p', languages)} as record from ${readSourceSql(PAGE, state)} p where p.${URL_COLUMN} = $1`,
    )
    exactStatements.set(key, statement)
  }
  return statement
}

async function tryPattern(
  db: Kysely<any>,
  pattern: PageUrlPattern,
  segments: readonly string[],
  languages: readonly string[] | undefined,
  state: ReadState,
): Promise<PageMatch | undefined> {
  const values: string[] = []
  const params: Record<string, string> = {}
  for (const [index, segment] of pattern.segments.entries()) {
    const text = segments[index]!
    if (segment.kind === 'literal') {
      if (segment.text !== text) return undefined
      continue
    }
    if (!fitsSegment(segment.reference, text)) return undefined
    values.push(text)
    params[segment.reference.name] = text
  }
  const rows = await runNamedQuery<{ k: number; record: PageRecord }>(db, patternStatement(pattern, languages, state), [
    pattern.pageId,
    ...values,
  ])
  const found = new Map(rows.map((row) => [row.k, row.record]))
  const page = found.get(0)
  if (page === undefined || found.size !== values.length + 1) return undefined

  const last = lastDynamic(pattern)
  const record = found.get(values.length)!
  return {
    page,
    url: pattern.url,
    params,
    entity: isPubliclyReadable(last) ? { key: entityKeyOf(last), record } : null,
    matchedAgainst: matchedAgainstOf(pattern),
  }
}

// What a dynamic url's match depends on beyond the records it names (PageMatch.matchedAgainst).
const matchedAgainstByPattern = new WeakMap<PageUrlPattern, readonly string[]>()

function matchedAgainstOf(pattern: PageUrlPattern): readonly string[] {
  let entities = matchedAgainstByPattern.get(pattern)
  if (entities === undefined) {
    const dynamic = pattern.segments.flatMap((segment) => (segment.kind === 'dynamic' ? [entityKeyOf(segment.reference.metadata)] : []))
    entities = [...new Set([entityKeyOf(PAGE), ...dynamic.slice(0, -1)])]
    matchedAgainstByPattern.set(pattern, entities)
  }
  return entities
}

function lastDynamic(pattern: PageUrlPattern): EntityMetadata {
  const dynamic = pattern.segments.filter((segment) => segment.kind === 'dynamic')
  return dynamic[dynamic.length - 1]!.reference.metadata
}

// One statement per pattern and language set: the page (k = 0) and each segment's record (k = 1…).
const patternStatements = new WeakMap<PageUrlPattern, Map<string, NamedStatement>>()

function patternStatement(pattern: PageUrlPattern, languages: readonly string[] | undefined, state: ReadState): NamedStatement {
  let byLanguages = patternStatements.get(pattern)
  if (byLanguages === undefined) {
    byLanguages = new Map()
    patternStatements.set(pattern, byLanguages)
  }
  const key = `${state}|${languages?.join(',') ?? '*'}`
  let statement = byLanguages.get(key)
  if (statement === undefined) {
    statement = namedStatement(buildPatternStatement(pattern, languages, state))
    byLanguages.set(key, statement)
  }
  return statement
}

function buildPatternStatement(pattern: PageUrlPattern, languages: readonly string[] | undefined, state: ReadState): string {
  const dynamic = pattern.segments.flatMap((segment) => (segment.kind === 'dynamic' ? [segment.reference] : []))
  const selects = [
    `(select 0 as k, ${recordJsonSql(PAGE, 'p', languages)} as record from ${readSourceSql(PAGE, state)} p where p.id = $1 and p.${URL_COLUMN} = ${quoteLiteral(pattern.url)})`,
  ]
  for (const [index, reference] of dynamic.entries()) {
    const { metadata, field } = reference
    const isLast = index === dynamic.length - 1
    // Only the record the response shows is read whole, and only when anyone may read it.
    const record = isLast && isPubliclyReadable(metadata) ? recordJsonSql(metadata, 't', languages) : `json_build_object('id', t.id)`
    const cast = field.sqlType === 'text' ? '' : `::${field.sqlType}`
    selects.push(
      `(select ${index + 1} as k, ${record} as record from ${readSourceSql(metadata, state)} t where t.${quoteIdentifier(field.column)} = $${index + 2}${cast} limit 1)`,
    )
  }
  return selects.join('\nunion all\n')
}
