/**
 * Payselection (and its international site, the same API with its own site id and key): a payment
 * page from `POST /webpayments/create`, signed with `X-REQUEST-SIGNATURE` = hex HMAC-SHA256 of
 * "METHOD\nPATH\nSITE-ID\nREQUEST-ID\nBODY" under the site's secret key (`X-REQUEST-ID` is also the
 * idempotency key); webhooks verified by `X-WEBHOOK-SIGNATURE` = hex HMAC-SHA256 of
 * "POST\nNOTIFICATION-URL\nSITE-ID\nBODY"; `GET /orders/{orderId}` on return. Both carry the paid
 * `Amount` and `Currency`, which fulfilment compares with the invoice. Its API has no call that
 * withdraws an unpaid payment page, so a replaced invoice stays payable there and is refused here.
 */
import { randomUUID } from 'node:crypto'
import type { PayselectionConfig } from '../billing-config.ts'
import { formatMinorUnits } from '../minor-units.ts'
import type { PaymentProviderName } from '#contract/routes/billing/payment-provider-name.ts'
import {
  type CreatedPayment,
  type InboundWebhook,
  type PaymentEvent,
  type PaymentProvider,
  type PaidAmount,
  type PaymentCheck,
  type PaymentRequest,
  ProviderFailed,
  type ProviderInvoice,
  WebhookRejected,
} from '../payment-provider.ts'
import { headerOf, hmacSha256, signaturesMatch } from '../signatures.ts'
import { providerRequest, stringField } from './provider-http.ts'

/** The request signature of Payselection's API. */
export function payselectionRequestSignature(
  secretKey: string,
  method: string,
  path: string,
  siteId: string,
  requestId: string,
  body: string,
): string {
  return hmacSha256(secretKey, [method, path, siteId, requestId, body].join('\n'), 'hex')
}

/** The webhook signature Payselection sends. */
export function payselectionWebhookSignature(secretKey: string, notificationUrl: string, siteId: string, body: string): string {
  return hmacSha256(secretKey, ['POST', notificationUrl, siteId, body].join('\n'), 'hex')
}

function paidOf(fields: unknown): { paid?: PaidAmount } {
  const amount = stringField(fields, 'Amount')
  const currency = stringField(fields, 'Currency')
  return amount === undefined || currency === undefined ? {} : { paid: { amount, currency } }
}

/** A Payselection provider named `name`. */
export function payselectionProvider(
  name: Extract<PaymentProviderName, 'payselection' | 'payselection-international'>,
  config: PayselectionConfig,
): PaymentProvider {
  const signedHeaders = (method: string, path: string, requestId: string, body: string) => ({
    'content-type': 'application/json',
    'x-site-id': config.siteId,
    'x-request-id': requestId,
    'x-request-signature': payselectionRequestSignature(config.secretKey, method, path, config.siteId, requestId, body),
  })
  return {
    name,
    async createPayment(request: PaymentRequest): Promise<CreatedPayment> {
      const path = '/webpayments/create'
      const body = JSON.stringify({
        MetaData: { PaymentType: 'Pay' },
        PaymentRequest: {
          OrderId: request.invoiceId,
          Amount: formatMinorUnits(request.amountMinor, request.currency.digits),
          Currency: request.currency.code,
          Description: request.description,
          ExtraData: { ReturnUrl: request.returnUrl, WebhookUrl: request.webhookUrl },
        },
        CustomerInfo: { Email: request.email },
      })
      const answer = await providerRequest(name, `${config.webformUrl}${path}`, {
        method: 'POST',
        headers: signedHeaders('POST', path, request.idempotencyKey, body),
        body,
      })
      const url = typeof answer === 'string' ? answer : (stringField(answer, 'Url') ?? stringField(answer, 'url'))
      if (url === undefined || !/^https:\/\//.test(url)) throw new ProviderFailed(`${name} answered without a payment link`)
      return { providerId: request.invoiceId, paymentUrl: url }
    },
    readEvent(webhook: InboundWebhook): PaymentEvent {
      const body = webhook.rawBody.toString('utf8')
      const expected = payselectionWebhookSignature(config.secretKey, webhook.url, config.siteId, body)
      if (
        headerOf(webhook.headers, 'x-site-id') !== config.siteId ||
        !signaturesMatch(headerOf(webhook.headers, 'x-webhook-signature'), expected)
      ) {
        throw new WebhookRejected(`The ${name} webhook signature does not match`)
      }
      let fields: Record<string, unknown>
      try {
        fields = JSON.parse(body) as Record<string, unknown>
      } catch {
        throw new WebhookRejected('The webhook body is not JSON')
      }
      const event = String(fields.Event ?? '')
      const transactionId = String(fields.TransactionId ?? '')
      return {
        eventId: `${transactionId}:${event}`,
        type: event,
        outcome: event === 'Payment' ? 'paid' : event === 'Fail' ? 'failed' : 'ignored',
        invoiceId: typeof fields.OrderId === 'string' ? fields.OrderId : undefined,
        paymentId: transactionId,
        ...paidOf(fields),
      }
    },
    async paymentStatus(invoice: ProviderInvoice): Promise<PaymentCheck> {
      const path = `/orders/${invoice.id}`
      const answer = await providerRequest(name, `${config.apiUrl}${path}`, {
        method: 'GET',
        headers: signedHeaders('GET', path, randomUUID(), ''),
      })
      const transactions = Array.isArray(answer) ? answer : [answer]
      const succeeded = transactions.find((transaction) => stringField(transaction, 'TransactionState') === 'success')
      if (succeeded !== undefined) return { status: 'paid', ...paidOf(succeeded) }
      const states = transactions.map((transaction) => stringField(transaction, 'TransactionState'))
      return { status: states.length > 0 && states.every((state) => state === 'declined') ? 'failed' : 'pending' }
    },
  }
}
