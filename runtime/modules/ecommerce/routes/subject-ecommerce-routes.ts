/**
 * SPEC §7 "Subject ecommerce": a subject's cart orders and checkout under
 * `/api/rbac/subjects/{id}/ecommerce-module`, policy `owner` (that subject, or an administrator),
 * declared in contract/routes/ecommerce.ts. Adapters only: call the operation in
 * runtime/modules/ecommerce, answer. A checkout's language (for the buyer's way back from the
 * payment page and the receipt) comes in its body, the page's language.
 */
import type { FastifyPluginAsync } from 'fastify'
import * as routes from '#contract/routes/ecommerce.ts'
import type { Config } from '#runtime/config/load-config.ts'
import { badRequest } from '#runtime/errors/http-error.ts'
import { contractRouter } from '#runtime/http/contract-route.ts'
import type { BillingContext } from '#runtime/modules/billing/billing-context.ts'
import { siteLanguageOf } from '#runtime/modules/billing/invoice-urls.ts'
import { parseRecordId } from '#runtime/operations/record-id.ts'
import { cancelOrderPayment } from '../cancel-order-payment.ts'
import { type CheckoutResult, checkoutOrders, checkoutProduct } from '../checkout-orders.ts'
import { subjectOrderIds } from '../order-ownership.ts'
import { computeCombinedTotals } from '../order-totals.ts'
import { loadOrderViews, type OrderView } from '../order-views.ts'
import { addToCart, cartQuantity, deleteCartOrder, updateOrderQuantities } from '../subject-cart.ts'

/** The routes; register with prefix `/rbac/subjects` inside `/api`. */
export function subjectEcommerceRoutes(config: Config, context: BillingContext): FastifyPluginAsync {
  return async (app) => {
    const { db } = context
    const route = contractRouter(app, { config })
    const checkoutAnswer = async (result: CheckoutResult) => {
      const orders = await loadOrderViews(db, result.orderIds)
      const invoice = orders.flatMap((order) => order.invoices).find((candidate) => candidate.id === result.invoiceId)
      return { ecommerceModule: { orders }, billingModule: { invoices: invoice === undefined ? [] : [invoice] } }
    }
    const orderView = async (orderId: string): Promise<OrderView> => {
      const [order] = await loadOrderViews(db, [orderId])
      if (order === undefined) throw new Error(`The order ${orderId} just written cannot be read`)
      return order
    }

    route(routes.buyProduct, async ({ params, body }) => {
      const subjectId = parseRecordId(params.id)
      const productId = parseRecordId(params.productId, 'productId')
      const currencyId = body.billingModule?.currency.id ?? body.currency
      if (currencyId === undefined) throw badRequest('currency is required', [{ path: 'currency', message: 'is required' }])
      return checkoutAnswer(
        await checkoutProduct(context, { ...body, subjectId, productId, currencyId, language: languageOf(body.language) }),
      )
    })

    route(routes.addToCart, async ({ params, body, reply }) => {
      const result = await addToCart(db, parseRecordId(params.id), body)
      if (!result.created) reply.status(200)
      return orderView(result.orderId)
    })

    route(routes.listOrders, async ({ params, query }) => {
      return loadOrderViews(db, await subjectOrderIds(db, parseRecordId(params.id), query.type))
    })

    route(routes.cartTotal, async ({ params }) => {
      return computeCombinedTotals(db, await subjectOrderIds(db, parseRecordId(params.id), 'cart'))
    })

    route(routes.cartQuantity, async ({ params }) => {
      return { quantity: await cartQuantity(db, parseRecordId(params.id)) }
    })

    route(routes.changeOrder, async ({ params, body }) => {
      const orderId = parseRecordId(params.orderId, 'orderId')
      await updateOrderQuantities(db, parseRecordId(params.id), orderId, body.ordersToProducts)
      return orderView(orderId)
    })

    route(routes.deleteOrder, async ({ params }) => {
      const orderId = parseRecordId(params.orderId, 'orderId')
      await deleteCartOrder(db, parseRecordId(params.id), orderId)
      return { id: orderId }
    })

    route(routes.checkoutCart, async ({ params, body }) => {
      return checkoutAnswer(
        await checkoutOrders(context, {
          subjectId: parseRecordId(params.id),
          orderIds: body.ecommerceModule.orders,
          provider: body.provider,
          email: body.email,
          currencyId: body.billingModule.currency.id,
          language: languageOf(body.language),
        }),
      )
    })

    route(routes.cancelPayment, async ({ params }) => {
      const orderId = parseRecordId(params.orderId, 'orderId')
      await cancelOrderPayment(context, parseRecordId(params.id), orderId)
      return orderView(orderId)
    })

    route(routes.checkoutOrder, async ({ params, body }) => {
      return checkoutAnswer(
        await checkoutOrders(context, {
          subjectId: parseRecordId(params.id),
          orderIds: [parseRecordId(params.orderId, 'orderId')],
          provider: body.provider,
          email: body.email,
          currencyId: body.billingModule.currency.id,
          language: languageOf(body.language),
        }),
      )
    })
  }
}

// The page's language, when the site has it.
function languageOf(language: string | undefined): string | undefined {
  if (language === undefined) return undefined
  const known = siteLanguageOf(language)
  if (known === undefined)
    throw badRequest(`language ${language} is not a language of this site`, [
      { path: 'language', message: 'is not a language of this site' },
    ])
  return known
}
