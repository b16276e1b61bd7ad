/**
 * 0xProcessing (crypto): a fixed-amount payment form from `POST /Payment` (form-encoded, with
 * `ReturnUrl=true` so the answer is the form's link, and our invoice id as `BillingID`, which the
 * provider keeps unique, so a retry makes no second payment); webhooks signed with
 * MD5("PaymentId:MerchantId:Email:Currency:WebhookPassword"). The form is priced in USD, so only
 * USD invoices can use it; a webhook's `AmountUSD` is what fulfilment compares with the invoice. It
 * has no status call (the webhook settles its payments) and no call that withdraws a payment form,
 * so a replaced invoice stays payable there and is refused here.
 */
import { badRequest } from '#runtime/errors/http-error.ts'
import type { OxProcessingConfig } from '../billing-config.ts'
import { formatMinorUnits } from '../minor-units.ts'
import {
  type CreatedPayment,
  type InboundWebhook,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentCheck,
  type PaymentRequest,
  ProviderFailed,
  WebhookRejected,
} from '../payment-provider.ts'
import { md5Hex, signaturesMatch } from '../signatures.ts'
import { providerRequest, stringField } from './provider-http.ts'

/** The signature 0xProcessing puts in a webhook. */
export function oxProcessingSignature(
  fields: { PaymentId: string; MerchantId: string; Email: string; Currency: string },
  password: string,
): string {
  return md5Hex([fields.PaymentId, fields.MerchantId, fields.Email, fields.Currency, password].join(':'))
}

/** The 0xProcessing provider for `config`. */
export function oxProcessingProvider(config: OxProcessingConfig): PaymentProvider {
  return {
    name: '0xprocessing',
    async createPayment(request: PaymentRequest): Promise<CreatedPayment> {
      if (request.currency.code !== 'USD')
        throw badRequest('0xprocessing takes amounts in USD only; choose the USD price', [
          { path: 'billingModule.currency.id', message: 'must be USD for 0xprocessing' },
        ])
      const form = new URLSearchParams({
        AmountUSD: formatMinorUnits(request.amountMinor, request.currency.digits),
        Currency: config.coin,
        Email: request.email,
        ClientId: request.subjectId,
        MerchantId: config.merchantId,
        BillingID: request.invoiceId,
        ReturnUrl: 'true',
        SuccessUrl: request.returnUrl,
        CancelUrl: request.returnUrl,
        ...(config.test ? { Test: 'true' } : {}),
      })
      const answer = await providerRequest('0xprocessing', `${config.apiUrl}/Payment`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      })
      const url = stringField(answer, 'redirectUrl') ?? stringField(answer, 'RedirectUrl')
      if (url === undefined) throw new ProviderFailed('0xprocessing answered without a payment form link')
      return { providerId: request.invoiceId, paymentUrl: url }
    },
    readEvent(webhook: InboundWebhook): PaymentEvent {
      let fields: Record<string, unknown>
      try {
        fields = JSON.parse(webhook.rawBody.toString('utf8')) as Record<string, unknown>
      } catch {
        throw new WebhookRejected('The webhook body is not JSON')
      }
      const text = (key: string) => (fields[key] === undefined || fields[key] === null ? '' : String(fields[key]))
      const signed = { PaymentId: text('PaymentId'), MerchantId: text('MerchantId'), Email: text('Email'), Currency: text('Currency') }
      if (
        signed.MerchantId !== config.merchantId ||
        !signaturesMatch(text('Signature'), oxProcessingSignature(signed, config.webhookPassword))
      ) {
        throw new WebhookRejected('The 0xprocessing signature does not match')
      }
      const status = text('Status')
      // Test callbacks move no money; acting on them would hand out orders for free.
      const test = fields.Test === true || text('Test') === 'true'
      return {
        eventId: `${signed.PaymentId}:${status}`,
        type: status,
        outcome: test ? 'ignored' : status === 'Success' ? 'paid' : status === 'Canceled' ? 'failed' : 'ignored',
        invoiceId: text('BillingID') || undefined,
        paymentId: signed.PaymentId,
        ...(text('AmountUSD') === '' ? {} : { paid: { amount: text('AmountUSD'), currency: 'USD' } }),
      }
    },
    async paymentStatus(): Promise<PaymentCheck> {
      return { status: 'pending' }
    },
  }
}
