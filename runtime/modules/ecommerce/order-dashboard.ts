/**
 * The admin dashboard's view of the shop: the latest placed orders (open carts, status `new`, are
 * not orders yet) with their status and totals per currency, and how many were placed each day.
 */
import { sql, type Kysely } from 'kysely'
import type { z } from 'zod'
import type { Database } from '#generated/db/database.gen.ts'
import { dailyCounts } from '#runtime/operations/daily-counts.ts'
import { computeOrderTotals } from './order-totals.ts'
import { orderNumber } from './order-number.ts'
import type { orderDashboardSchema } from '#contract/routes/ecommerce/shop-response-schemas.ts'

/** How many recent orders the dashboard lists. */
const RECENT_ORDERS = 8

/** The dashboard's answer, as the contract describes it. */
export type OrderDashboard = z.output<typeof orderDashboardSchema>

/** The latest placed orders and the orders placed per day over the last `days` days. */
export async function loadOrderDashboard(db: Kysely<Database>, days: number): Promise<OrderDashboard> {
  const orders = await db
    .selectFrom('ecommerce_orders')
    .select(['id', 'status', 'created_at'])
    .where('status', '<>', 'new')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(RECENT_ORDERS)
    .execute()
  const totals = await computeOrderTotals(
    db,
    orders.map((order) => order.id),
  )
  return {
    recent: orders.map((order) => ({
      id: order.id,
      number: orderNumber(order.id),
      status: order.status,
      createdAt: new Date(order.created_at).toISOString(),
      totals: totals.get(order.id) ?? [],
    })),
    perDay: await dailyCounts(db, 'ecommerce_orders', days, { condition: sql`status <> 'new'` }),
  }
}
