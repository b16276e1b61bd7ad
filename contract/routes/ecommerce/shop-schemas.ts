/**
 * Request bodies of the shop routes (SPEC §5 "Checkout", "Order update", "Add to cart"). The
 * checkout body keeps the spec's nesting (`billingModule.currency.id`, `ecommerceModule.orders`),
 * and an order may be given as its id or as `{ id }`.
 */
import { z } from 'zod'
import { PAYMENT_PROVIDERS } from '../billing/payment-provider-name.ts'
import { emailSchema } from '../rbac/auth-schemas.ts'

/** SPEC §5: the answer to a provider that is not one of the list. */
export const INVALID_PROVIDER_MESSAGE = 'Invalid provider'

const uuid = (name: string) => z.uuid({ error: `${name} must be a UUID` }).transform((value) => value.toLowerCase())

/** A quantity: a positive whole number, small enough for any cart. */
export const quantitySchema = z.coerce
  .number({ error: 'quantity must be a number' })
  .int({ error: 'quantity must be a whole number' })
  .min(1, { error: 'quantity must be at least 1' })
  .max(10_000, { error: 'quantity must be at most 10000' })

/** SPEC §5: provider is one of the list, otherwise 'Invalid provider'. */
export const providerSchema = z.enum(PAYMENT_PROVIDERS, { error: INVALID_PROVIDER_MESSAGE })

/** Add to cart: `POST …/ecommerce-module/orders`. */
export const createCartOrderSchema = z.object({
  productId: z.string({ error: 'productId is required' }).pipe(uuid('productId')),
  quantity: quantitySchema.default(1),
  storeId: uuid('storeId').nullish(),
})

/** Order update: the new quantity of each of its lines. */
export const updateOrderSchema = z.object({
  ordersToProducts: z
    .array(z.object({ id: z.string({ error: 'id is required' }).pipe(uuid('id')), quantity: quantitySchema }), {
      error: 'ordersToProducts must be a list of { id, quantity }',
    })
    .min(1, { error: 'ordersToProducts must name at least one line' })
    .max(200),
})

const orderReference = z.union([
  z.string().pipe(uuid('order id')),
  z.object({ id: z.string({ error: 'id is required' }).pipe(uuid('order id')) }).transform((order) => order.id),
])

const currencyReference = z.object(
  {
    currency: z.object(
      { id: z.string({ error: 'currency id is required' }).pipe(uuid('currency id')) },
      { error: 'billingModule.currency.id is required' },
    ),
  },
  { error: 'billingModule.currency.id is required' },
)

/**
 * The site language the buyer checks out in (the page's): the way back from the payment page and
 * the receipt speak it. The server refuses one the site does not have.
 */
const checkoutLanguage = z
  .string({ error: 'language must be a language code' })
  .regex(/^[a-z]{2,3}$/, { error: 'language must be a language code, such as en' })
  .optional()

/** Checkout of one order (`POST …/orders/{orderId}/checkout`). */
export const checkoutOrderSchema = z.object({
  provider: providerSchema,
  email: emailSchema,
  billingModule: currencyReference,
  language: checkoutLanguage,
})

/** Checkout of the cart, or of some of its orders (`POST …/orders/checkout`). */
export const checkoutOrdersSchema = checkoutOrderSchema.extend({
  ecommerceModule: z.object(
    {
      orders: z
        .array(orderReference, { error: 'ecommerceModule.orders must be a list of order ids' })
        .min(1, { error: 'ecommerceModule.orders must name at least one order' })
        .max(100),
    },
    { error: 'ecommerceModule.orders is required' },
  ),
})

/** One-click checkout of a product (`POST …/products/{productId}/checkout`). */
export const checkoutProductSchema = z.object({
  provider: providerSchema,
  email: emailSchema,
  quantity: quantitySchema.default(1),
  comment: z.string().max(2_000).nullish(),
  storeId: uuid('storeId').nullish(),
  // SPEC names it `currency` here; `billingModule.currency.id` is accepted too, as the cart sends it.
  currency: z
    .union([z.string().pipe(uuid('currency')), z.object({ id: z.string().pipe(uuid('currency')) }).transform((value) => value.id)])
    .optional(),
  billingModule: currencyReference.optional(),
  language: checkoutLanguage,
})

/** The order-list query: the cart, the history, or both. */
export const orderListQuerySchema = z.object({
  type: z.enum(['cart', 'history'], { error: 'type must be cart or history' }).optional(),
})

/** The order-line total's query. */
export const lineTotalQuerySchema = z.object({
  billingModuleCurrencyId: uuid('billingModuleCurrencyId').optional(),
})

/** Order check: nothing needed; the provider is asked about the order's open invoices. */
export const checkOrderSchema = z.object({}).loose()

/** Clearing old orders: carts untouched for this many days go (default 30). */
export const clearOldOrdersSchema = z.object({
  olderThanDays: z.coerce.number().int().min(1).max(3650).default(30),
})
