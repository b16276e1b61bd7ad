/**
 * The price of every order line in every currency, as one SQL fragment the totals and the checkout
 * share (DESIGN "Shop and billing"). A price is an attribute under a key of type `price`, linked to
 * the currency; where a line's product has several, the one linked to the line's store
 * (stores-to-products-to-attributes) wins, else the lowest `orderIndex` among the product's own.
 * Amounts stay `numeric` all the way; a line without a price in a currency has `unit_price` null.
 */
import { type RawBuilder, sql } from 'kysely'

/** One row of {@link pricedLinesSql}. */
export interface PricedLineRow {
  readonly line_id: string
  readonly order_id: string
  readonly product_id: string
  readonly quantity: number
  readonly currency_id: string
  /** The price attribute chosen, or null. */
  readonly attribute_id: string | null
  /** `numeric` as text, or null when the product has no price in this currency. */
  readonly unit_price: string | null
}

/** The lines of `orderIds` crossed with the currencies (all, or `currencyId` only), each with its unit price. */
export function pricedLinesSql(orderIds: readonly string[], currencyId?: string): RawBuilder<PricedLineRow> {
  const currencyFilter = currencyId === undefined ? sql`true` : sql`currency.id = ${currencyId}`
  return sql<PricedLineRow>`
    select line.id as line_id, line.order_id, line.product_id, line.quantity, currency.id as currency_id, price.id as attribute_id, price.number as unit_price
    from ecommerce_orders_to_products line
    cross join billing_currencies currency
    left join lateral (
      select attribute.id, attribute.number
      from (
        select store_price.attribute_id, 0 as rank, store_price.order_index
        from ecommerce_stores_to_products store_product
        join ecommerce_stores_to_products_to_attributes store_price on store_price.stores_to_products_id = store_product.id
        where store_product.store_id = line.store_id and store_product.product_id = line.product_id
        union all
        select product_price.attribute_id, 1 as rank, product_price.order_index
        from ecommerce_products_to_attributes product_price
        where product_price.product_id = line.product_id
      ) candidate
      join ecommerce_attributes attribute on attribute.id = candidate.attribute_id and attribute.number is not null
      join ecommerce_attribute_keys_to_attributes key_link on key_link.attribute_id = attribute.id
      join ecommerce_attribute_keys attribute_key on attribute_key.id = key_link.attribute_key_id and attribute_key.type = 'price'
      join ecommerce_attributes_to_billing_module_currencies currency_link
        on currency_link.attribute_id = attribute.id and currency_link.billing_module_currency_id = currency.id
      order by candidate.rank, candidate.order_index, attribute.id
      limit 1
    ) price on true
    where line.order_id in (${sql.join(orderIds.length === 0 ? [sql`null`] : orderIds.map((id) => sql`${id}::uuid`))})
      and ${currencyFilter}`
}
