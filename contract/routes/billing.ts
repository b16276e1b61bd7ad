/**
 * The billing module's hand-written routes under `/api/billing`: the offered providers, one webhook
 * endpoint per provider (raw bytes, since every provider signs the exact bytes it sent), the buyer's
 * return from a payment page (a redirect), and the dummy provider's payment page (HTML, and the form
 * it posts). All public: a provider or a buyer's browser calls them, and each proves itself (a
 * signature, a signed link). Handlers: runtime/modules/billing/routes/.
 */
import { z } from 'zod'
import { defineRoute, type RouteContract } from '../define-route.ts'
import { PAYMENT_PROVIDERS, type PaymentProviderName } from './billing/payment-provider-name.ts'

const BILLING = '/api/billing'
const billing = { tag: 'billing', access: 'public', invalidInput: 'first-issue' } as const
const invoice = { invoiceId: 'The invoice.' }

/** `GET /api/billing/providers`. */
export const paymentProviders = defineRoute({
  ...billing,
  method: 'GET',
  path: `${BILLING}/providers`,
  purpose: 'see payment providers',
  summary: 'The payment providers this server offers',
  response: z.array(z.object({ name: z.enum(PAYMENT_PROVIDERS) })),
  errors: [],
})

/** `POST /api/billing/webhooks/<provider>`: the provider's events, its signature checked on the raw bytes. */
function webhook<const Name extends PaymentProviderName>(name: Name) {
  return defineRoute({
    ...billing,
    method: 'POST',
    path: `${BILLING}/webhooks/${name}`,
    purpose: 'deliver payment events',
    rateLimit: 600,
    summary: `Events from ${name}`,
    description:
      'Verified against the provider’s signature on the raw body; each event is applied once. 404 when the provider is not configured.',
    consumes: 'raw',
    response: z.object({ received: z.boolean() }),
    errors: [400, 404, 429],
  })
}

export const dummyWebhook = webhook('dummy')
export const stripeWebhook = webhook('stripe')
export const zeroXProcessingWebhook = webhook('0xprocessing')
export const payselectionWebhook = webhook('payselection')
export const payselectionInternationalWebhook = webhook('payselection-international')
export const cloudpaymentsWebhook = webhook('cloudpayments')
export const tiptoppayWebhook = webhook('tiptoppay')

/** Each provider's webhook route; the type check asks for one per provider the invoice schema names. */
export const PAYMENT_WEBHOOKS: { readonly [Name in PaymentProviderName]: RouteContract } = {
  dummy: dummyWebhook,
  stripe: stripeWebhook,
  '0xprocessing': zeroXProcessingWebhook,
  payselection: payselectionWebhook,
  'payselection-international': payselectionInternationalWebhook,
  cloudpayments: cloudpaymentsWebhook,
  tiptoppay: tiptoppayWebhook,
}

const languageSchema = z.string().optional().describe('The site language the buyer checked out in (`en`); the order list opens in it.')

/** `GET /api/billing/invoices/{invoiceId}/return`. */
export const invoiceReturn = defineRoute({
  ...billing,
  method: 'GET',
  path: `${BILLING}/invoices/{invoiceId}/return`,
  params: invoice,
  purpose: 'return from a payment',
  rateLimit: 120,
  summary: 'Where a payment page sends the buyer back',
  description:
    'Asks the provider whether the invoice was paid, settles it, and redirects (303) to the order list. The provider may add parameters of its own (a signed confirmation), which the check reads.',
  query: z.looseObject({ lang: languageSchema }),
  produces: 'redirect',
  response: z.string().describe('The order list, showing how the payment stands.'),
  errors: [400, 404, 429],
})

/** `GET /api/billing/dummy/invoices/{invoiceId}`. */
export const dummyPaymentPage = defineRoute({
  ...billing,
  method: 'GET',
  path: `${BILLING}/dummy/invoices/{invoiceId}`,
  params: invoice,
  purpose: 'pay',
  summary: 'The dummy payment page (HTML)',
  description: 'The built-in test provider’s page: the amount, and Pay or Fail payment. 404 when the dummy provider is not enabled.',
  query: z.object({
    token: z.string().optional().describe('The signature of the payment link the checkout made.'),
    lang: languageSchema,
  }),
  produces: 'html',
  response: z.string().describe('The payment page.'),
  errors: [400, 403, 404],
})

/** `POST /api/billing/dummy/invoices/{invoiceId}`. */
export const dummyPayment = defineRoute({
  ...billing,
  method: 'POST',
  path: `${BILLING}/dummy/invoices/{invoiceId}`,
  params: invoice,
  purpose: 'pay',
  rateLimit: 60,
  summary: 'Pay or fail on the dummy payment page',
  description: 'The page’s form post; redirects (303) to the return URL with a signed confirmation.',
  consumes: 'form',
  body: z.object({
    token: z.string().optional().describe('The signature of the payment link, from the page.'),
    outcome: z.enum(['paid', 'failed'], { error: 'outcome must be paid or failed' }),
    lang: languageSchema,
  }),
  produces: 'redirect',
  response: z.string().describe('The return URL, with the outcome and its signature.'),
  errors: [400, 403, 404, 415, 429],
})
