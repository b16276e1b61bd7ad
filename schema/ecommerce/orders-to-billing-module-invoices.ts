import { relation } from '#dsl'
import billingInvoices from '../billing/invoices.ts'
import orders from './orders.ts'

/** The invoices an order was checked out with; a retried checkout reuses the open one. */
export default relation('ecommerce', 'orders-to-billing-module-invoices', {
  from: orders,
  to: billingInvoices,
  uniquePair: true,
  variants: ['default'],
})
