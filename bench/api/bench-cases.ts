/**
 * The public reads the bench measures, as the typed client would send them. Each case is a deck of
 * different requests (every product, every slug, pages, categories), shuffled once and dealt out in
 * turn to all connections, so each request asks for another record than the one before: caches keyed
 * by a record or a URL miss as they would under a visitor's traffic.
 */
import { toQueryString } from '#runtime/client/query-string.ts'
import { type BenchData, CATEGORY_COUNT, PRODUCT_COUNT } from './seed-products.ts'

/** One kind of request, sent over and over to both servers with its keys drawn from the whole data set. */
export interface BenchCase {
  readonly name: string
  /** Path and query string of every request of the deck, in the (shuffled) order they are sent. */
  readonly paths: readonly string[]
  /** How many records `data` must hold (1 for a single record), so an empty answer cannot pass. */
  readonly expectedRecords: number
  /** The included link every record must carry: a list of `perRecord` entries, or one record (`'one'`). */
  readonly expectedInclude?: { readonly link: string; readonly perRecord: number | 'one' }
  /** The ratio generated/baseline this case should reach (results-table.ts: 0.8 unless given). */
  readonly goal?: number
}

const PRODUCTS = '/api/ecommerce/products'
const LINKS = '/api/ecommerce/categories-to-products'
const PAGE = 20
/**
 * Pages a visitor browses: the first 50 of the 500. A deep OFFSET makes PostgreSQL walk the index
 * up to it (about 1 ms at offset 5,000), which would measure the database on both servers alike.
 */
const LIST_PAGES = 50
/** Pages of one category's links drawn from (each category holds 1,500 links, 75 pages). */
const CATEGORY_PAGES = 10

/** findById, a filter by slug, a list page and a category's links with their products. */
export function benchCases(data: BenchData, random: () => number = seededRandom(1)): BenchCase[] {
  const eq = (column: string, value: string) => ({ and: [{ column, method: 'eq', value }] })
  const pages = (count: number) => Array.from({ length: count }, (_, page) => page * PAGE)
  return [
    {
      name: `findById (random of ${PRODUCT_COUNT})`,
      paths: shuffle(data.productIds.map((id) => `${PRODUCTS}/${id}`), random),
      expectedRecords: 1,
      goal: 0.9,
    },
    {
      name: `filter by slug (random of ${PRODUCT_COUNT})`,
      paths: shuffle(data.productSlugs.map((slug) => `${PRODUCTS}${toQueryString({ filters: eq('slug', slug) })}`), random),
      expectedRecords: 1,
      goal: 0.9,
    },
    {
      name: `list page (limit ${PAGE}, random of ${LIST_PAGES} pages)`,
      paths: shuffle(pages(LIST_PAGES).map((offset) => `${PRODUCTS}${toQueryString({ limit: PAGE, offset })}`), random),
      expectedRecords: PAGE,
    },
    {
      name: `include product (category links, random of ${CATEGORY_COUNT}×${CATEGORY_PAGES} pages)`,
      paths: shuffle(
        data.categoryIds.flatMap((categoryId) =>
          pages(CATEGORY_PAGES).map((offset) => `${LINKS}${toQueryString({ filters: eq('categoryId', categoryId), limit: PAGE, offset, include: 'product' })}`),
        ),
        random,
      ),
      expectedRecords: PAGE,
      expectedInclude: { link: 'product', perRecord: 'one' },
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
