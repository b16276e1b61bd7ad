/**
 * SPEC §7 "Orders": per-order calls under `/api/ecommerce/orders/{id}/…` and the order-line total,
 * for the order's owner or an administrator (order-access.ts); clearing abandoned carts is for
 * administrators only.
 */
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import type { BillingContext } from '#runtime/modules/billing/billing-context.ts'
import { checkInvoice, unsettledInvoiceIds } from '#runtime/modules/billing/check-invoice.ts'
import { guardedBy } from '#runtime/modules/rbac/routes/route-guard.ts'
import type { Config } from '#runtime/config/load-config.ts'
import { badRequest, notFound } from '#runtime/errors/http-error.ts'
import { parseRecordId } from '#runtime/operations/record-id.ts'
import { loadCheckoutAttributes } from '../checkout-attributes.ts'
import { computeLineTotals, computeOrderTotals } from '../order-totals.ts'
import { loadOrderViews } from '../order-views.ts'
import { loadOrderDashboard, orderDashboardSchema } from '../order-dashboard.ts'
import { dashboardQuerySchema, parseDashboardQuery } from '#runtime/operations/daily-counts.ts'
import { checkoutAttributesSchema, currencyTotalSchema, orderViewSchema, quantityResultSchema } from '../shop-response-schemas.ts'
import {
  checkOrderSchema,
  clearOldOrdersSchema,
  lineTotalQuerySchema,
  parseShopBody,
  parseShopInput,
  quantitySchema,
} from '../shop-schemas.ts'
import { clearOldCartOrders, orderQuantity, updateOrderQuantities } from '../subject-cart.ts'
import { orderNumber } from '../order-number.ts'
import { orderOwnerOf } from '../order-ownership.ts'
import { assertOrderAccess } from './order-access.ts'

interface OrderParams {
  readonly id: string
}

const lineUpdateSchema = z.object({ quantity: quantitySchema })

/** The routes; register with prefix `/ecommerce` inside `/api`. */
export function orderRoutes(config: Config, context: BillingContext): FastifyPluginAsync {
  return async (app) => {
    const { db } = context
    const described = {
      tag: 'shop',
      params: {
        id: 'The order (or, under orders-to-products, the order line).',
        billingModuleCurrencyId: 'The currency.',
        orderToProductId: 'A line of the order.',
      },
    }
    const guarded = (purpose: string) => ({ access: 'authenticated' as const, purpose })

    app.get<{ Params: OrderParams & { billingModuleCurrencyId: string } }>(
      '/orders/:id/checkout-attributes/:billingModuleCurrencyId',
      guardedBy(config, {
        ...guarded('see this order'),
        openapi: {
          ...described,
          summary: 'The price attribute each line of an order is charged by in a currency',
          response: checkoutAttributesSchema,
          errors: [400, 401, 403, 404],
        },
      }),
      async (request) => {
        const orderId = parseRecordId(request.params.id)
        await assertOrderAccess(request, config, db, orderId, 'see this order')
        return {
          data: await loadCheckoutAttributes(db, orderId, parseRecordId(request.params.billingModuleCurrencyId, 'billingModuleCurrencyId')),
        }
      },
    )

    app.post(
      '/orders/clear-old-orders',
      guardedBy(config, {
        access: 'admin',
        purpose: 'clear old orders',
        openapi: {
          ...described,
          summary: 'Delete abandoned carts: new cart orders without invoices untouched for some days',
          body: clearOldOrdersSchema,
          response: z.object({ deleted: z.number().int() }),
          errors: [400, 401, 403],
        },
      }),
      async (request) => {
        const { olderThanDays } = parseShopBody(clearOldOrdersSchema, request.body)
        return { data: { deleted: await clearOldCartOrders(db, olderThanDays) } }
      },
    )

    app.get(
      '/orders/dashboard',
      guardedBy(config, {
        access: 'admin',
        purpose: 'see the orders dashboard',
        openapi: {
          ...described,
          summary: "The admin dashboard's orders: the latest placed orders with totals, and orders placed per day",
          query: dashboardQuerySchema,
          response: orderDashboardSchema,
          errors: [400, 401, 403],
        },
      }),
      async (request) => {
        const { days } = parseDashboardQuery(request.query)
        return { data: await loadOrderDashboard(db, days) }
      },
    )

    app.get<{ Params: OrderParams }>(
      '/orders/:id/total',
      guardedBy(config, {
        ...guarded('see this order'),
        openapi: {
          ...described,
          summary: "An order's totals per currency",
          response: z.array(currencyTotalSchema),
          errors: [400, 401, 403, 404],
        },
      }),
      async (request) => {
        const orderId = parseRecordId(request.params.id)
        await assertOrderAccess(request, config, db, orderId, 'see this order')
        return { data: (await computeOrderTotals(db, [orderId])).get(orderId) ?? [] }
      },
    )

    app.get<{ Params: OrderParams }>(
      '/orders/:id/receipt',
      guardedBy(config, {
        ...guarded('see this order'),
        openapi: {
          ...described,
          summary: "A paid order's receipt: a redirect to its image",
          description:
            'Redirects (302) to the receipt image. It is made after the payment settles (the ecommerce.order-receipt job); until then, and for unpaid orders, 404.',
          response: z.object({}),
          errors: [400, 401, 403, 404],
        },
      }),
      async (request, reply) => {
        const orderId = parseRecordId(request.params.id)
        await assertOrderAccess(request, config, db, orderId, 'see this order')
        const order = await db.selectFrom('ecommerce_orders').select('receipt').where('id', '=', orderId).executeTakeFirstOrThrow()
        if (order.receipt === '') throw notFound(`Order ${orderNumber(orderId)} has no receipt yet: it is made once the order is paid`)
        return reply.header('cache-control', 'private, no-store').redirect(order.receipt, 302)
      },
    )

    app.get<{ Params: OrderParams }>(
      '/orders/:id/quantity',
      guardedBy(config, {
        ...guarded('see this order'),
        openapi: { ...described, summary: 'How many items an order holds', response: quantityResultSchema, errors: [400, 401, 403, 404] },
      }),
      async (request) => {
        const orderId = parseRecordId(request.params.id)
        await assertOrderAccess(request, config, db, orderId, 'see this order')
        return { data: { quantity: await orderQuantity(db, [orderId]) } }
      },
    )

    app.patch<{ Params: OrderParams & { orderToProductId: string } }>(
      '/orders/:id/orders-to-products/:orderToProductId',
      guardedBy(config, {
        ...guarded('change this order'),
        openapi: {
          ...described,
          summary: "Change the quantity of one of a cart order's lines",
          body: lineUpdateSchema,
          response: orderViewSchema,
          errors: [400, 401, 403, 404, 409],
        },
      }),
      async (request) => {
        const orderId = parseRecordId(request.params.id)
        await assertOrderAccess(request, config, db, orderId, 'change this order')
        const owner = await orderOwnerOf(db, orderId)
        if (owner === null) throw badRequest(`Order ${orderId} belongs to no subject`)
        const { quantity } = parseShopBody(lineUpdateSchema, request.body)
        await updateOrderQuantities(db, owner, orderId, [
          { id: parseRecordId(request.params.orderToProductId, 'orderToProductId'), quantity },
        ])
        const [order] = await loadOrderViews(db, [orderId])
        return { data: order }
      },
    )

    app.post<{ Params: OrderParams }>(
      '/orders/:id/check',
      guardedBy(config, {
        ...guarded('check this order'),
        openapi: {
          ...described,
          summary: "Ask the provider about an order's unpaid invoices and settle them",
          description: 'What the buyer’s return from the payment page does; safe to call any number of times.',
          body: checkOrderSchema,
          response: orderViewSchema,
          errors: [400, 401, 403, 404],
        },
      }),
      async (request) => {
        const orderId = parseRecordId(request.params.id)
        await assertOrderAccess(request, config, db, orderId, 'check this order')
        for (const invoiceId of await unsettledInvoiceIds(db, orderId)) await checkInvoice(context, invoiceId)
        const [order] = await loadOrderViews(db, [orderId])
        return { data: order }
      },
    )

    app.get<{ Params: OrderParams }>(
      '/orders-to-products/:id/total',
      guardedBy(config, {
        ...guarded('see this order'),
        openapi: {
          ...described,
          summary: "An order line's totals per currency",
          query: lineTotalQuerySchema,
          response: z.array(currencyTotalSchema),
          errors: [400, 401, 403, 404],
        },
      }),
      async (request) => {
        const lineId = parseRecordId(request.params.id)
        const { billingModuleCurrencyId } = parseShopInput(lineTotalQuerySchema, request.query)
        const line = await db.selectFrom('ecommerce_orders_to_products').select('order_id').where('id', '=', lineId).executeTakeFirst()
        if (line === undefined) throw notFound(`Order line ${lineId} not found`)
        await assertOrderAccess(request, config, db, line.order_id, 'see this order', `Order line ${lineId} not found`)
        const totals = await computeLineTotals(db, line.order_id, lineId)
        return {
          data:
            billingModuleCurrencyId === undefined
              ? totals
              : totals.filter((total) => total.billingModuleCurrencyId === billingModuleCurrencyId),
        }
      },
    )
  }
}
