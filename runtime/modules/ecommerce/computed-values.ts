/**
 * What ecommerce computes for a resolved page (runtime/modules/host/page-computed-values.ts): every
 * product's prices as checkout charges them, and the store its page adds cart lines from
 * (contract/product-prices.ts). Imported with the page resolver: the statement is built on import,
 * run only for a page that shows products.
 */
import { PRODUCT_PRICES } from '#contract/product-prices.ts'
import { computedValues } from '#runtime/modules/host/page-computed-values.ts'
import { loadProductPrices } from './product-prices.ts'

export default computedValues('ecommerce', [{ entity: 'ecommerce/products', key: PRODUCT_PRICES, compute: loadProductPrices }])
