/**
 * Asks an invoice's provider whether it was paid and settles it with the answer: the buyer's
 * return from the payment page and `POST /api/ecommerce/orders/{id}/check` both come here, so a
 * lost or late webhook never leaves a paid order unfulfilled.
 */
import type { Kysely } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import { HttpError, notFound } from '#runtime/errors/http-error.ts'
import type { BillingContext } from './billing-context.ts'
import { minorDigitsOf, toMinorUnits } from './minor-units.ts'
import type { PaymentProviderName } from '#contract/routes/billing/payment-provider-name.ts'
import type { PaymentCheck } from './payment-provider.ts'
import { settleInvoice } from './settle-invoice.ts'

/** The invoice's status after the check: its own once settled, else what the provider said. */
export type CheckedStatus = 'paid' | 'failed' | 'canceled' | 'pending' | 'disputed'

/** Checks one invoice; `returnQuery` is the query the buyer came back with (empty otherwise). */
export async function checkInvoice(
  context: BillingContext,
  invoiceId: string,
  returnQuery: Readonly<Record<string, string>> = {},
): Promise<CheckedStatus> {
  const invoice = await loadInvoice(context.db, invoiceId)
  if (invoice.status === 'paid' || invoice.status === 'failed' || invoice.status === 'disputed') return invoice.status
  const provider = context.providers.get(invoice.provider as PaymentProviderName)
  if (provider === undefined) return invoice.status === 'canceled' ? 'canceled' : 'pending'
  let check: PaymentCheck
  try {
    check = await provider.paymentStatus(
      {
        id: invoice.id,
        providerId: invoice.provider_id,
        amountMinor: toMinorUnits(invoice.amount, minorDigitsOf(invoice.slug)),
        currency: invoice.slug.toUpperCase(),
      },
      returnQuery,
    )
  } catch (error) {
    throw new HttpError(
      503,
      'SERVICE_UNAVAILABLE',
      `The payment provider ${invoice.provider} did not say how the payment went; try again`,
      { cause: error },
    )
  }
  if (check.status === 'pending') return invoice.status === 'canceled' ? 'canceled' : 'pending'
  // A canceled (replaced) invoice is not failed again; one paid after all is recorded for review.
  if (check.status === 'failed' && invoice.status === 'canceled') return 'canceled'
  const settlement = await settleInvoice(context, invoice.id, check.status, undefined, check.paid)
  return settlement.result === 'disputed' ? 'disputed' : check.status
}

/** The ids of an order's invoices that are not settled yet (open or replaced). */
export async function unsettledInvoiceIds(db: Kysely<Database>, orderId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('ecommerce_orders_to_billing_module_invoices as link')
    .innerJoin('billing_invoices as invoice', 'invoice.id', 'link.billing_module_invoice_id')
    .select('invoice.id')
    .where('link.order_id', '=', orderId)
    .where('invoice.status', 'in', ['open', 'canceled'])
    .orderBy('invoice.created_at', 'desc')
    .execute()
  return rows.map((row) => row.id)
}

async function loadInvoice(db: Kysely<Database>, invoiceId: string) {
  const invoice = await db
    .selectFrom('billing_invoices as invoice')
    .innerJoin('billing_currencies as currency', 'currency.id', 'invoice.currency_id')
    .select(['invoice.id', 'invoice.provider', 'invoice.provider_id', 'invoice.status', 'invoice.amount', 'currency.slug'])
    .where('invoice.id', '=', invoiceId)
    .executeTakeFirst()
  if (invoice === undefined) throw notFound(`Invoice ${invoiceId} not found`)
  return invoice
}
