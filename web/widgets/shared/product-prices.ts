/**
 * A product's prices as the server computed them for the page (contract/product-prices.ts): chosen
 * in SQL by the rule checkout charges by, so what the page shows is what checkout charges. The
 * browser never picks a price from the product's attributes itself; it formats these.
 */
import { PRODUCT_PRICES, type ProductPrices } from '#contract/product-prices.ts'
import type { TreeNode } from '#contract/routes/host/resolved-page.ts'

const NO_PRICES: ProductPrices = { storeId: null, prices: [] }

/** The prices on an `ecommerce/products` node; none (and no store) when the page has none for it. */
export function productPricesOf(product: TreeNode): ProductPrices {
  return (product.computed?.[PRODUCT_PRICES] as ProductPrices | undefined) ?? NO_PRICES
}
