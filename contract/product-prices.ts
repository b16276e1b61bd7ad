/**
 * The prices a product is shown at, as the server hands them to the page: ecommerce computes them
 * when a page resolves, with the rule checkout charges by (runtime/modules/ecommerce/price-rule-sql.ts),
 * and puts them on every `ecommerce/products` node under {@link PRODUCT_PRICES} (`TreeNode.computed`).
 * The browser only formats them (web/widgets/shared/price-tag.tsx, which blog and social show through
 * the product grid too, so the shape is core), and adds the product's cart lines from `storeId`.
 */

/** The key of a product node's prices in `TreeNode.computed`. */
export const PRODUCT_PRICES = 'ecommerce/prices'

/** What a price shows of its currency (a `billing/currencies` record). */
export interface PriceCurrency {
  readonly id: string
  /** The code (`usd`), shown when there is no symbol. */
  readonly slug: string
  readonly symbol: string | null
  readonly isDefault: boolean
}

/** One price of a product. */
export interface ShownPrice {
  /** The amount as exact decimal text (`59900`, `9.99`). */
  readonly amount: string
  readonly currency: PriceCurrency
}

/** A product's prices and the store they are for. */
export interface ProductPrices {
  /**
   * The store a visitor's cart line gets from the product's page (the first store that sells the
   * product, in the order its page lists them), whose store prices apply; null when no store sells it.
   */
  readonly storeId: string | null
  /** One price per currency the product has one in: the default currency first, then by code, as totals are. */
  readonly prices: readonly ShownPrice[]
}
