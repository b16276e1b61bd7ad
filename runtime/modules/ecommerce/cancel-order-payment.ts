/**
 * The buyer changes their mind about a payment in progress: the order's open invoice is cancelled
 * (here and, where the provider's API can, at the provider), and the orders it was for are `new`
 * again, so they can be changed or deleted and checked out anew. The provider is asked first
 * whether the payment went through meanwhile, so a paid order is fulfilled rather than reopened.
 */
import type { BillingContext } from '#runtime/modules/billing/billing-context.ts'
import { cancelAtProviders, loadWithdrawnInvoices } from '#runtime/modules/billing/cancel-at-providers.ts'
import { checkInvoice } from '#runtime/modules/billing/check-invoice.ts'
import { conflict } from '#runtime/errors/http-error.ts'
import { cancelOpenInvoices } from './checkout-orders.ts'
import { lockSubject } from './lock-subject.ts'
import { assertOrdersOwned } from './order-ownership.ts'
import { conflictMessages } from './shop-messages.ts'

/** Cancels the open invoice of the subject's order `orderId`; 409 when it has none. */
export async function cancelOrderPayment(context: BillingContext, subjectId: string, orderId: string): Promise<void> {
  await assertOrdersOwned(context.db, subjectId, [orderId])
  const open = await context.db
    .selectFrom('ecommerce_orders_to_billing_module_invoices as link')
    .innerJoin('billing_invoices as invoice', 'invoice.id', 'link.billing_module_invoice_id')
    .select('invoice.id')
    .where('link.order_id', '=', orderId)
    .where('invoice.status', '=', 'open')
    .execute()
  // A provider that cannot answer now leaves the invoice to be cancelled; a late payment is then
  // recorded for review rather than lost.
  for (const invoice of open) await checkInvoice(context, invoice.id).catch(() => undefined)
  const canceled = await context.db.transaction().execute(async (trx) => {
    await lockSubject(trx, subjectId)
    await assertOrdersOwned(trx, subjectId, [orderId])
    const ids = await cancelOpenInvoices(trx, [orderId])
    if (ids.length === 0) {
      const order = await trx.selectFrom('ecommerce_orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()
      throw conflict(
        order.status === 'new'
          ? conflictMessages.noPaymentToCancel(orderId)
          : conflictMessages.paymentNotCancellable(orderId, order.status),
        'status',
      )
    }
    return ids
  })
  await cancelAtProviders(context.providers, await loadWithdrawnInvoices(context.db, canceled))
}
