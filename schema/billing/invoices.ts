import { entity, numeric, oneOf, reference, text } from '#dsl'
import currencies from './currencies.ts'

/**
 * A payment request sent to a provider; paid through its payment URL, settled by a webhook. It is
 * bound to what it charges: `lines` fixes the orders' lines at checkout, `amount` and `currencyId`
 * the money. A payment that does not match them (or arrives for an invoice no longer open) is not
 * fulfilled: the invoice becomes `disputed`, with the reason and what the provider said was paid.
 * `language` is the site's language the buyer checked out in.
 */
export default entity('billing', 'invoices', {
  label: { ru: 'Счета', en: 'Invoices' },
  className: false,
  fields: {
    provider: oneOf(['stripe', '0xprocessing', 'payselection', 'payselection-international', 'cloudpayments', 'tiptoppay', 'dummy'], {
      required: true,
    }),
    providerId: text({ index: true, description: "The provider's id of the payment (session, invoice or order id)." }),
    paymentUrl: text(),
    amount: numeric({ required: true }),
    currencyId: reference(currencies, { required: true, onDelete: 'restrict' }),
    status: oneOf(['open', 'paid', 'failed', 'canceled', 'disputed'], { required: true, default: 'open', index: true }),
    email: text(),
    language: text({
      label: { ru: 'Язык', en: 'Language' },
      description: "The site language the buyer checked out in (ru, en): the order's receipt is made in it.",
    }),
    lines: text({
      multiline: true,
      description: 'The order lines this invoice charges for, fixed at checkout (JSON: order, product, store, quantity, unit price).',
    }),
    disputeReason: text({
      multiline: true,
      description: 'Why a payment for this invoice was not fulfilled: review it, then refund or fulfil by hand.',
    }),
    notifiedAmount: numeric({ description: 'The amount the provider said was paid, for a disputed payment.' }),
    notifiedCurrency: text({ description: 'The currency the provider said was paid in, for a disputed payment.' }),
  },
  variants: ['default'],
  admin: { columns: ['provider', 'status', 'amount', 'currencyId', 'email', 'disputeReason', 'createdAt'], label: 'id' },
})
