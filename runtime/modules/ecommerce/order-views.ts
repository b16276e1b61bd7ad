/**
 * Orders as the shop's screens read them: the order, its lines with their products, its invoices
 * and its totals per currency, loaded for many orders with one query per kind (never per order).
 */
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { invoiceViewSchema, orderViewSchema } from '#contract/routes/ecommerce/shop-response-schemas.ts'
import type { Database } from '#generated/db/database.gen.ts'
import { computeOrderTotals } from './order-totals.ts'

/** An order with everything its card shows, as the contract describes it. */
export type OrderView = z.output<typeof orderViewSchema>

/** One line: a product and its quantity. */
export type OrderLineView = OrderView['ordersToProducts'][number]

/** An invoice an order was checked out with. */
export type InvoiceView = z.output<typeof invoiceViewSchema>

/** The orders `orderIds` as views, newest first. */
export async function loadOrderViews(db: Kysely<Database>, orderIds: readonly string[]): Promise<OrderView[]> {
  if (orderIds.length === 0) return []
  const [orders, lines, invoices, totals] = await Promise.all([
    db.selectFrom('ecommerce_orders').selectAll().where('id', 'in', orderIds).orderBy('created_at', 'desc').orderBy('id').execute(),
    db
      .selectFrom('ecommerce_orders_to_products as line')
      .innerJoin('ecommerce_products as product', 'product.id', 'line.product_id')
      .select([
        'line.id',
        'line.order_id',
        'line.product_id',
        'line.store_id',
        'line.quantity',
        'product.slug',
        'product.admin_title',
        'product.title',
        'product.type',
        'product.variant',
      ])
      .where('line.order_id', 'in', orderIds)
      .orderBy('line.order_index')
      .orderBy('line.created_at')
      .execute(),
    db
      .selectFrom('ecommerce_orders_to_billing_module_invoices as link')
      .innerJoin('billing_invoices as invoice', 'invoice.id', 'link.billing_module_invoice_id')
      .select([
        'link.order_id',
        'invoice.id',
        'invoice.provider',
        'invoice.status',
        'invoice.amount',
        'invoice.currency_id',
        'invoice.payment_url',
        'invoice.created_at',
      ])
      .where('link.order_id', 'in', orderIds)
      .orderBy('invoice.created_at', 'desc')
      .execute(),
    computeOrderTotals(db, orderIds),
  ])
  return orders.map((order) => ({
    id: order.id,
    status: order.status,
    type: order.type,
    comment: order.comment,
    receipt: order.receipt,
    createdAt: order.created_at,
    updatedAt: order.updated_at,
    ordersToProducts: lines
      .filter((line) => line.order_id === order.id)
      .map((line) => ({
        id: line.id,
        productId: line.product_id,
        storeId: line.store_id,
        quantity: line.quantity,
        product: {
          id: line.product_id,
          slug: line.slug,
          adminTitle: line.admin_title,
          title: line.title,
          type: line.type,
          variant: line.variant,
        },
      })),
    totals: totals.get(order.id) ?? [],
    invoices: invoices
      .filter((invoice) => invoice.order_id === order.id)
      .map((invoice) => ({
        id: invoice.id,
        provider: invoice.provider,
        status: invoice.status,
        amount: invoice.amount,
        currencyId: invoice.currency_id,
        paymentUrl: invoice.status === 'open' ? invoice.payment_url : null,
        createdAt: invoice.created_at,
      })),
  }))
}
