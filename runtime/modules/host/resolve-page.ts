/**
 * `resolvePage`: the whole page for one URL in one call (DESIGN "Pages in one request"), the one
 * thing the public site renders from. The URL's language prefix is stripped, the page matched
 * (match-page.ts), and the page's tree and the tree of the entity the URL names grown together,
 * level by level (load-page-tree.ts), then the modules' computed values put on their nodes
 * (page-computed-values.ts: a product's prices). When nothing matches, the page whose url is `/404` stands
 * in with status 404. Language maps keep only the request's language and the default language.
 * Private content (private-content.ts) is left out unless the caller may read it.
 */
import type { Kysely } from 'kysely'
import { defaultLanguage } from '#generated/metadata/index.gen.ts'
import { moduleComputedValues } from '#generated/modules/computed-values.gen.ts'
import { notFound } from '#runtime/errors/http-error.ts'
import { addComputedValues } from './page-computed-values.ts'
import { DEFAULT_TREE_LIMITS, growingNode, growPageTrees, type TreeLimits } from './load-page-tree.ts'
import { findPageByExactUrl, matchPage } from './match-page.ts'
import { parsePageRequest } from './page-request.ts'
import { ANYTHING, type PageReads, pageReadsOf } from './page-reads.ts'
import { type PrivateContentReader, withholdPrivateContent } from './private-content.ts'
import type { ResolvedPage } from '#contract/routes/host/resolved-page.ts'
import type { ReadState } from '#runtime/operations/published-records.ts'

/** The url of the page shown when nothing else matches. */
export const NOT_FOUND_PAGE_URL = '/404'

const PAGE_ENTITY = 'host/pages'

/** Options of {@link resolvePage}. */
export interface ResolvePageOptions {
  /** Bounds of the trees; {@link DEFAULT_TREE_LIMITS} by default. */
  readonly limits?: TreeLimits
  /**
   * `site`: the trees' records and links are built with only the fields the site renders, for a
   * caller that shapes the page with `sitePage` (site-page.ts) anyway; `full` (the default): API records.
   */
  readonly view?: 'full' | 'site'
  /**
   * Whether the caller may read private content (the decision is-authorized makes for
   * PRIVATE_CONTENT_READER); asked only when the page could hold some. Without it, nobody may.
   */
  readonly mayReadPrivateContent?: PrivateContentReader
  /**
   * `draft`: a preview, which reads records of entities that keep drafts as editors last saved
   * them (README "Versions and drafts"); only for a caller who may edit them, never cached. The
   * published records otherwise.
   */
  readonly state?: ReadState
  /** Told what the page read (page-reads.ts), for a cache of what is rendered from it. */
  readonly onReads?: (reads: PageReads) => void
}

const NOBODY: PrivateContentReader = async () => false

/**
 * The page `url` shows (a path or an http(s) URL, with or without a language prefix, query and
 * hash ignored). A malformed URL is a 400; when neither a page nor the `/404` page matches, a 404.
 * The `/404` page asked for by its own url is a 404 too, so a server never sends it as a success.
 */
export async function resolvePage(db: Kysely<any>, url: string, options: ResolvePageOptions = {}): Promise<ResolvedPage> {
  const request = parsePageRequest(url)
  const languages = request.language === defaultLanguage ? [request.language] : [request.language, defaultLanguage]
  const state = options.state ?? 'published'
  let match = await matchPage(db, request.path, request.segments, languages, state)
  let status: 200 | 404 = 200
  if (match === undefined || request.path === NOT_FOUND_PAGE_URL) {
    status = 404
    match ??= await findPageByExactUrl(db, NOT_FOUND_PAGE_URL, languages, state)
    if (match === undefined) throw notFound(`No page matches ${request.path}, and there is no ${NOT_FOUND_PAGE_URL} page`)
  }

  const page = growingNode(PAGE_ENTITY, match.page)
  const entity = match.entity === null ? null : growingNode(match.entity.key, match.entity.record)
  const siteFields = options.view === 'site'
  const roots = entity === null ? [page] : [page, entity]
  await growPageTrees(db, roots, { languages, siteFields, state, limits: options.limits ?? DEFAULT_TREE_LIMITS })
  const computedReads = await addComputedValues(db, roots, moduleComputedValues)
  options.onReads?.(status === 404 ? ANYTHING : pageReadsOf(roots, match.matchedAgainst, computedReads))
  const readable = await withholdPrivateContent(db, { page, entity }, options.mayReadPrivateContent ?? NOBODY)
  return { status, language: request.language, path: request.path, page: readable.page, params: match.params, entity: readable.entity }
}
