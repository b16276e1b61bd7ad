/**
 * SPEC §7 "Subject ecommerce": a subject's cart orders and checkout under
 * `/api/rbac/subjects/{id}/ecommerce-module`, policy `owner` (that subject, or an administrator).
 * Adapters only: parse, call the operation in runtime/modules/ecommerce, answer. A checkout's language (for the
 * buyer's way back from the payment page) is the one of the page it was sent from (`Referer`).
 */
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import type { BillingContext } from '#runtime/modules/billing/billing-context.ts'
import { languageOfPageUrl } from '#runtime/modules/billing/invoice-urls.ts'
import { badRequest } from '#runtime/errors/http-error.ts'
import { guardedBy } from '#runtime/modules/rbac/routes/route-guard.ts'
import type { Config } from '#runtime/config/load-config.ts'
import { parseRecordId } from '#runtime/operations/record-id.ts'
import { cancelOrderPayment } from '../cancel-order-payment.ts'
import { checkoutOrders, checkoutProduct, type CheckoutResult } from '../checkout-orders.ts'
import { loadOrderViews } from '../order-views.ts'
import { computeCombinedTotals } from '../order-totals.ts'
import { subjectOrderIds } from '../order-ownership.ts'
import { checkoutResultSchema, currencyTotalSchema, orderViewSchema, quantityResultSchema } from '../shop-response-schemas.ts'
import {
  checkoutOrderSchema,
  checkoutOrdersSchema,
  checkoutProductSchema,
  createCartOrderSchema,
  orderListQuerySchema,
  parseShopBody,
  parseShopInput,
  updateOrderSchema,
} from '../shop-schemas.ts'
import { addToCart, cartQuantity, deleteCartOrder, updateOrderQuantities } from '../subject-cart.ts'

interface SubjectParams {
  readonly id: string
}

interface OrderParams extends SubjectParams {
  readonly orderId: string
}

interface ProductParams extends SubjectParams {
  readonly productId: string
}

/** The routes; register with prefix `/rbac/subjects` inside `/api`. */
export function subjectEcommerceRoutes(config: Config, context: BillingContext): FastifyPluginAsync {
  return async (app) => {
    const { db } = context
    const described = {
      tag: 'shop',
      params: { id: 'The subject.', orderId: 'One of the subject’s orders.', productId: 'The product.' },
    }
    const base = '/:id/ecommerce-module'
    // Each checkout may call a payment provider.
    const checkoutLimit = { max: 30 }
    const checkoutAnswer = async (result: CheckoutResult) => {
      const orders = await loadOrderViews(db, result.orderIds)
      const invoice = orders.flatMap((order) => order.invoices).find((candidate) => candidate.id === result.invoiceId)
      return { data: { ecommerceModule: { orders }, billingModule: { invoices: invoice === undefined ? [] : [invoice] } } }
    }

    app.post<{ Params: ProductParams }>(
      `${base}/products/:productId/checkout`,
      guardedBy(config, {
        access: 'owner',
        purpose: 'buy this product',
        rateLimit: checkoutLimit,
        openapi: {
          ...described,
          summary: 'Buy one product at once: a new order of it, checked out',
          description: 'Retried with the same product and quantity, it answers the same open invoice.',
          body: checkoutProductSchema,
          response: checkoutResultSchema,
          errors: [400, 401, 403, 404, 409],
        },
      }),
      async (request) => {
        const subjectId = parseRecordId(request.params.id)
        const productId = parseRecordId(request.params.productId, 'productId')
        const body = parseShopBody(checkoutProductSchema, request.body)
        const currencyId = body.billingModule?.currency.id ?? body.currency
        if (currencyId === undefined) throw badRequest('currency is required', [{ path: 'currency', message: 'is required' }])
        return checkoutAnswer(
          await checkoutProduct(context, {
            ...body,
            subjectId,
            productId,
            currencyId,
            language: languageOfPageUrl(request.headers.referer),
          }),
        )
      },
    )

    app.post<{ Params: SubjectParams }>(
      `${base}/orders`,
      guardedBy(config, {
        access: 'owner',
        purpose: 'add to this cart',
        openapi: {
          ...described,
          summary: 'Add a product to the cart',
          description: 'A new cart order, or more of a product the cart already holds (then 200).',
          body: createCartOrderSchema,
          response: orderViewSchema,
          status: 201,
          errors: [400, 401, 403, 404],
        },
      }),
      async (request, reply) => {
        const subjectId = parseRecordId(request.params.id)
        const result = await addToCart(db, subjectId, parseShopBody(createCartOrderSchema, request.body))
        const [order] = await loadOrderViews(db, [result.orderId])
        return reply.status(result.created ? 201 : 200).send({ data: order })
      },
    )

    app.get<{ Params: SubjectParams }>(
      `${base}/orders`,
      guardedBy(config, {
        access: 'owner',
        purpose: 'see these orders',
        openapi: {
          ...described,
          summary: "A subject's orders, newest first",
          query: orderListQuerySchema,
          response: z.array(orderViewSchema),
          errors: [400, 401, 403],
        },
      }),
      async (request) => {
        const subjectId = parseRecordId(request.params.id)
        const { type } = parseShopInput(orderListQuerySchema, request.query)
        return { data: await loadOrderViews(db, await subjectOrderIds(db, subjectId, type)) }
      },
    )

    app.get<{ Params: SubjectParams }>(
      `${base}/orders/total`,
      guardedBy(config, {
        access: 'owner',
        purpose: 'see this cart',
        openapi: {
          ...described,
          summary: "The cart's totals per currency",
          response: z.array(currencyTotalSchema),
          errors: [400, 401, 403],
        },
      }),
      async (request) => {
        const subjectId = parseRecordId(request.params.id)
        return { data: await computeCombinedTotals(db, await subjectOrderIds(db, subjectId, 'cart')) }
      },
    )

    app.get<{ Params: SubjectParams }>(
      `${base}/orders/quantity`,
      guardedBy(config, {
        access: 'owner',
        purpose: 'see this cart',
        openapi: { ...described, summary: 'How many items the cart holds', response: quantityResultSchema, errors: [400, 401, 403] },
      }),
      async (request) => {
        return { data: { quantity: await cartQuantity(db, parseRecordId(request.params.id)) } }
      },
    )

    app.patch<{ Params: OrderParams }>(
      `${base}/orders/:orderId`,
      guardedBy(config, {
        access: 'owner',
        purpose: 'change this order',
        openapi: {
          ...described,
          summary: "Change the quantities of a cart order's products",
          body: updateOrderSchema,
          response: orderViewSchema,
          errors: [400, 401, 403, 404, 409],
        },
      }),
      async (request) => {
        const subjectId = parseRecordId(request.params.id)
        const orderId = parseRecordId(request.params.orderId, 'orderId')
        await updateOrderQuantities(db, subjectId, orderId, parseShopBody(updateOrderSchema, request.body).ordersToProducts)
        const [order] = await loadOrderViews(db, [orderId])
        return { data: order }
      },
    )

    app.delete<{ Params: OrderParams }>(
      `${base}/orders/:orderId`,
      guardedBy(config, {
        access: 'owner',
        purpose: 'delete this order',
        openapi: {
          ...described,
          summary: 'Delete a cart order that is not being paid',
          response: z.object({ id: z.uuid() }),
          errors: [400, 401, 403, 404, 409],
        },
      }),
      async (request) => {
        const orderId = parseRecordId(request.params.orderId, 'orderId')
        await deleteCartOrder(db, parseRecordId(request.params.id), orderId)
        return { data: { id: orderId } }
      },
    )

    app.post<{ Params: SubjectParams }>(
      `${base}/orders/checkout`,
      guardedBy(config, {
        access: 'owner',
        purpose: 'check out this cart',
        rateLimit: checkoutLimit,
        openapi: {
          ...described,
          summary: 'Check out cart orders: one invoice for them, in one currency, with one provider',
          description: 'Retried (or sent twice at once), it answers the same open invoice.',
          body: checkoutOrdersSchema,
          response: checkoutResultSchema,
          errors: [400, 401, 403, 404, 409],
        },
      }),
      async (request) => {
        const subjectId = parseRecordId(request.params.id)
        const body = parseShopBody(checkoutOrdersSchema, request.body)
        return checkoutAnswer(
          await checkoutOrders(context, {
            subjectId,
            orderIds: body.ecommerceModule.orders,
            provider: body.provider,
            email: body.email,
            currencyId: body.billingModule.currency.id,
            language: languageOfPageUrl(request.headers.referer),
          }),
        )
      },
    )

    app.post<{ Params: OrderParams }>(
      `${base}/orders/:orderId/cancel-payment`,
      guardedBy(config, {
        access: 'owner',
        purpose: 'cancel this payment',
        rateLimit: checkoutLimit,
        openapi: {
          ...described,
          summary: "Cancel an order's payment in progress",
          description:
            'Cancels the open invoice (at the provider too, where its API can) after asking the provider whether it was paid meanwhile; the orders it was for are new again, to change or check out anew. 409 when there is no payment in progress.',
          response: orderViewSchema,
          errors: [400, 401, 403, 404, 409, 429],
        },
      }),
      async (request) => {
        const subjectId = parseRecordId(request.params.id)
        const orderId = parseRecordId(request.params.orderId, 'orderId')
        await cancelOrderPayment(context, subjectId, orderId)
        const [order] = await loadOrderViews(db, [orderId])
        return { data: order }
      },
    )

    app.post<{ Params: OrderParams }>(
      `${base}/orders/:orderId/checkout`,
      guardedBy(config, {
        access: 'owner',
        purpose: 'check out this order',
        rateLimit: checkoutLimit,
        openapi: {
          ...described,
          summary: 'Check out one cart order',
          body: checkoutOrderSchema,
          response: checkoutResultSchema,
          errors: [400, 401, 403, 404, 409],
        },
      }),
      async (request) => {
        const subjectId = parseRecordId(request.params.id)
        const orderId = parseRecordId(request.params.orderId, 'orderId')
        const body = parseShopBody(checkoutOrderSchema, request.body)
        return checkoutAnswer(
          await checkoutOrders(context, {
            subjectId,
            orderIds: [orderId],
            provider: body.provider,
            email: body.email,
            currencyId: body.billingModule.currency.id,
            language: languageOfPageUrl(request.headers.referer),
          }),
        )
      },
    )
  }
}
