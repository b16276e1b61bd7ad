/**
 * The payment providers the product knows (SPEC §5, both readings): the values of the invoice
 * schema's `provider` (schema/billing/invoices.ts), taken from its generated row type.
 */
import type { BillingInvoices } from '#generated/validators/billing/invoices.gen.ts'

/** One provider's name. */
export type PaymentProviderName = BillingInvoices['provider']

// Each name once, in the order a checkout screen offers them; the type check refuses a name the
// schema lacks and a schema name left out.
const EACH_PROVIDER: { readonly [Name in PaymentProviderName]: Name } = {
  dummy: 'dummy',
  stripe: 'stripe',
  '0xprocessing': '0xprocessing',
  payselection: 'payselection',
  'payselection-international': 'payselection-international',
  cloudpayments: 'cloudpayments',
  tiptoppay: 'tiptoppay',
}

/** Every provider name, in the order a checkout screen offers them. */
export const PAYMENT_PROVIDERS: readonly PaymentProviderName[] = Object.values(EACH_PROVIDER)
