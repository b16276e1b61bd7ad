/**
 * The providers' APIs as msw answers them, and their webhooks as they sign them, each written from
 * the provider's documentation (not from our adapters), so a test fails when an adapter drifts.
 */
import { createHash, createHmac } from 'node:crypto'
import { HttpResponse, http } from 'msw'
import Stripe from 'stripe'
import { STRIPE_ENV, stripeMock } from '../../ecommerce/support/stripe-mock.ts'
import { TEST_PUBLIC_URL } from '../../ecommerce/support/shop-test-app.ts'

/** Every provider configured, with test keys. */
export const PROVIDER_ENV = {
  ...STRIPE_ENV,
  OXPROCESSING_MERCHANT_ID: 'merchant-42',
  OXPROCESSING_WEBHOOK_PASSWORD: 'ox-webhook-password',
  PAYSELECTION_SITE_ID: '21044',
  PAYSELECTION_SECRET_KEY: 'payselection-site-secret',
  PAYSELECTION_INTERNATIONAL_SITE_ID: '31044',
  PAYSELECTION_INTERNATIONAL_SECRET_KEY: 'payselection-international-secret',
  CLOUDPAYMENTS_PUBLIC_ID: 'pk_cloudpayments',
  CLOUDPAYMENTS_API_SECRET: 'cloudpayments-api-secret',
  TIPTOPPAY_PUBLIC_ID: 'pk_tiptoppay',
  TIPTOPPAY_API_SECRET: 'tiptoppay-api-secret',
} as const

/** A request a provider's API received. */
export interface ProviderRequest {
  readonly provider: string
  readonly headers: Headers
  readonly body: string
}

/** A webhook as a provider would send it. */
export interface SignedWebhook {
  readonly headers: Record<string, string>
  readonly body: string
}

/** What the mocks hold: received requests and each payment's status at the provider. */
export interface ProviderState {
  readonly requests: ProviderRequest[]
  /** Payment status by our invoice id, as status calls report it. */
  readonly statusByInvoice: Map<string, 'paid' | 'failed' | 'pending'>
  /** What each payment was created for (amount and currency as sent), by our invoice id; status calls report it once paid. */
  readonly chargeByInvoice: Map<string, { Amount: string; Currency: string }>
  /** The provider ids of the invoices cancelled through the API (CloudPayments and TipTopPay). */
  readonly canceled: string[]
}

const hmac = (key: string, data: string, encoding: 'hex' | 'base64') => createHmac('sha256', key).update(data).digest(encoding)

/** msw handlers for every provider, recording into the returned state. */
export function providerMocks() {
  const stripe = stripeMock()
  const state: ProviderState = { requests: [], statusByInvoice: new Map(), chargeByInvoice: new Map(), canceled: [] }
  const record = async (provider: string, request: Request) => {
    const body = await request.text()
    state.requests.push({ provider, headers: request.headers, body })
    return body
  }
  const cloud = (provider: 'cloudpayments' | 'tiptoppay', host: string, publicId: string, secret: string) => [
    http.post(`${host}/orders/create`, async ({ request }) => {
      const body = JSON.parse(await record(provider, request)) as { InvoiceId: string; Amount: number; Currency: string }
      if (request.headers.get('authorization') !== `Basic ${Buffer.from(`${publicId}:${secret}`).toString('base64')}`) {
        return HttpResponse.json({ Success: false, Message: 'Unauthorized' }, { status: 401 })
      }
      state.chargeByInvoice.set(body.InvoiceId, { Amount: String(body.Amount), Currency: body.Currency })
      return HttpResponse.json({
        Success: true,
        Model: { Id: `cp-${body.InvoiceId.slice(0, 8)}`, Url: `https://orders.${provider}.test/d/${body.InvoiceId}` },
      })
    }),
    http.post(`${host}/v2/payments/find`, async ({ request }) => {
      const body = JSON.parse(await record(provider, request)) as { InvoiceId: string }
      const status = state.statusByInvoice.get(body.InvoiceId)
      if (status === undefined) return HttpResponse.json({ Success: false, Message: 'Not found' })
      return HttpResponse.json({
        Success: true,
        Model: {
          InvoiceId: body.InvoiceId,
          ...state.chargeByInvoice.get(body.InvoiceId),
          Status: status === 'paid' ? 'Completed' : status === 'failed' ? 'Declined' : 'AwaitingAuthentication',
        },
      })
    }),
    http.post(`${host}/orders/cancel`, async ({ request }) => {
      const body = JSON.parse(await record(provider, request)) as { Id: string }
      state.canceled.push(body.Id)
      return HttpResponse.json({ Success: true, Message: null })
    }),
  ]
  const handlers = [
    ...stripe.handlers,
    ...cloud('cloudpayments', 'https://api.cloudpayments.ru', PROVIDER_ENV.CLOUDPAYMENTS_PUBLIC_ID, PROVIDER_ENV.CLOUDPAYMENTS_API_SECRET),
    ...cloud('tiptoppay', 'https://api.tiptoppay.kz', PROVIDER_ENV.TIPTOPPAY_PUBLIC_ID, PROVIDER_ENV.TIPTOPPAY_API_SECRET),
    http.post('https://webform.payselection.com/webpayments/create', async ({ request }) => {
      const body = await record(
        request.headers.get('x-site-id') === PROVIDER_ENV.PAYSELECTION_SITE_ID ? 'payselection' : 'payselection-international',
        request,
      )
      const siteId = request.headers.get('x-site-id') ?? ''
      const secret =
        siteId === PROVIDER_ENV.PAYSELECTION_SITE_ID
          ? PROVIDER_ENV.PAYSELECTION_SECRET_KEY
          : PROVIDER_ENV.PAYSELECTION_INTERNATIONAL_SECRET_KEY
      const expected = hmac(secret, `POST\n/webpayments/create\n${siteId}\n${request.headers.get('x-request-id')}\n${body}`, 'hex')
      if (request.headers.get('x-request-signature') !== expected) return HttpResponse.json({ Code: 'InvalidSignature' }, { status: 401 })
      const payment = (JSON.parse(body) as { PaymentRequest: { OrderId: string; Amount: string; Currency: string } }).PaymentRequest
      const orderId = payment.OrderId
      state.chargeByInvoice.set(orderId, { Amount: payment.Amount, Currency: payment.Currency })
      return HttpResponse.json(`https://webform.payselection.com/pay/${orderId}`)
    }),
    http.get('https://gw.payselection.com/orders/:orderId', ({ params, request }) => {
      state.requests.push({ provider: 'payselection-status', headers: request.headers, body: '' })
      const status = state.statusByInvoice.get(String(params.orderId))
      return HttpResponse.json([
        {
          TransactionState: status === 'paid' ? 'success' : status === 'failed' ? 'declined' : 'wait_for_3ds',
          OrderId: params.orderId,
          ...state.chargeByInvoice.get(String(params.orderId)),
        },
      ])
    }),
    http.post('https://app.0xprocessing.com/Payment', async ({ request }) => {
      const form = new URLSearchParams(await record('0xprocessing', request))
      return HttpResponse.json({ redirectUrl: `https://app.0xprocessing.com/pay/${form.get('BillingID')}` })
    }),
  ]
  return { handlers, state, stripe }
}

/** What a test needs of one provider. */
export interface ProviderCase {
  readonly name: string
  /** The currency the provider takes (0xProcessing: USD only). */
  readonly currency: 'rub' | 'usd'
  /** Whether it can be asked about a payment when the buyer returns. */
  readonly hasStatusCall: boolean
  /** The idempotency key its create call carried, from the recorded request. */
  idempotencyKeyOf(request: ProviderRequest): string | null
  /**
   * A webhook saying the invoice was paid (or failed), signed as the provider signs; `paid` says
   * another amount (major units, as decimal text) or currency was paid than the invoice's.
   */
  webhook(
    invoice: { id: string; providerId: string; amount: string },
    outcome: 'paid' | 'failed',
    eventNumber: number,
    paid?: PaidOverride,
  ): SignedWebhook
  /** The webhook with its signature left out. */
  unsigned?(webhook: SignedWebhook): SignedWebhook
  /** Marks a payment paid at the provider (for the return check). */
  markPaid(state: ProviderState, stripe: ReturnType<typeof stripeMock>, invoice: { id: string; providerId: string }): void
}

/** What a webhook says was paid, when not the invoice's own amount and currency. */
export interface PaidOverride {
  readonly amount?: string
  readonly currency?: string
}

const webhookUrl = (provider: string) => `${TEST_PUBLIC_URL}/api/billing/webhooks/${provider}`

function cloudCase(name: 'cloudpayments' | 'tiptoppay', secret: string): ProviderCase {
  return {
    name,
    currency: 'rub',
    hasStatusCall: true,
    idempotencyKeyOf: (request) => request.headers.get('x-request-id'),
    webhook(invoice, outcome, eventNumber, paid) {
      const fields = new URLSearchParams({
        TransactionId: String(1000 + eventNumber),
        Amount: paid?.amount ?? invoice.amount,
        Currency: paid?.currency ?? 'RUB',
        InvoiceId: invoice.id,
        OperationType: 'Payment',
        Status: outcome === 'paid' ? 'Completed' : 'Declined',
        ...(outcome === 'failed' ? { Reason: 'InsufficientFunds', ReasonCode: '5051' } : {}),
      })
      const body = fields.toString()
      return { headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-hmac': hmac(secret, body, 'base64') }, body }
    },
    markPaid: (state, _stripe, invoice) => void state.statusByInvoice.set(invoice.id, 'paid'),
  }
}

function payselectionCase(name: 'payselection' | 'payselection-international', siteId: string, secret: string): ProviderCase {
  return {
    name,
    currency: 'rub',
    hasStatusCall: true,
    idempotencyKeyOf: (request) => request.headers.get('x-request-id'),
    webhook(invoice, outcome, eventNumber, paid) {
      const body = JSON.stringify({
        Event: outcome === 'paid' ? 'Payment' : 'Fail',
        TransactionId: `PS0000000${eventNumber}`,
        OrderId: invoice.id,
        Amount: paid?.amount ?? invoice.amount,
        Currency: paid?.currency ?? 'RUB',
      })
      const signature = hmac(secret, `POST\n${webhookUrl(name)}\n${siteId}\n${body}`, 'hex')
      return { headers: { 'content-type': 'application/json', 'x-site-id': siteId, 'x-webhook-signature': signature }, body }
    },
    markPaid: (state, _stripe, invoice) => void state.statusByInvoice.set(invoice.id, 'paid'),
  }
}

/** Every provider but the dummy one. */
export const PROVIDER_CASES: readonly ProviderCase[] = [
  {
    name: 'stripe',
    currency: 'usd',
    hasStatusCall: true,
    idempotencyKeyOf: (request) => request.headers.get('idempotency-key'),
    webhook(invoice, outcome, eventNumber, paid) {
      // A session's total is in minor units (cents for the USD the tests use).
      const total = Math.round(Number(paid?.amount ?? invoice.amount) * 100)
      const session = {
        id: invoice.providerId,
        object: 'checkout.session',
        payment_status: outcome === 'paid' ? 'paid' : 'unpaid',
        amount_total: total,
        currency: (paid?.currency ?? 'usd').toLowerCase(),
        metadata: { invoiceId: invoice.id },
        client_reference_id: invoice.id,
      }
      const body = JSON.stringify({
        id: `evt_test_${eventNumber}`,
        object: 'event',
        type: outcome === 'paid' ? 'checkout.session.completed' : 'checkout.session.expired',
        data: { object: session },
      })
      const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: PROVIDER_ENV.STRIPE_WEBHOOK_SECRET })
      return { headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body }
    },
    markPaid: (_state, stripe, invoice) => {
      const session = stripe.sessions.get(invoice.providerId)!
      session.payment_status = 'paid'
      session.status = 'complete'
    },
  },
  cloudCase('cloudpayments', PROVIDER_ENV.CLOUDPAYMENTS_API_SECRET),
  cloudCase('tiptoppay', PROVIDER_ENV.TIPTOPPAY_API_SECRET),
  payselectionCase('payselection', PROVIDER_ENV.PAYSELECTION_SITE_ID, PROVIDER_ENV.PAYSELECTION_SECRET_KEY),
  payselectionCase(
    'payselection-international',
    PROVIDER_ENV.PAYSELECTION_INTERNATIONAL_SITE_ID,
    PROVIDER_ENV.PAYSELECTION_INTERNATIONAL_SECRET_KEY,
  ),
  {
    name: '0xprocessing',
    currency: 'usd',
    hasStatusCall: false,
    idempotencyKeyOf: (request) => new URLSearchParams(request.body).get('BillingID'),
    webhook(invoice, outcome, eventNumber, paid) {
      // The form is priced in USD; the coin paid in is `Currency`, its dollar value `AmountUSD`.
      const fields = {
        PaymentId: 5000 + eventNumber,
        MerchantId: PROVIDER_ENV.OXPROCESSING_MERCHANT_ID,
        Email: 'buyer@example.com',
        Currency: paid?.currency ?? 'USDT (TRC20)',
      }
      const signature = createHash('md5')
        .update(`${fields.PaymentId}:${fields.MerchantId}:${fields.Email}:${fields.Currency}:${PROVIDER_ENV.OXPROCESSING_WEBHOOK_PASSWORD}`)
        .digest('hex')
      const body = JSON.stringify({
        ...fields,
        Amount: 1,
        AmountUSD: Number(paid?.amount ?? invoice.amount),
        Status: outcome === 'paid' ? 'Success' : 'Canceled',
        BillingID: invoice.id,
        Signature: signature,
        Test: false,
      })
      return { headers: { 'content-type': 'application/json' }, body }
    },
    // The signature travels in the body here.
    unsigned: (webhook) => ({ headers: webhook.headers, body: JSON.stringify({ ...JSON.parse(webhook.body), Signature: undefined }) }),
    markPaid: () => undefined,
  },
]

/** A webhook with its signature broken (one character changed, or the body changed after signing). */
export function tampered(webhook: SignedWebhook): SignedWebhook {
  return {
    headers: webhook.headers,
    body: webhook.body.replace(/"?(\d)(\d)/, (match) => match.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10))),
  }
}
