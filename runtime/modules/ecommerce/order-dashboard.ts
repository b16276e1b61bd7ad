/**
 * The admin dashboard's view of the shop: the latest placed orders (open carts, status `new`, are
 * not orders yet) with their status and totals per currency, and how many were placed each day.
 */
import { sql, type Kysely } from 'kysely'
import { z } from 'zod'
import type { Database } from '#generated/db/database.gen.ts'
import { type DailyCount, dailyCountSchema, dailyCounts } from '#runtime/operations/daily-counts.ts'
import { type CurrencyTotal, computeOrderTotals } from './order-totals.ts'
import { orderNumber } from './order-number.ts'
import { currencyTotalSchema, orderViewSchema } from './shop-response-schemas.ts'

/** How many recent orders the dashboard lists. */
const RECENT_ORDERS = 8

/** The dashboard's answer. */
export const orderDashboardSchema = z.object({
  recent: z.array(
    z.object({
      id: z.uuid(),
      number: z.string(),
      status: orderViewSchema.shape.status,
      createdAt: z.string(),
      totals: z.array(currencyTotalSchema),
    }),
  ),
  perDay: z.array(dailyCountSchema),
})

/** The dashboard's answer. */
export interface OrderDashboard {
  readonly recent: readonly {
    readonly id: string
    readonly number: string
    readonly status: z.output<typeof orderViewSchema>['status']
    readonly createdAt: string
    readonly totals: readonly CurrencyTotal[]
  }[]
  readonly perDay: readonly DailyCount[]
}

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
