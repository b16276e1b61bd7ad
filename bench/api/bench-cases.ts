/**
 * The public reads the bench measures, as the typed client would send them, and the site's pages as
 * a browser asks for them. Each case is a deck of different requests (every product, every slug,
 * pages, categories, product pages), shuffled once and dealt out in turn to all connections, so each
 * request asks for another record than the one before: caches keyed by a record or a URL miss as
 * they would under a visitor's traffic. The one exception is said: the HTML cache of pages (issue #9
 * allows it) is measured on a deck it holds whole, and on one it cannot hold.
 */
import { toQueryString } from '#runtime/client/query-string.ts'
import { PAGE_REQUEST_HEADERS, PLAIN_PAGE_REQUEST_HEADERS } from './page-snapshots.ts'
import { type BenchData, CART_COUNT, CATEGORY_COUNT, LINES_PER_CART, PRODUCT_COUNT } from './seed-products.ts'

/**
 * Which servers a case compares (run.ts): the generated API and the baseline; the product with the
 * site (site-server.ts) and the baseline's page resolver; the product's server-rendered pages and
 * the bare page server answering the same bytes.
 */
export type CaseServers = 'api' | 'write' | 'resolver' | 'html'

/** What a write case sends (the generated API and the baseline alike, so both write the same records). */
export interface BenchWrite {
  readonly method: 'PATCH' | 'POST'
  /** The JSON body of a request to `path`; called once per request sent, so each writes something else. */
  readonly body: (path: string) => string
}

/** One kind of request, sent over and over to both servers with its keys drawn from the whole data set. */
export interface BenchCase {
  readonly name: string
  readonly servers: CaseServers
  /** Request headers of every request (the HTML cases send a browser's). */
  readonly headers?: Readonly<Record<string, string>>
  /** Path and query string of every request of the deck, in the (shuffled) order they are sent. */
  readonly paths: readonly string[]
  /** How many records `data` must hold (1 for a single record), so an empty answer cannot pass; JSON cases only. */
  readonly expectedRecords: number
  /** The included link every record must carry: a list of `perRecord` entries, or one record (`'one'`). */
  readonly expectedInclude?: { readonly link: string; readonly perRecord: number | 'one' }
  /**
   * The case measures the product's HTML cache missing: the cache is emptied before it (run.ts),
   * and each server's deck is dealt on from where its previous run stopped rather than from the
   * top, so that no page comes back while the cache could still hold it.
   */
  readonly missesHtmlCache?: boolean
  /** A write: its method and body (write cases, `servers: 'write'`, not measured on the embedded database). */
  readonly write?: BenchWrite
  /** The ratio generated/baseline this case should reach (results-table.ts: 0.8 unless given; null: none, measured to be seen). */
  readonly goal?: number | null
}

const PRODUCTS = '/api/ecommerce/products'
const LINKS = '/api/ecommerce/categories-to-products'
const LINKS_OF_ORDERS = '/api/ecommerce/orders-to-products'
const PAGE = 20
/**
 * Pages a visitor browses: the first 50 of the 500. A deep OFFSET makes PostgreSQL walk the index
 * up to it (about 1 ms at offset 5,000), which would measure the database on both servers alike.
 */
const LIST_PAGES = 50
/** Pages of one category's links drawn from (each category holds 1,500 links, 75 pages). */
const CATEGORY_PAGES = 10
const PRODUCT_PAGES = '/ecommerce/products/'
/**
 * Pages of the cached HTML deck: the root page and 399 product pages, within the HTML cache's 500
 * entries (web/server/html-cache.ts) with room for the fairness check's visits of the miss deck.
 */
const CACHED_PAGES = 400
/**
 * Product pages of the miss deck, none of them in the cached deck. Dealt out in turn, a page comes
 * back only after this many others, long after the cache (500 pages, oldest out first) dropped it.
 */
export const MISSED_PAGES = 1000

/** The site's pages the HTML cases ask for. */
export interface HtmlDecks {
  /** Pages the product should answer from its cache. */
  readonly cached: readonly string[]
  /** Pages it cannot hold. */
  readonly missed: readonly string[]
  /** Pages of the cached deck also asked for without `Accept-Encoding` (a monitor, curl, a bot): the root page. */
  readonly plain: readonly string[]
}

/** The site's pages the HTML cases ask for, and which the product should answer from its cache. */
export function htmlDecks(data: BenchData, random: () => number = seededRandom(2)): HtmlDecks {
  const pages = shuffle(data.productSlugs, random).map((slug) => `${PRODUCT_PAGES}${slug}`)
  return {
    cached: ['/', ...pages.slice(0, CACHED_PAGES - 1)],
    missed: pages.slice(CACHED_PAGES - 1, CACHED_PAGES - 1 + MISSED_PAGES),
    plain: ['/'],
  }
}

/** The header the write cases authorise with (the generated server's RBAC secret key; the baseline checks nothing). */
export const WRITE_KEY_HEADER = 'x-rbac-secret-key'

/**
 * findById, a filter by slug, a list page and a category's links with their products; issue #29's
 * held-out shapes; the page resolver on product pages; a page's HTML from the cache and missing it;
 * then the writes (they change the records, so they come last).
 */
export function benchCases(data: BenchData, random: () => number = seededRandom(1), secretKey = ''): BenchCase[] {
  const eq = (column: string, value: string) => ({ and: [{ column, method: 'eq', value }] })
  const pages = (count: number) => Array.from({ length: count }, (_, page) => page * PAGE)
  return [
    {
      servers: 'api',
      name: `findById (random of ${PRODUCT_COUNT})`,
      paths: shuffle(
        data.productIds.map((id) => `${PRODUCTS}/${id}`),
        random,
      ),
      expectedRecords: 1,
      goal: 0.9,
    },
    {
      servers: 'api',
      name: `filter by slug (random of ${PRODUCT_COUNT})`,
      paths: shuffle(
        data.productSlugs.map((slug) => `${PRODUCTS}${toQueryString({ filters: eq('slug', slug) })}`),
        random,
      ),
      expectedRecords: 1,
      goal: 0.9,
    },
    {
      servers: 'api',
      name: `list page (limit ${PAGE}, random of ${LIST_PAGES} pages)`,
      paths: shuffle(
        pages(LIST_PAGES).map((offset) => `${PRODUCTS}${toQueryString({ limit: PAGE, offset })}`),
        random,
      ),
      expectedRecords: PAGE,
    },
    {
      servers: 'api',
      name: `include product (category links, random of ${CATEGORY_COUNT}×${CATEGORY_PAGES} pages)`,
      paths: shuffle(
        data.categoryIds.flatMap((categoryId) =>
          pages(CATEGORY_PAGES).map(
            (offset) => `${LINKS}${toQueryString({ filters: eq('categoryId', categoryId), limit: PAGE, offset, include: 'product' })}`,
          ),
        ),
        random,
      ),
      expectedRecords: PAGE,
      expectedInclude: { link: 'product', perRecord: 'one' },
    },
    {
      servers: 'resolver',
      name: `page resolver (random of ${PRODUCT_COUNT} product pages)`,
      paths: shuffle(
        data.productSlugs.map((slug) => `/api/host/pages/resolve${toQueryString({ url: `${PRODUCT_PAGES}${slug}`, view: 'site' })}`),
        random,
      ),
      expectedRecords: 1,
      // Issue #15 sets none; 0.8 as for the multi-statement reads (bench/README.md).
      goal: 0.8,
    },
    ...heldOutCases(data, random),
    ...htmlCases(htmlDecks(data), random),
    ...writeCases(data, random, secretKey),
  ]
}

/**
 * Issue #29's held-out shapes, as an SPS-style client sends them, exactly as the issue writes them
 * (by id and by slug are the first two cases above): a random page of the whole list, the first ten
 * pages, and a category's first page ordered by `orderIndex` with its products.
 */
function heldOutCases(data: BenchData, random: () => number): BenchCase[] {
  const offsets = (count: number) => Array.from({ length: count }, (_, page) => page * PAGE)
  const listPage = (offset: number) => `${PRODUCTS}?limit=${PAGE}&offset=${offset}`
  return [
    {
      servers: 'api',
      name: `#29 list, random page (offset 0..${(PRODUCT_COUNT / PAGE - 1) * PAGE})`,
      paths: shuffle(offsets(PRODUCT_COUNT / PAGE).map(listPage), random),
      expectedRecords: PAGE,
    },
    {
      servers: 'api',
      name: `#29 list, first pages (offset 0..${(FIRST_PAGES - 1) * PAGE})`,
      paths: shuffle(offsets(FIRST_PAGES).map(listPage), random),
      expectedRecords: PAGE,
    },
    {
      servers: 'api',
      name: `#29 a category's products (orderBy orderIndex, include, random of ${CATEGORY_COUNT})`,
      paths: shuffle(
        data.categoryIds.map(
          (id) =>
            `${LINKS}?filters[and][0][column]=categoryId&filters[and][0][method]=eq&filters[and][0][value]=${id}&orderBy[and][0][column]=orderIndex&orderBy[and][0][method]=asc&limit=${PAGE}&include=product`,
        ),
        random,
      ),
      expectedRecords: PAGE,
      expectedInclude: { link: 'product', perRecord: 'one' },
    },
  ]
}

/** Pages of issue #29's "first pages" list case: offsets 0..180. */
const FIRST_PAGES = 10

// Requests the write cases sent from this process, so every created slug and edited title is new.
let written = 0

/**
 * The writes: a product's `adminTitle` changed (a publicly readable entity, so its writes carry
 * the content-change outbox), a product created, and a cart line's quantity changed (a private
 * entity without hooks: the write and its audit entry alone), each on a random record of many.
 * Neither sends `If-Match`: the record's version moves on with every write of the run.
 */
function writeCases(data: BenchData, random: () => number, secretKey: string): BenchCase[] {
  const write = {
    servers: 'write',
    headers: { 'content-type': 'application/json', [WRITE_KEY_HEADER]: secretKey },
    expectedRecords: 1,
  } as const
  return [
    {
      ...write,
      name: `write: PATCH product adminTitle (random of ${PRODUCT_COUNT})`,
      paths: shuffle(
        data.productIds.map((id) => `${PRODUCTS}/${id}`),
        random,
      ),
      write: { method: 'PATCH', body: () => JSON.stringify({ data: { adminTitle: `Edited ${(written += 1)}` } }) },
    },
    {
      ...write,
      name: 'write: POST product',
      paths: [PRODUCTS],
      write: {
        method: 'POST',
        body: () => {
          written += 1
          return JSON.stringify({ data: { title: { en: `New ${written}` }, adminTitle: `New ${written}`, slug: `bench-new-${written}` } })
        },
      },
    },
    {
      ...write,
      name: `write: PATCH cart line quantity (random of ${CART_COUNT * LINES_PER_CART})`,
      paths: shuffle(
        data.cartLineIds.map((id) => `${LINKS_OF_ORDERS}/${id}`),
        random,
      ),
      write: { method: 'PATCH', body: () => JSON.stringify({ data: { quantity: ((written += 1) % 9) + 1 } }) },
    },
  ]
}

// The server-rendered pages against bare node:http sending the same bytes. The goal, 0.5, is issue
// #9's, which allows the HTML cache (and #29's for a client that takes no compression); a render on
// every request has none (it shows what a miss costs).
function htmlCases(decks: HtmlDecks, random: () => number): BenchCase[] {
  const html = { servers: 'html', headers: PAGE_REQUEST_HEADERS, expectedRecords: 1 } as const
  return [
    {
      ...html,
      name: `page HTML, cached (/ and ${decks.cached.length - 1} product pages)`,
      paths: shuffle(decks.cached, random),
      goal: 0.5,
    },
    {
      ...html,
      name: `page HTML, cached, without Accept-Encoding (${decks.plain.join(', ')})`,
      headers: PLAIN_PAGE_REQUEST_HEADERS,
      paths: [...decks.plain],
      goal: 0.5,
    },
    {
      ...html,
      name: `page HTML, cache missed (${decks.missed.length} product pages)`,
      paths: shuffle(decks.missed, random),
      missesHtmlCache: true,
      goal: null,
    },
  ]
}

// Fisher–Yates with the bench's own generator, so every run sends the same sequence.
function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const deck = [...items]
  for (let index = deck.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1))
    ;[deck[index], deck[other]] = [deck[other] as T, deck[index] as T]
  }
  return deck
}

/** mulberry32: a small deterministic generator (the same deck in every run). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
