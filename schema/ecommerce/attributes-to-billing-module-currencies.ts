import { relation } from '#dsl'
import billingCurrencies from '../billing/currencies.ts'
import attributes from './attributes.ts'

/** The currency a price attribute is in. */
export default relation('ecommerce', 'attributes-to-billing-module-currencies', {
  from: attributes,
  to: billingCurrencies,
  variants: ['default'],
  access: { read: 'public' },
})
