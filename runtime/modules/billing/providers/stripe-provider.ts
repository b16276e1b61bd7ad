/**
 * Stripe through its SDK: a Checkout Session per invoice (sent with an idempotency key), webhooks
 * verified by the SDK on the raw body (`Stripe-Signature`, HMAC with the endpoint secret and a
 * timestamp tolerance), and the session read back when the buyer returns. A replaced invoice's
 * session is expired, so its page can no longer take a payment.
 */
import Stripe from 'stripe'
import type { StripeConfig } from '../billing-config.ts'
import { formatMinorUnits, minorDigitsOf } from '../minor-units.ts'
import {
  type CreatedPayment,
  type InboundWebhook,
  type PaidAmount,
  type PaymentCheck,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentRequest,
  ProviderFailed,
  type ProviderInvoice,
  WebhookRejected,
} from '../payment-provider.ts'
import { headerOf } from '../signatures.ts'

const INTERVALS = new Set(['day', 'week', 'month', 'year'])

/** The Stripe provider for `config`. */
export function stripeProvider(config: StripeConfig): PaymentProvider {
  // The fetch client keeps every provider on one HTTP stack (and lets tests intercept it with msw).
  const stripe = new Stripe(config.secretKey, { httpClient: Stripe.createFetchHttpClient(), maxNetworkRetries: 2, timeout: 15_000 })
  return {
    name: 'stripe',
    async createPayment(request: PaymentRequest): Promise<CreatedPayment> {
      const interval = request.recurring?.interval
      if (interval !== undefined && !INTERVALS.has(interval)) throw new ProviderFailed(`Stripe cannot bill every "${interval}"`)
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: interval === undefined ? 'payment' : 'subscription',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency.code.toLowerCase(),
                  unit_amount: request.amountMinor,
                  product_data: { name: request.description },
                  ...(interval === undefined ? {} : { recurring: { interval: interval as Stripe.Price.Recurring.Interval } }),
                },
              },
            ],
            customer_email: request.email,
            client_reference_id: request.invoiceId,
            metadata: { invoiceId: request.invoiceId },
            success_url: request.returnUrl,
            cancel_url: request.returnUrl,
          },
          { idempotencyKey: request.idempotencyKey },
        )
        // Checked, not assumed: a proxy's error page can come back parsed as an empty session.
        if (typeof session.url !== 'string' || typeof session.id !== 'string')
          throw new ProviderFailed('Stripe answered without a Checkout Session URL')
        return { providerId: session.id, paymentUrl: session.url }
      } catch (error) {
        if (error instanceof ProviderFailed) throw error
        throw new ProviderFailed(`Stripe refused the Checkout Session: ${(error as Error).message}`)
      }
    },
    readEvent(webhook: InboundWebhook): PaymentEvent {
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(webhook.rawBody, headerOf(webhook.headers, 'stripe-signature') ?? '', config.webhookSecret)
      } catch (error) {
        throw new WebhookRejected(`The Stripe signature does not match: ${(error as Error).message}`)
      }
      if (!event.type.startsWith('checkout.session.')) return { eventId: event.id, type: event.type, outcome: 'ignored' }
      const session = event.data.object as Stripe.Checkout.Session
      const invoiceId = session.metadata?.invoiceId ?? session.client_reference_id ?? undefined
      const paid = paidAmountOf(session)
      return {
        eventId: event.id,
        type: event.type,
        outcome: outcomeOf(event.type, session),
        invoiceId,
        paymentId: session.id,
        ...(paid === undefined ? {} : { paid }),
      }
    },
    async paymentStatus(invoice: ProviderInvoice): Promise<PaymentCheck> {
      if (invoice.providerId === null) return { status: 'pending' }
      const session = await stripe.checkout.sessions.retrieve(invoice.providerId)
      if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
        const paid = paidAmountOf(session)
        return { status: 'paid', ...(paid === undefined ? {} : { paid }) }
      }
      return { status: session.status === 'expired' ? 'failed' : 'pending' }
    },
    async cancelPayment(invoice: ProviderInvoice): Promise<void> {
      if (invoice.providerId === null) return
      try {
        await stripe.checkout.sessions.expire(invoice.providerId)
      } catch (error) {
        throw new ProviderFailed(`Stripe did not expire the Checkout Session: ${(error as Error).message}`)
      }
    },
  }
}

// A session's total is in the currency's minor units.
function paidAmountOf(session: Stripe.Checkout.Session): PaidAmount | undefined {
  if (typeof session.amount_total !== 'number' || typeof session.currency !== 'string') return undefined
  return { amount: formatMinorUnits(session.amount_total, minorDigitsOf(session.currency)), currency: session.currency }
}

// A completed session may still wait for a delayed payment method; it is paid only when it says so.
function outcomeOf(type: string, session: Stripe.Checkout.Session): PaymentEvent['outcome'] {
  switch (type) {
    case 'checkout.session.completed':
      return session.payment_status === 'unpaid' ? 'ignored' : 'paid'
    case 'checkout.session.async_payment_succeeded':
      return 'paid'
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return 'failed'
    default:
      return 'ignored'
  }
}
