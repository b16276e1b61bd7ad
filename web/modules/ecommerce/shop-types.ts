/**
 * The shop's data as the API answers it: the contract's answers (contract/routes/ecommerce.ts),
 * named for the screens, and billing's currencies, whose route is not in the contract yet.
 */
import type { RouteResponse } from '#contract/define-route.ts'
import type * as routes from '#contract/routes/ecommerce.ts'

/** An order with its lines, totals and invoices. */
export type OrderView = RouteResponse<typeof routes.addToCart>

/** An invoice as an order shows it. */
export type InvoiceView = OrderView['invoices'][number]

/** A total in one currency. */
export type CurrencyTotal = RouteResponse<typeof routes.cartTotal>[number]

/** A checkout's answer: the browser goes to `billingModule.invoices[0].paymentUrl`. */
export type CheckoutAnswer = RouteResponse<typeof routes.checkoutCart>

/** A billing currency (`GET /api/billing/currencies`). */
export interface Currency {
  readonly id: string
  readonly slug: string
  readonly symbol: string | null
  readonly title: Readonly<Record<string, string>>
  readonly isDefault: boolean
}
