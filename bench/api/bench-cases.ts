/** The four public reads the bench measures, as the typed client would send them. */
import { toQueryString } from '#runtime/client/query-string.ts'
import { LINKS_PER_PRODUCT, type BenchData } from './seed-products.ts'

/** One request sent over and over to both servers. */
export interface BenchCase {
  readonly name: string
  /** Path and query string. */
  readonly path: string
  /** How many records `data` must hold (1 for a single record), so an empty answer cannot pass. */
  readonly expectedRecords: number
  /** The included link every record must carry, with this many entries each. */
  readonly expectedInclude?: { readonly link: string; readonly perRecord: number }
}

const BASE = '/api/ecommerce/products'
const PAGE = 20

/** findById, a list page, a filter by slug and a page with one hasMany include. */
export function benchCases(data: BenchData): BenchCase[] {
  return [
    { name: 'findById', path: `${BASE}/${data.productId}`, expectedRecords: 1 },
    { name: `list page (limit ${PAGE})`, path: `${BASE}${toQueryString({ limit: PAGE })}`, expectedRecords: PAGE },
    {
      name: 'filter by slug',
      path: `${BASE}${toQueryString({ filters: { and: [{ column: 'slug', method: 'eq', value: data.productSlug }] } })}`,
      expectedRecords: 1,
    },
    {
      name: `include categoriesToProducts (limit ${PAGE})`,
      path: `${BASE}${toQueryString({ limit: PAGE, include: 'categoriesToProducts' })}`,
      expectedRecords: PAGE,
      expectedInclude: { link: 'categoriesToProducts', perRecord: LINKS_PER_PRODUCT },
    },
  ]
}
