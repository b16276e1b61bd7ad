/**
 * The pages whose urls have dynamic segments, compiled and in precedence order, so matching a URL
 * reads no page rows: one query builds the table, which is then kept until pages change
 * (content-changes.ts: a write of pages here, or in another process while the app listens) or, against
 * writes that bypass the API (a seed run, SQL by hand), for at most a minute.
 */
import type { Kysely } from 'kysely'
import { hostPagesMetadata } from '#generated/metadata/host/pages.gen.ts'
import { runNamedQuery } from '#runtime/db/run-named-query.ts'
import { quoteIdentifier } from '#contract/sql-text.ts'
import { mayConcern, onContentChange } from './content-changes.ts'
import { comparePatterns, compilePageUrl, type PageUrlPattern } from './page-url-pattern.ts'
import { keepsDrafts, readSourceSql } from '#runtime/operations/published-records.ts'

/** How long a table is trusted without a change notice. */
export const PAGE_ROUTE_TABLE_MAX_AGE_MS = 60_000

/** The dynamic page urls of one database. */
export interface PageRouteTable {
  /** Patterns by their number of segments, each list in precedence order. */
  readonly bySegmentCount: ReadonlyMap<number, readonly PageUrlPattern[]>
  readonly builtAt: number
}

const PAGES = `${hostPagesMetadata.module}/${hostPagesMetadata.name}`
const tables = new WeakMap<Kysely<any>, Promise<PageRouteTable>>()
const subscribed = new WeakSet<Kysely<any>>()

const urlColumn = quoteIdentifier(hostPagesMetadata.fields.find((field) => field.name === 'url')!.column)
// Pages keep drafts: a page's url as published (visitors) and as last saved (a preview) may
// differ, so both are patterns; a pattern matches a page only where the page read has that url (match-page.ts).
const LOAD_SQL = [
  `select id, ${urlColumn} as url from ${readSourceSql(hostPagesMetadata, 'draft')} p where strpos(${urlColumn}, '[') > 0`,
  ...(keepsDrafts(hostPagesMetadata)
    ? [`union select id, ${urlColumn} as url from ${readSourceSql(hostPagesMetadata, 'published')} p where strpos(${urlColumn}, '[') > 0`]
    : []),
].join('\n')

/** The route table of `db`, built when missing or too old. */
export async function pageRouteTable(db: Kysely<any>): Promise<PageRouteTable> {
  if (!subscribed.has(db)) {
    subscribed.add(db)
    onContentChange(db, (change) => {
      if (mayConcern(change, PAGES)) forgetPageRouteTable(db)
    })
  }
  const cached = tables.get(db)
  if (cached !== undefined) {
    const table = await cached
    if (Date.now() - table.builtAt < PAGE_ROUTE_TABLE_MAX_AGE_MS) return table
    if (tables.get(db) === cached) tables.delete(db)
  }
  let pending = tables.get(db)
  if (pending === undefined) {
    pending = buildTable(db)
    tables.set(db, pending)
    // A failed build is not kept: the next request tries again.
    pending.catch(() => {
      if (tables.get(db) === pending) tables.delete(db)
    })
  }
  return pending
}

/**
 * Drops the table of `db`. A build still running when content changes finishes for whoever awaits
 * it but is not kept, since it may have read the rows from before the change.
 */
export function forgetPageRouteTable(db: Kysely<any>): void {
  tables.delete(db)
}

async function buildTable(db: Kysely<any>): Promise<PageRouteTable> {
  const rows = await runNamedQuery<{ id: string; url: string }>(db, LOAD_SQL, [])
  const bySegmentCount = new Map<number, PageUrlPattern[]>()
  for (const row of rows) {
    const pattern = compilePageUrl(row.id, row.url)
    if (pattern === undefined) continue
    const list = bySegmentCount.get(pattern.segments.length)
    if (list === undefined) bySegmentCount.set(pattern.segments.length, [pattern])
    else list.push(pattern)
  }
  for (const list of bySegmentCount.values()) list.sort(comparePatterns)
  return { bySegmentCount, builtAt: Date.now() }
}
