/**
 * CloudPayments and TipTopPay (the same API on different hosts): an invoice link from
 * `POST /orders/create` (HTTP Basic with the public id and API secret, `X-Request-ID` as the
 * idempotency key), notifications (Pay, Fail) verified by `Content-HMAC`, the base64 HMAC-SHA256 of
 * the raw body with the API secret, and `POST /v2/payments/find` by invoice id on return.
 * Notifications are answered `{"code":0}`. The paid `Amount` and `Currency` of a notification are
 * what fulfilment compares with the invoice: the public widget lets the payer set the amount. A
 * replaced invoice is cancelled with `POST /orders/cancel`.
 */
import type { CloudPaymentsConfig } from '../billing-config.ts'
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

/** A CloudPayments-compatible provider named `name`. */
export function cloudPaymentsProvider(
  name: Extract<PaymentProviderName, 'cloudpayments' | 'tiptoppay'>,
  config: CloudPaymentsConfig,
): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${config.publicId}:${config.apiSecret}`).toString('base64')}`
  const call = (path: string, body: unknown, requestId?: string) =>
    providerRequest(name, `${config.apiUrl}${path}`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json', ...(requestId === undefined ? {} : { 'x-request-id': requestId }) },
      body: JSON.stringify(body),
    })
  return {
    name,
    webhookAnswer: { code: 0 },
    async createPayment(request: PaymentRequest): Promise<CreatedPayment> {
      const answer = await call(
        '/orders/create',
        {
          Amount: Number(formatMinorUnits(request.amountMinor, request.currency.digits)),
          Currency: request.currency.code,
          Description: request.description,
          Email: request.email,
          RequireConfirmation: false,
          InvoiceId: request.invoiceId,
          AccountId: request.subjectId,
          SuccessRedirectUrl: request.returnUrl,
          FailRedirectUrl: request.returnUrl,
        },
        request.idempotencyKey,
      )
      const model = answer as { Success?: boolean; Model?: unknown; Message?: string } | undefined
      const url = stringField(model?.Model, 'Url')
      const id = stringField(model?.Model, 'Id') ?? stringField(model?.Model, 'Number')
      if (model?.Success !== true || url === undefined || id === undefined)
        throw new ProviderFailed(`${name} refused the invoice: ${model?.Message ?? 'no link in the answer'}`)
      return { providerId: id, paymentUrl: url }
    },
    readEvent(webhook: InboundWebhook): PaymentEvent {
      if (!signaturesMatch(headerOf(webhook.headers, 'content-hmac'), hmacSha256(config.apiSecret, webhook.rawBody, 'base64'))) {
        throw new WebhookRejected(`The ${name} Content-HMAC does not match`)
      }
      const fields = notificationFields(webhook)
      const transactionId = fields.TransactionId ?? ''
      const status = fields.Status ?? ''
      const failed = status === 'Declined' || (fields.ReasonCode !== undefined && fields.ReasonCode !== '0')
      const outcome =
        fields.OperationType !== undefined && fields.OperationType !== 'Payment'
          ? 'ignored'
          : failed
            ? 'failed'
            : status === 'Completed'
              ? 'paid'
              : 'ignored'
      const paid = paidAmountOf(fields.Amount, fields.Currency)
      return {
        eventId: `${transactionId}:${status}`,
        type: failed ? 'Fail' : 'Pay',
        outcome,
        invoiceId: fields.InvoiceId,
        paymentId: transactionId,
        ...(paid === undefined ? {} : { paid }),
      }
    },
    async paymentStatus(invoice: ProviderInvoice): Promise<PaymentCheck> {
      const answer = await call('/v2/payments/find', { InvoiceId: invoice.id })
      const model = (answer as { Model?: unknown } | undefined)?.Model
      const status = stringField(model, 'Status')
      if (status === 'Completed') {
        const paid = paidAmountOf(stringField(model, 'Amount'), stringField(model, 'Currency'))
        return { status: 'paid', ...(paid === undefined ? {} : { paid }) }
      }
      return { status: status === 'Declined' || status === 'Cancelled' ? 'failed' : 'pending' }
    },
    async cancelPayment(invoice: ProviderInvoice): Promise<void> {
      if (invoice.providerId === null) return
      const answer = (await call('/orders/cancel', { Id: invoice.providerId })) as { Success?: boolean; Message?: string } | undefined
      if (answer?.Success !== true) throw new ProviderFailed(`${name} did not cancel the invoice: ${answer?.Message ?? 'no answer'}`)
    },
  }
}

function paidAmountOf(amount: string | undefined, currency: string | undefined): PaidAmount | undefined {
  return amount === undefined || currency === undefined ? undefined : { amount, currency }
}

// Notifications come form-encoded by default, or as JSON when the merchant chose that format.
function notificationFields(webhook: InboundWebhook): Record<string, string | undefined> {
  const text = webhook.rawBody.toString('utf8')
  if ((headerOf(webhook.headers, 'content-type') ?? '').includes('json')) {
    try {
      const body = JSON.parse(text) as Record<string, unknown>
      return Object.fromEntries(
        Object.entries(body).map(([key, value]) => [key, value === null || value === undefined ? undefined : String(value)]),
      )
    } catch {
      throw new WebhookRejected('The notification body is not JSON')
    }
  }
  return Object.fromEntries(new URLSearchParams(text))
}
