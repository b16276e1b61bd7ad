/**
 * The ecommerce module's hand-written routes (SPEC §7 "Subject ecommerce", "Orders"): a subject's
 * cart orders and checkout under `/api/rbac/subjects/{id}/ecommerce-module` (policy `owner`), the
 * per-order calls under `/api/ecommerce/orders/{id}/…` (the order's owner or an administrator,
 * checked by the handler) and the administrators' calls. Handlers: runtime/modules/ecommerce/routes/.
 * A body or query that does not parse is answered with its first problem's own message, which the
 * shop's toasts show as is.
 */
import { z } from 'zod'
import { dashboardQuerySchema } from '../dashboard-query.ts'
import { defineRoute } from '../define-route.ts'
import {
  checkoutAttributesSchema,
  checkoutResultSchema,
  currencyTotalSchema,
  orderDashboardSchema,
  orderViewSchema,
  quantityResultSchema,
} from './ecommerce/shop-response-schemas.ts'
import {
  checkOrderSchema,
  checkoutOrderSchema,
  checkoutOrdersSchema,
  checkoutProductSchema,
  clearOldOrdersSchema,
  createCartOrderSchema,
  lineTotalQuerySchema,
  orderListQuerySchema,
  quantitySchema,
  updateOrderSchema,
} from './ecommerce/shop-schemas.ts'

const SHOP = '/api/rbac/subjects/{id}/ecommerce-module'
const shop = { tag: 'shop', invalidInput: 'first-issue' } as const
const subject = { id: 'The subject.' }
const subjectOrder = { id: 'The subject.', orderId: 'One of the subject’s orders.' }
/** Each checkout may call a payment provider. */
const CHECKOUT_LIMIT = 30

/** `POST …/products/{productId}/checkout`. */
export const buyProduct = defineRoute({
  ...shop,
  method: 'POST',
  path: `${SHOP}/products/{productId}/checkout`,
  params: { id: 'The subject.', productId: 'The product.' },
  access: 'owner',
  purpose: 'buy this product',
  rateLimit: CHECKOUT_LIMIT,
  summary: 'Buy one product at once: a new order of it, checked out',
  description: 'Retried with the same product and quantity, it answers the same open invoice.',
  body: checkoutProductSchema,
  response: checkoutResultSchema,
  errors: [400, 401, 403, 404, 409],
})

/** `POST …/orders`: a new cart order (201), or more of a product the cart already holds (200). */
export const addToCart = defineRoute({
  ...shop,
  method: 'POST',
  path: `${SHOP}/orders`,
  params: subject,
  access: 'owner',
  purpose: 'add to this cart',
  summary: 'Add a product to the cart',
  description: 'A new cart order, or more of a product the cart already holds (then 200).',
  body: createCartOrderSchema,
  response: orderViewSchema,
  status: 201,
  errors: [400, 401, 403, 404],
})

/** `GET …/orders`. */
export const listOrders = defineRoute({
  ...shop,
  method: 'GET',
  path: `${SHOP}/orders`,
  params: subject,
  access: 'owner',
  purpose: 'see these orders',
  summary: "A subject's orders, newest first",
  query: orderListQuerySchema,
  response: z.array(orderViewSchema),
  errors: [400, 401, 403],
})

/** `GET …/orders/total`. */
export const cartTotal = defineRoute({
  ...shop,
  method: 'GET',
  path: `${SHOP}/orders/total`,
  params: subject,
  access: 'owner',
  purpose: 'see this cart',
  summary: "The cart's totals per currency",
  response: z.array(currencyTotalSchema),
  errors: [400, 401, 403],
})

/** `GET …/orders/quantity`. */
export const cartQuantity = defineRoute({
  ...shop,
  method: 'GET',
  path: `${SHOP}/orders/quantity`,
  params: subject,
  access: 'owner',
  purpose: 'see this cart',
  summary: 'How many items the cart holds',
  response: quantityResultSchema,
  errors: [400, 401, 403],
})

/** `PATCH …/orders/{orderId}`. */
export const changeOrder = defineRoute({
  ...shop,
  method: 'PATCH',
  path: `${SHOP}/orders/{orderId}`,
  params: subjectOrder,
  access: 'owner',
  purpose: 'change this order',
  summary: "Change the quantities of a cart order's products",
  body: updateOrderSchema,
  response: orderViewSchema,
  errors: [400, 401, 403, 404, 409],
})

/** `DELETE …/orders/{orderId}`. */
export const deleteOrder = defineRoute({
  ...shop,
  method: 'DELETE',
  path: `${SHOP}/orders/{orderId}`,
  params: subjectOrder,
  access: 'owner',
  purpose: 'delete this order',
  summary: 'Delete a cart order that is not being paid',
  response: z.object({ id: z.uuid() }),
  errors: [400, 401, 403, 404, 409],
})

/** `POST …/orders/checkout`. */
export const checkoutCart = defineRoute({
  ...shop,
  method: 'POST',
  path: `${SHOP}/orders/checkout`,
  params: subject,
  access: 'owner',
  purpose: 'check out this cart',
  rateLimit: CHECKOUT_LIMIT,
  summary: 'Check out cart orders: one invoice for them, in one currency, with one provider',
  description: 'Retried (or sent twice at once), it answers the same open invoice.',
  body: checkoutOrdersSchema,
  response: checkoutResultSchema,
  errors: [400, 401, 403, 404, 409],
})

/** `POST …/orders/{orderId}/cancel-payment`. */
export const cancelPayment = defineRoute({
  ...shop,
  method: 'POST',
  path: `${SHOP}/orders/{orderId}/cancel-payment`,
  params: subjectOrder,
  access: 'owner',
  purpose: 'cancel this payment',
  rateLimit: CHECKOUT_LIMIT,
  summary: "Cancel an order's payment in progress",
  description:
    'Cancels the open invoice (at the provider too, where its API can) after asking the provider whether it was paid meanwhile; the orders it was for are new again, to change or check out anew. 409 when there is no payment in progress.',
  response: orderViewSchema,
  errors: [400, 401, 403, 404, 409, 429],
})

/** `POST …/orders/{orderId}/checkout`. */
export const checkoutOrder = defineRoute({
  ...shop,
  method: 'POST',
  path: `${SHOP}/orders/{orderId}/checkout`,
  params: subjectOrder,
  access: 'owner',
  purpose: 'check out this order',
  rateLimit: CHECKOUT_LIMIT,
  summary: 'Check out one cart order',
  body: checkoutOrderSchema,
  response: checkoutResultSchema,
  errors: [400, 401, 403, 404, 409],
})

const ORDERS = '/api/ecommerce/orders'
const order = { id: 'The order.' }

/** `GET /api/ecommerce/orders/{id}/checkout-attributes/{billingModuleCurrencyId}`. */
export const checkoutAttributes = defineRoute({
  ...shop,
  method: 'GET',
  path: `${ORDERS}/{id}/checkout-attributes/{billingModuleCurrencyId}`,
  params: { id: 'The order.', billingModuleCurrencyId: 'The currency.' },
  access: 'authenticated',
  purpose: 'see this order',
  summary: 'The price attribute each line of an order is charged by in a currency',
  response: checkoutAttributesSchema,
  errors: [400, 401, 403, 404],
})

/** `POST /api/ecommerce/orders/clear-old-orders`. */
export const clearOldOrders = defineRoute({
  ...shop,
  method: 'POST',
  path: `${ORDERS}/clear-old-orders`,
  access: 'admin',
  purpose: 'clear old orders',
  summary: 'Delete abandoned carts: new cart orders without invoices untouched for some days',
  body: clearOldOrdersSchema,
  response: z.object({ deleted: z.number().int() }),
  errors: [400, 401, 403],
})

/** `GET /api/ecommerce/orders/dashboard`. */
export const ordersDashboard = defineRoute({
  ...shop,
  method: 'GET',
  path: `${ORDERS}/dashboard`,
  access: 'admin',
  purpose: 'see the orders dashboard',
  summary: "The admin dashboard's orders: the latest placed orders with totals, and orders placed per day",
  query: dashboardQuerySchema,
  response: orderDashboardSchema,
  errors: [400, 401, 403],
})

/** `GET /api/ecommerce/orders/{id}/total`. */
export const orderTotal = defineRoute({
  ...shop,
  method: 'GET',
  path: `${ORDERS}/{id}/total`,
  params: order,
  access: 'authenticated',
  purpose: 'see this order',
  summary: "An order's totals per currency",
  response: z.array(currencyTotalSchema),
  errors: [400, 401, 403, 404],
})

/** `GET /api/ecommerce/orders/{id}/receipt`: a redirect, not JSON. */
export const orderReceipt = defineRoute({
  ...shop,
  method: 'GET',
  path: `${ORDERS}/{id}/receipt`,
  params: order,
  access: 'authenticated',
  purpose: 'see this order',
  summary: "A paid order's receipt: a redirect to its image",
  description:
    'Redirects (303) to the receipt image. It is made after the payment settles (the ecommerce.order-receipt job); until then, and for unpaid orders, 404.',
  produces: 'redirect',
  response: z.string().describe('The receipt image.'),
  errors: [400, 401, 403, 404],
})

/** `GET /api/ecommerce/orders/{id}/quantity`. */
export const orderQuantity = defineRoute({
  ...shop,
  method: 'GET',
  path: `${ORDERS}/{id}/quantity`,
  params: order,
  access: 'authenticated',
  purpose: 'see this order',
  summary: 'How many items an order holds',
  response: quantityResultSchema,
  errors: [400, 401, 403, 404],
})

/** `PATCH /api/ecommerce/orders/{id}/orders-to-products/{orderToProductId}`. */
export const changeOrderLine = defineRoute({
  ...shop,
  method: 'PATCH',
  path: `${ORDERS}/{id}/orders-to-products/{orderToProductId}`,
  params: { id: 'The order.', orderToProductId: 'A line of the order.' },
  access: 'authenticated',
  purpose: 'change this order',
  summary: "Change the quantity of one of a cart order's lines",
  body: z.object({ quantity: quantitySchema }),
  response: orderViewSchema,
  errors: [400, 401, 403, 404, 409],
})

/** `POST /api/ecommerce/orders/{id}/check`. */
export const checkOrder = defineRoute({
  ...shop,
  method: 'POST',
  path: `${ORDERS}/{id}/check`,
  params: order,
  access: 'authenticated',
  purpose: 'check this order',
  summary: "Ask the provider about an order's unpaid invoices and settle them",
  description: 'What the buyer’s return from the payment page does; safe to call any number of times.',
  body: checkOrderSchema,
  response: orderViewSchema,
  errors: [400, 401, 403, 404],
})

/** `GET /api/ecommerce/orders-to-products/{id}/total`. */
export const orderLineTotal = defineRoute({
  ...shop,
  method: 'GET',
  path: '/api/ecommerce/orders-to-products/{id}/total',
  params: { id: 'The order line.' },
  access: 'authenticated',
  purpose: 'see this order',
  summary: "An order line's totals per currency",
  query: lineTotalQuerySchema,
  response: z.array(currencyTotalSchema),
  errors: [400, 401, 403, 404],
})
