/**
 * The built-in test provider: its payment page (dummy-payment-routes.ts) lets the buyer pay or fail
 * without money. Everything it says is signed with a key derived from the server's secret, so no
 * one can mark an invoice paid by typing a URL: the page link, the confirmation on return and the
 * webhook (`x-dummy-signature`, an HMAC of the raw body) each carry their own signature. The page
 * takes payments for open invoices only, and says what it charged (amount and currency) in the
 * webhook and the signed return, as a real provider would.
 */
import { createHmac } from 'node:crypto'
import {
  type CreatedPayment,
  type InboundWebhook,
  type PaymentEvent,
  type PaymentProvider,
  type PaidAmount,
  type PaymentCheck,
  type PaymentRequest,
  type ProviderInvoice,
  WebhookRejected,
} from '../payment-provider.ts'
import { headerOf, hmacSha256, signaturesMatch } from '../signatures.ts'

/** The header a dummy webhook's signature travels in. */
export const DUMMY_SIGNATURE_HEADER = 'x-dummy-signature'

/** Signs and checks the dummy provider's messages. */
export interface DummySigner {
  sign(message: string): string
}

/** A signer whose key is derived from `secret` for this purpose only. */
export function createDummySigner(secret: Uint8Array): DummySigner {
  const key = createHmac('sha256', secret).update('tessera billing dummy provider').digest()
  return { sign: (message) => hmacSha256(key, message, 'hex') }
}

/** What the payment page's link signs. */
export function dummyPageMessage(invoiceId: string): string {
  return `page:${invoiceId}`
}

/** What the return confirmation signs: the outcome and, for a payment, what was charged. */
export function dummyReturnMessage(invoiceId: string, outcome: string, paid?: PaidAmount): string {
  return `return:${invoiceId}:${outcome}${paid === undefined ? '' : `:${paid.amount}:${paid.currency}`}`
}

/** The dummy provider over `signer`, its page served from `publicUrl`. */
export function dummyProvider(signer: DummySigner, publicUrl: string): PaymentProvider {
  return {
    name: 'dummy',
    async createPayment(request: PaymentRequest): Promise<CreatedPayment> {
      const query = new URLSearchParams({ token: signer.sign(dummyPageMessage(request.invoiceId)) })
      // The page sends the buyer back to the return URL with the language the checkout asked for.
      const language = new URL(request.returnUrl).searchParams.get('lang')
      if (language !== null) query.set('lang', language)
      return {
        providerId: `dummy_${request.invoiceId}`,
        paymentUrl: `${publicUrl}/api/billing/dummy/invoices/${request.invoiceId}?${query}`,
      }
    },
    readEvent(webhook: InboundWebhook): PaymentEvent {
      if (!signaturesMatch(headerOf(webhook.headers, DUMMY_SIGNATURE_HEADER), signer.sign(webhook.rawBody.toString('utf8')))) {
        throw new WebhookRejected('The dummy webhook signature does not match')
      }
      const body = parseJson(webhook.rawBody)
      const type = String(body.type ?? '')
      const invoiceId = String(body.invoiceId ?? '')
      const paid =
        typeof body.amount === 'string' && typeof body.currency === 'string' ? { amount: body.amount, currency: body.currency } : undefined
      return {
        eventId: String(body.id ?? ''),
        type,
        outcome: type === 'payment.succeeded' ? 'paid' : type === 'payment.failed' ? 'failed' : 'ignored',
        invoiceId,
        paymentId: `dummy_${invoiceId}`,
        ...(paid === undefined ? {} : { paid }),
      }
    },
    async paymentStatus(invoice: ProviderInvoice, query: Readonly<Record<string, string>>): Promise<PaymentCheck> {
      const outcome = query.outcome
      if (outcome === 'failed')
        return { status: signaturesMatch(query.signature, signer.sign(dummyReturnMessage(invoice.id, outcome))) ? 'failed' : 'pending' }
      if (outcome !== 'paid' || query.amount === undefined || query.currency === undefined) return { status: 'pending' }
      const paid = { amount: query.amount, currency: query.currency }
      return signaturesMatch(query.signature, signer.sign(dummyReturnMessage(invoice.id, outcome, paid)))
        ? { status: 'paid', paid }
        : { status: 'pending' }
    },
  }
}

function parseJson(raw: Buffer): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(raw.toString('utf8'))
    if (typeof value === 'object' && value !== null) return value as Record<string, unknown>
  } catch {
    // Reported below.
  }
  throw new WebhookRejected('The webhook body is not a JSON object')
}
