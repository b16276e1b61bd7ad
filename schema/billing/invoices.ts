import { entity, numeric, oneOf, reference, text } from '#dsl'
import currencies from './currencies.ts'

/** A payment request sent to a provider; paid through its payment URL, settled by a webhook. */
export default entity('billing', 'invoices', {
  className: false,
  fields: {
    provider: oneOf(
      ['stripe', '0xprocessing', 'payselection', 'payselection-international', 'cloudpayments', 'tiptoppay', 'dummy'],
      { required: true },
    ),
    providerId: text({ index: true, description: "The provider's id of the payment (session, invoice or order id)." }),
    paymentUrl: text(),
    amount: numeric({ required: true }),
    currencyId: reference(currencies, { required: true, onDelete: 'restrict' }),
    status: oneOf(['open', 'paid', 'failed', 'canceled'], { required: true, default: 'open', index: true }),
    email: text(),
  },
  variants: ['default'],
  admin: { columns: ['provider', 'status', 'amount', 'currencyId', 'email', 'createdAt'], label: 'id' },
})
