/**
 * The price attribute each line of an order is charged by in one currency
 * (`GET /api/ecommerce/orders/{id}/checkout-attributes/{currencyId}`), chosen by the same rule as
 * the totals (priced-lines-sql.ts); null where the product has no price there.
 */
import { type Kysely, sql } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import { pricedLinesSql } from './priced-lines-sql.ts'

/** One line's price attribute. */
export interface LineCheckoutAttribute {
  readonly orderToProductId: string
  readonly productId: string
  readonly quantity: number
  readonly attribute: { readonly id: string; readonly number: string } | null
}

/** The lines of `orderId` with their price attribute in `currencyId`. */
export async function loadCheckoutAttributes(db: Kysely<Database>, orderId: string, currencyId: string): Promise<LineCheckoutAttribute[]> {
  const result = await sql<{
    line_id: string
    product_id: string
    quantity: number
    attribute_id: string | null
    unit_price: string | null
  }>`
    select priced.line_id, priced.product_id, priced.quantity, priced.attribute_id, priced.unit_price::text as unit_price
    from (${pricedLinesSql([orderId], currencyId)}) priced
    order by priced.line_id`.execute(db)
  return result.rows.map((row) => ({
    orderToProductId: row.line_id,
    productId: row.product_id,
    quantity: row.quantity,
    attribute: row.attribute_id === null ? null : { id: row.attribute_id, number: row.unit_price! },
  }))
}
