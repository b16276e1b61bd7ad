/**
 * SPEC §7 "Orders": per-order calls under `/api/ecommerce/orders/{id}/…` and the order-line total,
 * for the order's owner or an administrator (order-access.ts); clearing abandoned carts and the
 * dashboard are for administrators only. Declared in contract/routes/ecommerce.ts.
 */
import type { FastifyPluginAsync } from 'fastify'
import * as routes from '#contract/routes/ecommerce.ts'
import type { Config } from '#runtime/config/load-config.ts'
import { badRequest, notFound } from '#runtime/errors/http-error.ts'
import { contractRouter } from '#runtime/http/contract-route.ts'
import type { BillingContext } from '#runtime/modules/billing/billing-context.ts'
import { checkInvoice, unsettledInvoiceIds } from '#runtime/modules/billing/check-invoice.ts'
import { parseRecordId } from '#runtime/operations/record-id.ts'
import { loadCheckoutAttributes } from '../checkout-attributes.ts'
import { loadOrderDashboard } from '../order-dashboard.ts'
import { orderNumber } from '../order-number.ts'
import { orderOwnerOf } from '../order-ownership.ts'
import { computeLineTotals, computeOrderTotals } from '../order-totals.ts'
import { loadOrderViews, type OrderView } from '../order-views.ts'
import { clearOldCartOrders, orderQuantity, updateOrderQuantities } from '../subject-cart.ts'
import { assertOrderAccess } from './order-access.ts'

/** The routes; register with prefix `/ecommerce` inside `/api`. */
export function orderRoutes(config: Config, context: BillingContext): FastifyPluginAsync {
  return async (app) => {
    const { db } = context
    const route = contractRouter(app, { config })
    const orderView = async (orderId: string): Promise<OrderView> => {
      const [order] = await loadOrderViews(db, [orderId])
      if (order === undefined) throw notFound(`Order ${orderNumber(orderId)} not found`)
      return order
    }

    route(routes.checkoutAttributes, async ({ params, request }) => {
      const orderId = parseRecordId(params.id)
      await assertOrderAccess(request, config, db, orderId, 'see this order')
      return loadCheckoutAttributes(db, orderId, parseRecordId(params.billingModuleCurrencyId, 'billingModuleCurrencyId'))
    })

    route(routes.clearOldOrders, async ({ body }) => {
      return { deleted: await clearOldCartOrders(db, body.olderThanDays) }
    })

    route(routes.ordersDashboard, async ({ query }) => {
      return loadOrderDashboard(db, query.days)
    })

    route(routes.orderTotal, async ({ params, request }) => {
      const orderId = parseRecordId(params.id)
      await assertOrderAccess(request, config, db, orderId, 'see this order')
      return (await computeOrderTotals(db, [orderId])).get(orderId) ?? []
    })

    route(routes.orderReceipt, async ({ params, request }) => {
      const orderId = parseRecordId(params.id)
      await assertOrderAccess(request, config, db, orderId, 'see this order')
      const order = await db.selectFrom('ecommerce_orders').select('receipt').where('id', '=', orderId).executeTakeFirstOrThrow()
      if (order.receipt === '') throw notFound(`Order ${orderNumber(orderId)} has no receipt yet: it is made once the order is paid`)
      return order.receipt
    })

    route(routes.orderQuantity, async ({ params, request }) => {
      const orderId = parseRecordId(params.id)
      await assertOrderAccess(request, config, db, orderId, 'see this order')
      return { quantity: await orderQuantity(db, [orderId]) }
    })

    route(
      routes.changeOrderLine,
      async ({ params, body }) => {
        const orderId = parseRecordId(params.id)
        const owner = await orderOwnerOf(db, orderId)
        if (owner === null) throw badRequest(`Order ${orderId} belongs to no subject`)
        await updateOrderQuantities(db, owner, orderId, [
          { id: parseRecordId(params.orderToProductId, 'orderToProductId'), quantity: body.quantity },
        ])
        return orderView(orderId)
      },
      // An order that is not there, or not the caller's, is a 404 whatever the body says.
      { beforeInput: ({ params, request }) => assertOrderAccess(request, config, db, parseRecordId(params.id ?? ''), 'change this order') },
    )

    route(
      routes.checkOrder,
      async ({ params }) => {
        const orderId = parseRecordId(params.id)
        for (const invoiceId of await unsettledInvoiceIds(db, orderId)) await checkInvoice(context, invoiceId)
        return orderView(orderId)
      },
      { beforeInput: ({ params, request }) => assertOrderAccess(request, config, db, parseRecordId(params.id ?? ''), 'check this order') },
    )

    route(routes.orderLineTotal, async ({ params, query, request }) => {
      const lineId = parseRecordId(params.id)
      const line = await db.selectFrom('ecommerce_orders_to_products').select('order_id').where('id', '=', lineId).executeTakeFirst()
      if (line === undefined) throw notFound(`Order line ${lineId} not found`)
      await assertOrderAccess(request, config, db, line.order_id, 'see this order', `Order line ${lineId} not found`)
      const totals = await computeLineTotals(db, line.order_id, lineId)
      const { billingModuleCurrencyId } = query
      return billingModuleCurrencyId === undefined
        ? totals
        : totals.filter((total) => total.billingModuleCurrencyId === billingModuleCurrencyId)
    })
  }
}
