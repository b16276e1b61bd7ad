/**
 * The price rule, said once (DESIGN "Shop and billing"): the price of a product sold from a store
 * (or from none) in a currency is an attribute under a key of type `price`, linked to the
 * currency and with a number; among the product's candidates, one linked to that store's offer of
 * the product (stores-to-products-to-attributes) wins, else the lowest `orderIndex` among the
 * product's own (products-to-attributes), ties broken by the attribute's id.
 *
 * Written as SQL text over column references, so every query that prices something uses the same
 * text: an order line (priced-lines-sql.ts: checkout, totals, invoices) and a product shown on a
 * page (product-prices.ts), which asks the price of the store a visitor's line gets from the page
 * ({@link sellingStoreSql}). The references are the callers' own columns, never input.
 */

/** Where the rule reads its three inputs: SQL expressions of the enclosing query (`line.product_id`). */
export interface PricedAt {
  readonly product: string
  /** The store's id, or an expression that is null for a line added from no store. */
  readonly store: string
  readonly currency: string
}

/**
 * The attributes that may price `product` sold from `store`, in any currency: `attribute_id`,
 * `rank` (0 for the store's, 1 for the product's own) and `order_index`.
 */
export function priceCandidatesSql(at: Omit<PricedAt, 'currency'>): string {
  return `
    select store_price.attribute_id, 0 as rank, store_price.order_index
    from ecommerce_stores_to_products store_product
    join ecommerce_stores_to_products_to_attributes store_price on store_price.stores_to_products_id = store_product.id
    where store_product.store_id = ${at.store} and store_product.product_id = ${at.product}
    union all
    select product_price.attribute_id, 1 as rank, product_price.order_index
    from ecommerce_products_to_attributes product_price
    where product_price.product_id = ${at.product}`
}

/** The price attribute the rule chooses, as at most one row (`id`, `number` numeric): for `left join lateral (…) price on true`. */
export function unitPriceSql(at: PricedAt): string {
  return `
    select attribute.id, attribute.number
    from (${priceCandidatesSql(at)}) candidate
    join ecommerce_attributes attribute on attribute.id = candidate.attribute_id and attribute.number is not null
    join ecommerce_attribute_keys_to_attributes key_link on key_link.attribute_id = attribute.id
    join ecommerce_attribute_keys attribute_key on attribute_key.id = key_link.attribute_key_id and attribute_key.type = 'price'
    join ecommerce_attributes_to_billing_module_currencies currency_link
      on currency_link.attribute_id = attribute.id and currency_link.billing_module_currency_id = ${at.currency}
    order by candidate.rank, candidate.order_index, attribute.id
    limit 1`
}

/**
 * The store a visitor buys `product` from on the site, as at most one row (`id` of the
 * stores-to-products offer, `store_id`): the first store that sells it in the order its page lists
 * them (the offer's `orderIndex`, then creation, then id, as the page tree orders the product's
 * stores), or none when no store sells it. The product's page adds its cart lines from this store,
 * so the price shown is the price charged.
 */
export function sellingStoreSql(product: string): string {
  return `
    select offer.id, offer.store_id
    from ecommerce_stores_to_products offer
    where offer.product_id = ${product}
    order by offer.order_index, offer.created_at, offer.id
    limit 1`
}
