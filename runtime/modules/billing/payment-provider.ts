/**
 * One interface for every payment provider (DESIGN "Shop and billing"): create a payment for an
 * invoice, verify and read a webhook from the raw body, and ask about a payment when the buyer
 * comes back. The checkout, the webhook route and the return route see only this.
 */
import type { PaymentProviderName } from '#contract/routes/billing/payment-provider-name.ts'

/** What a provider needs to take a payment for one invoice. */
export interface PaymentRequest {
  readonly invoiceId: string
  /** The amount in the currency's minor units, an integer. */
  readonly amountMinor: number
  /** The currency: its code (`RUB`) and how many minor digits it has. */
  readonly currency: { readonly code: string; readonly digits: number }
  readonly description: string
  readonly email: string
  readonly subjectId: string
  /** A subscription is billed every `interval` (`month`, `year`...). */
  readonly recurring?: { readonly interval: string }
  /** Where the buyer comes back to after paying (or giving up). */
  readonly returnUrl: string
  /** Where the provider posts its events. */
  readonly webhookUrl: string
  /** The same checkout retried sends the same key, so the provider makes one payment. */
  readonly idempotencyKey: string
}

/** The payment a provider made: its id and the page the buyer pays on. */
export interface CreatedPayment {
  readonly providerId: string
  readonly paymentUrl: string
}

/** A webhook as received: the exact bytes (signatures cover them), the headers and the public URL it was sent to. */
export interface InboundWebhook {
  readonly rawBody: Buffer
  readonly headers: Readonly<Record<string, string | string[] | undefined>>
  readonly url: string
}

/** What an event means for an invoice. */
export type PaymentOutcome = 'paid' | 'failed'

/**
 * The money a provider says was paid: the amount as decimal text in the currency's major units
 * (`"599.50"`) and the currency's code as the provider names it (`RUB`, `usd`). Fulfilment compares
 * it with the invoice in minor units (settle-invoice.ts); a payment without one is not fulfilled.
 */
export interface PaidAmount {
  readonly amount: string
  readonly currency: string
}

/** A verified provider event. */
export interface PaymentEvent {
  /** The provider's id of the event (or of the notification), for deduplication. */
  readonly eventId: string
  /** The provider's event type (`checkout.session.completed`, `Pay`...). */
  readonly type: string
  /** Paid, failed, or nothing to do (an event this product does not act on). */
  readonly outcome: PaymentOutcome | 'ignored'
  /** Our invoice id when the provider echoes it back. */
  readonly invoiceId?: string
  /** The provider's payment object id, for deduplication and to find the invoice. */
  readonly paymentId?: string
  /** What was paid, when the outcome is `paid` (and the provider says). */
  readonly paid?: PaidAmount
}

/** What the provider says about a payment now. */
export type PaymentStatus = PaymentOutcome | 'pending'

/** A payment's status with, once paid, what was paid. */
export interface PaymentCheck {
  readonly status: PaymentStatus
  readonly paid?: PaidAmount
}

/** An invoice as a provider sees it. */
export interface ProviderInvoice {
  readonly id: string
  readonly providerId: string | null
  readonly amountMinor: number
  /** The invoice's currency code (`RUB`). */
  readonly currency: string
}

/** A configured provider. */
export interface PaymentProvider {
  readonly name: PaymentProviderName
  createPayment(request: PaymentRequest): Promise<CreatedPayment>
  /** The event in a webhook; throws {@link WebhookRejected} when its signature does not match. */
  readEvent(webhook: InboundWebhook): PaymentEvent | Promise<PaymentEvent>
  /**
   * The payment's status when the buyer returns; `returnQuery` is what the provider appended to
   * the return URL (only a signed confirmation may be trusted from it).
   */
  paymentStatus(invoice: ProviderInvoice, returnQuery: Readonly<Record<string, string>>): Promise<PaymentCheck>
  /**
   * Makes the invoice's payment page unpayable, where the provider's API can (Stripe expires the
   * Checkout Session; CloudPayments and TipTopPay cancel the invoice). Providers without such a
   * call leave it out: a payment that still arrives is not fulfilled (settle-invoice.ts).
   */
  cancelPayment?(invoice: ProviderInvoice): Promise<void>
  /** The body a provider expects in answer to a webhook (CloudPayments wants `{"code":0}`). */
  readonly webhookAnswer?: unknown
}

/** A webhook that cannot be trusted: wrong or missing signature, unreadable body. */
export class WebhookRejected extends Error {
  override readonly name = 'WebhookRejected'
}

/** A provider's API failed or answered something unusable. */
export class ProviderFailed extends Error {
  override readonly name = 'ProviderFailed'
}
