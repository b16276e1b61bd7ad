/**
 * Order totals per currency, summed in SQL `numeric` (never floats). An order has a total in a
 * currency only when every one of its lines has a price there; otherwise the card shows it dimmed
 * and checkout in that currency is refused.
 */
import { type Kysely, sql } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import { pricedLinesSql } from './priced-lines-sql.ts'

/** A total in one currency: the spec's `(currency id, symbol, total)` plus the currency's slug. */
export interface CurrencyTotal {
  readonly billingModuleCurrencyId: string
  readonly slug: string
  readonly symbol: string | null
  /** A decimal string (`"1299.00"`), exact. */
  readonly total: string
}

interface TotalRow {
  readonly group_id: string
  readonly currency_id: string
  readonly slug: string
  readonly symbol: string | null
  readonly total: string
}

/** The totals of each order in `orderIds`, by order id (orders without lines have none). */
export async function computeOrderTotals(db: Kysely<Database>, orderIds: readonly string[]): Promise<Map<string, CurrencyTotal[]>> {
  const rows = await totalsBy(db, orderIds, sql`priced.order_id`)
  const byOrder = new Map<string, CurrencyTotal[]>()
  for (const row of rows) byOrder.set(row.group_id, [...(byOrder.get(row.group_id) ?? []), toCurrencyTotal(row)])
  return byOrder
}

/** The totals of `orderIds` together (the cart's total): only currencies every line is priced in. */
export async function computeCombinedTotals(db: Kysely<Database>, orderIds: readonly string[]): Promise<CurrencyTotal[]> {
  if (orderIds.length === 0) return []
  return (await totalsBy(db, orderIds, sql`'all'`)).map(toCurrencyTotal)
}

/** The totals of single order lines (`GET /api/ecommerce/orders-to-products/{id}/total`), by line id. */
export async function computeLineTotals(db: Kysely<Database>, orderId: string, lineId: string): Promise<CurrencyTotal[]> {
  const rows = await sql<TotalRow>`
    select priced.line_id as group_id, priced.currency_id, currency.slug, currency.symbol,
      (priced.unit_price * priced.quantity)::text as total
    from (${pricedLinesSql([orderId])}) priced
    join billing_currencies currency on currency.id = priced.currency_id
    where priced.line_id = ${lineId} and priced.unit_price is not null
    order by currency.is_default desc, currency.slug`.execute(db)
  return rows.rows.map(toCurrencyTotal)
}

async function totalsBy(db: Kysely<Database>, orderIds: readonly string[], group: ReturnType<typeof sql>): Promise<readonly TotalRow[]> {
  if (orderIds.length === 0) return []
  const result = await sql<TotalRow>`
    select ${group}::text as group_id, priced.currency_id, currency.slug, currency.symbol,
      sum(priced.unit_price * priced.quantity)::text as total
    from (${pricedLinesSql(orderIds)}) priced
    join billing_currencies currency on currency.id = priced.currency_id
    group by 1, priced.currency_id, currency.slug, currency.symbol, currency.is_default
    having count(*) filter (where priced.unit_price is null) = 0
    order by 1, currency.is_default desc, currency.slug`.execute(db)
  return result.rows
}

function toCurrencyTotal(row: TotalRow): CurrencyTotal {
  return { billingModuleCurrencyId: row.currency_id, slug: row.slug, symbol: row.symbol, total: row.total }
}
