/**
 * The in-process cache of anonymous page HTML (DESIGN "Budgets": anonymous page HTML may be cached
 * and is invalidated by any content write). Only what every visitor would get is kept: the web
 * plugin never reads or fills it for a request with a session cookie, an Authorization header or
 * the secret key, nor fills it with a page that carries private content.
 * Every content change empties it (a revalidation of one path drops that path's pages in every
 * language); a render that started before a change is not stored, so a page never outlives the
 * content it was rendered from. Entries are few and small, kept in insertion
 * order and dropped oldest first beyond `maxEntries`.
 *
 * A write the server is not told about (SQL by hand, a tool that writes to the database without
 * announcing it) is served at most `maxAgeMs` after it (HTML_CACHE_MAX_AGE_SECONDS): a page older
 * than that is rendered again.
 */

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

/** Anonymous HTML by URL. */
export interface HtmlCache {
  get(url: string): CachedPage | undefined
  /** A ticket to present to {@link HtmlCache.set}: taken before rendering, void after a change. */
  ticket(): number
  /** Keeps `page` for `url` unless content changed since `ticket` or the status is not cacheable. */
  set(url: string, page: CachedPage, ticket: number): void
  /** Drops everything (a content change). */
  clear(): void
  /** Drops the pages at `path` (no language prefix) in every language, whatever their query. */
  forget(path: string): void
  readonly size: number
}

/** A cache of at most `maxEntries` pages, each kept at most `maxAgeMs`. */
export function createHtmlCache({ maxEntries = 500, maxAgeMs = 5 * 60_000, now = Date.now }: HtmlCacheOptions = {}): HtmlCache {
  const pages = new Map<string, { readonly page: CachedPage; readonly expiresAt: number }>()
  let generation = 0
  return {
    get(url) {
      const entry = pages.get(url)
      if (entry === undefined) return undefined
      if (now() < entry.expiresAt) return entry.page
      pages.delete(url)
      return undefined
    },
    ticket: () => generation,
    set(url, page, ticket) {
      if (ticket !== generation || !CACHEABLE_STATUSES.has(page.status)) return
      pages.delete(url)
      pages.set(url, { page, expiresAt: now() + maxAgeMs })
      if (pages.size > maxEntries) pages.delete(pages.keys().next().value as string)
    },
    clear() {
      generation += 1
      pages.clear()
    },
    forget(path) {
      generation += 1
      for (const url of [...pages.keys()]) if (splitLanguage(new URL(url, 'http://site.invalid').pathname).path === path) pages.delete(url)
    },
    get size() {
      return pages.size
    },
  }
}
