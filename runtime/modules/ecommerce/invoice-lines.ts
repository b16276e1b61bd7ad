/**
 * What an invoice charges for: its orders' lines (order, product, store, quantity) with the unit
 * price each was charged at, fixed on the invoice at checkout (`billing_invoices.lines`, JSON).
 * Fulfilment compares them with the orders as they are when the payment arrives: a payment for
 * orders that changed since (a quantity raised after the invoice was replaced, say) is not
 * fulfilled. The unit prices are a record of the charge, not part of the comparison: a price the
 * shop changes after checkout does not void a payment the buyer made at the agreed one (the amount
 * itself is compared separately).
 */
import { type Kysely, sql } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import { pricedLinesSql } from './priced-lines-sql.ts'

/** One charged line. */
export interface InvoiceLine {
  readonly orderId: string
  readonly productId: string
  readonly storeId: string | null
  readonly quantity: number
  /** `numeric` as text; null when the product has no price in the invoice's currency. */
  readonly unitPrice: string | null
}

/** The lines of `orderIds` priced in `currencyId`, in a stable order. */
export async function loadInvoiceLines(db: Kysely<Database>, orderIds: readonly string[], currencyId: string): Promise<InvoiceLine[]> {
  if (orderIds.length === 0) return []
  const result = await sql<{ order_id: string; product_id: string; store_id: string | null; quantity: number; unit_price: string | null }>`
    select priced.order_id, priced.product_id, line.store_id, priced.quantity, priced.unit_price::text as unit_price
    from (${pricedLinesSql(orderIds, currencyId)}) priced
    join ecommerce_orders_to_products line on line.id = priced.line_id
    order by priced.order_id, priced.product_id, line.store_id nulls first`.execute(db)
  return result.rows.map((row) => ({
    orderId: row.order_id,
    productId: row.product_id,
    storeId: row.store_id,
    quantity: Number(row.quantity),
    unitPrice: row.unit_price,
  }))
}

/** The lines as the invoice keeps them. */
export function encodeInvoiceLines(lines: readonly InvoiceLine[]): string {
  return JSON.stringify(
    lines.map((line) => ({
      orderId: line.orderId,
      productId: line.productId,
      storeId: line.storeId,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
    })),
  )
}

/** Whether the orders' `current` lines are still the ones an invoice fixed (`fixed`, as encoded). */
export function linesStillMatch(fixed: string, current: readonly InvoiceLine[]): boolean {
  let decoded: unknown
  try {
    decoded = JSON.parse(fixed)
  } catch {
    return false
  }
  if (!Array.isArray(decoded)) return false
  const key = (line: { orderId?: unknown; productId?: unknown; storeId?: unknown; quantity?: unknown }) =>
    `${String(line.orderId)}|${String(line.productId)}|${String(line.storeId ?? '')}|${String(line.quantity)}`
  const was = decoded.map((line) => key(line as Record<string, unknown>)).sort()
  const now = current.map(key).sort()
  return was.length === now.length && was.every((entry, index) => entry === now[index])
}
