/** What the shop routes answer, for `/api/openapi.json` (the handlers build these shapes in order-views.ts). */
import { z } from 'zod'
import { dailyCountSchema } from '../../dashboard-query.ts'

/** A total in one currency. */
export const currencyTotalSchema = z.object({
  billingModuleCurrencyId: z.uuid(),
  slug: z.string(),
  symbol: z.string().nullable(),
  total: z.string().describe('A decimal amount, exact (`"1299.00"`).'),
})

/** An invoice as an order shows it. */
export const invoiceViewSchema = z.object({
  id: z.uuid(),
  provider: z.string(),
  status: z.enum(['open', 'paid', 'failed', 'canceled', 'disputed']),
  amount: z.string(),
  currencyId: z.uuid(),
  paymentUrl: z.string().nullable().describe('Where the buyer pays; set while the invoice is open.'),
  createdAt: z.string(),
})

/** An order with its lines, totals and invoices. */
export const orderViewSchema = z.object({
  id: z.uuid(),
  status: z.enum(['new', 'paying', 'approving', 'packaging', 'delivering', 'delivered', 'canceled']),
  type: z.enum(['cart', 'history']),
  comment: z.string().nullable(),
  receipt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ordersToProducts: z.array(
    z.object({
      id: z.uuid(),
      productId: z.uuid(),
      storeId: z.uuid().nullable(),
      quantity: z.number().int(),
      product: z.object({
        id: z.uuid(),
        slug: z.string(),
        adminTitle: z.string(),
        title: z.record(z.string(), z.string()),
        type: z.enum(['one_off', 'subscription']),
        variant: z.string(),
      }),
    }),
  ),
  totals: z.array(currencyTotalSchema).describe('Only currencies every line has a price in.'),
  invoices: z.array(invoiceViewSchema),
})

/** A checkout's answer; the browser goes to `billingModule.invoices[0].paymentUrl`. */
export const checkoutResultSchema = z.object({
  ecommerceModule: z.object({ orders: z.array(orderViewSchema) }),
  billingModule: z.object({ invoices: z.array(invoiceViewSchema) }),
})

/** An item count. */
export const quantityResultSchema = z.object({ quantity: z.number().int() })

/** The price attribute each line is charged by in one currency. */
export const checkoutAttributesSchema = z.array(
  z.object({
    orderToProductId: z.uuid(),
    productId: z.uuid(),
    quantity: z.number().int(),
    attribute: z.object({ id: z.uuid(), number: z.string() }).nullable(),
  }),
)

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
