/** The payment providers the product knows (SPEC §5, both readings), as the invoice schema lists them. */

/** Every provider name, in the order a checkout screen offers them. */
export const PAYMENT_PROVIDERS = [
  'dummy',
  'stripe',
  '0xprocessing',
  'payselection',
  'payselection-international',
  'cloudpayments',
  'tiptoppay',
] as const

/** One provider's name. */
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number]
