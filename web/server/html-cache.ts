/**
 * The in-process cache of anonymous page HTML (DESIGN "Budgets": anonymous page HTML may be cached
 * and is invalidated by content writes). Only what every visitor would get is kept: the web plugin
 * never reads or fills it for a request with a session cookie, an Authorization header or the
 * secret key, nor fills it with a page that carries private content.
 *
 * Each page is kept with what its render read (runtime/modules/host/page-reads.ts). A content
 * change that names the records it wrote drops only the pages that read one of them (or list their
 * entity); a change that names nothing (a CLI run, too many records at once) drops everything; a
 * revalidation of one path drops that path's pages in every language. A render that started before
 * a change that concerns it is not stored, so a page never outlives the content it was rendered
 * from. Entries are few and small, kept in insertion order and dropped oldest first beyond
 * `maxEntries`.
 *
 * A write the server is not told about (SQL by hand, a tool that writes to the database without
 * announcing it) is served at most `maxAgeMs` after it (HTML_CACHE_MAX_AGE_SECONDS): a page older
 * than that is rendered again.
 */

import type { ContentChange } from '#runtime/modules/host/content-changes.ts'
import { ANYTHING, type PageReads, readsConcerned } from '#runtime/modules/host/page-reads.ts'
import { splitLanguage } from '#web/site/languages.ts'

/** A rendered page as the cache keeps it. */
export interface CachedPage {
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  readonly body: string
}

/** Options of {@link createHtmlCache}. */
export interface HtmlCacheOptions {
  /** The most pages kept (default 500). */
  readonly maxEntries?: number
  /** The longest a page is served from memory (default five minutes). */
  readonly maxAgeMs?: number
  /** The clock, in milliseconds (tests move it). */
  readonly now?: () => number
}

/** Statuses worth keeping: a page and the 404 page (bots ask for missing pages often). */
const CACHEABLE_STATUSES: ReadonlySet<number> = new Set([200, 404])

/**
 * Changes remembered for renders still running: a render whose ticket is older than the oldest of
 * them (it ran through more changes than this) is not stored.
 */
const REMEMBERED_CHANGES = 64

/** Anonymous HTML by URL. */
export interface HtmlCache {
  get(url: string): CachedPage | undefined
  /** A ticket to present to {@link HtmlCache.set}: taken before rendering. */
  ticket(): number
  /**
   * Keeps `page` for `url`, rendered from what `reads` says (anything, by default), unless its status
   * is not cacheable or a change since `ticket` concerns it.
   */
  set(url: string, page: CachedPage, ticket: number, reads?: PageReads): void
  /** Drops the pages `change` concerns. */
  changed(change: ContentChange): void
  /** Drops everything (anything may have changed). */
  clear(): void
  readonly size: number
}

interface Entry {
  readonly page: CachedPage
  readonly reads: PageReads
  readonly expiresAt: number
}

/** A cache of at most `maxEntries` pages, each kept at most `maxAgeMs`. */
export function createHtmlCache({ maxEntries = 500, maxAgeMs = 5 * 60_000, now = Date.now }: HtmlCacheOptions = {}): HtmlCache {
  const pages = new Map<string, Entry>()
  // The last changes, oldest first; the one at index i made generation `generation - length + i + 1`.
  const changes: ContentChange[] = []
  let generation = 0
  const changedSince = (ticket: number, url: string, reads: PageReads) => {
    if (generation - ticket > changes.length) return true
    return changes.slice(changes.length - (generation - ticket)).some((change) => concerns(change, url, reads))
  }
  const cache: HtmlCache = {
    get(url) {
      const entry = pages.get(url)
      if (entry === undefined) return undefined
      if (now() < entry.expiresAt) return entry.page
      pages.delete(url)
      return undefined
    },
    ticket: () => generation,
    set(url, page, ticket, reads = ANYTHING) {
      if (!CACHEABLE_STATUSES.has(page.status) || changedSince(ticket, url, reads)) return
      pages.delete(url)
      pages.set(url, { page, reads, expiresAt: now() + maxAgeMs })
      if (pages.size > maxEntries) pages.delete(pages.keys().next().value as string)
    },
    changed(change) {
      generation += 1
      changes.push(change)
      if (changes.length > REMEMBERED_CHANGES) changes.shift()
      for (const [url, entry] of pages) if (concerns(change, url, entry.reads)) pages.delete(url)
    },
    clear: () => cache.changed({}),
    get size() {
      return pages.size
    },
  }
  return cache
}

// Whether the page kept for `url`, which read `reads`, may show what `change` changed.
function concerns(change: ContentChange, url: string, reads: PageReads): boolean {
  if (change.path !== undefined) return splitLanguage(new URL(url, 'http://site.invalid').pathname).path === change.path
  return readsConcerned(reads, change)
}
