/** The shop's data as the API answers it (runtime/modules/ecommerce/order-views.ts, shop-response-schemas.ts). */
import type { CurrencyTotal } from '#runtime/modules/ecommerce/order-totals.ts'
import type { InvoiceView, OrderView } from '#runtime/modules/ecommerce/order-views.ts'

export type { CurrencyTotal, InvoiceView, OrderView }

/** A billing currency (`GET /api/billing/currencies`). */
export interface Currency {
  readonly id: string
  readonly slug: string
  readonly symbol: string | null
  readonly title: Readonly<Record<string, string>>
  readonly isDefault: boolean
}

/** A checkout's answer: the browser goes to `billingModule.invoices[0].paymentUrl`. */
export interface CheckoutAnswer {
  readonly ecommerceModule: { readonly orders: readonly OrderView[] }
  readonly billingModule: { readonly invoices: readonly InvoiceView[] }
}
