/**
 * The price of every order line in every currency, as one SQL fragment the totals and the checkout
 * share: the price rule (price-rule-sql.ts) asked for the line's product, sold from the line's
 * store, in each currency. Amounts stay `numeric` all the way; a line without a price in a currency
 * has `unit_price` null.
 */
import { type RawBuilder, sql } from 'kysely'
import { unitPriceSql } from './price-rule-sql.ts'

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

const linePrice = sql.raw(unitPriceSql({ product: 'line.product_id', store: 'line.store_id', currency: 'currency.id' }))

/** The lines of `orderIds` crossed with the currencies (all, or `currencyId` only), each with its unit price. */
export function pricedLinesSql(orderIds: readonly string[], currencyId?: string): RawBuilder<PricedLineRow> {
  const currencyFilter = currencyId === undefined ? sql`true` : sql`currency.id = ${currencyId}`
  return sql<PricedLineRow>`
    select line.id as line_id, line.order_id, line.product_id, line.quantity, currency.id as currency_id, price.id as attribute_id, price.number as unit_price
    from ecommerce_orders_to_products line
    cross join billing_currencies currency
    left join lateral (${linePrice}) price on true
    where line.order_id in (${sql.join(orderIds.length === 0 ? [sql`null`] : orderIds.map((id) => sql`${id}::uuid`))})
      and ${currencyFilter}`
}
