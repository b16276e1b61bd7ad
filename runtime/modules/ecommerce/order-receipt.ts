/**
 * The receipt of a paid order (SPEC §3 `orders.receipt`, §9 the 1500×1500 template): rendered with
 * file-storage's `ecommerce-order-receipt` template, stored as a `file-storage/files` record, and its
 * URL set on the order. Settlement only queues it (a `host_jobs` row written in the settling
 * transaction, runtime/modules/billing/settle-invoice.ts), so a payment never fails because a
 * receipt could not be made; the job runs after commit in whichever process claims it, is retried
 * when it fails, and makes the receipt once: an order that has one keeps it. It speaks the language
 * the buyer checked out in, which the invoice keeps (checkout-orders.ts).
 */
import type { Kysely } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import { defaultLanguage, languages } from '#generated/metadata/index.gen.ts'
import { insertJob } from '#runtime/jobs/job-rows.ts'
import { createGeneratedFile } from '#runtime/modules/file-storage/create-generated-file.ts'
import type { FileStorage } from '#runtime/modules/file-storage/file-storage.ts'
import type { OrderReceiptInput, ReceiptAmount } from '#runtime/modules/file-storage/templates/order-receipt.ts'
import { ORDER_STATUS_TEXT } from '#runtime/modules/notification/default-templates.ts'
import { asDynamicDb } from '#runtime/operations/dynamic-db.ts'
import { writeEntity } from '#runtime/operations/write-entity.ts'
import type { Localized } from '#runtime/values/localized.ts'
import { orderNumber } from './order-number.ts'
import { type CurrencyTotal, computeLineTotals } from './order-totals.ts'
import { loadOrderViews, type OrderView } from './order-views.ts'

/** The job that makes one order's receipt; payload `{ orderId }`. */
export const ORDER_RECEIPT_JOB = 'ecommerce.order-receipt'

/** Queues the receipt of `orderId` in `trx`, so it is made only if the payment commits. */
export async function queueOrderReceipt(trx: Kysely<Database>, orderId: string): Promise<void> {
  await insertJob(trx, ORDER_RECEIPT_JOB, { orderId }, 0)
}

/** The link an order's receipt is reached by (it redirects to the file once made): for mail. */
export function orderReceiptUrl(publicUrl: string, orderId: string): string {
  return `${publicUrl}/api/ecommerce/orders/${orderId}/receipt`
}

/**
 * Makes the receipt of `orderId` unless it has one (or is gone); returns the receipt's URL, or
 * undefined when there was nothing to do.
 */
export async function makeOrderReceipt(db: Kysely<Database>, storage: FileStorage, orderId: string): Promise<string | undefined> {
  const [order] = await loadOrderViews(db, [orderId])
  if (order === undefined || order.receipt !== '') return undefined
  const input = await orderReceiptInput(db, order)
  const file = await createGeneratedFile(
    asDynamicDb(db),
    storage,
    { template: 'ecommerce-order-receipt', input },
    {
      adminTitle: `Receipt ${input.orderNumber}`,
      alt: { [input.language]: `${input.orderNumber}` },
    },
  )
  const url = String(file.file)
  // Once: a run that lost a race (or an admin who set a receipt meanwhile) leaves the first one.
  // Written through the orders' write path (their hooks run), the row locked while it is asked.
  const written = await db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('ecommerce_orders').select('receipt').where('id', '=', orderId).forUpdate().executeTakeFirst()
    if (current?.receipt !== '') return false
    await writeEntity(asDynamicDb(trx), 'ecommerce/orders', { operation: 'update', id: orderId, data: { receipt: url } })
    return true
  })
  return written ? url : undefined
}

/**
 * What the receipt of `order` shows, in the language the buyer checked out in (the paid invoice's
 * `language`; the site's default language when it has none).
 */
export async function orderReceiptInput(db: Kysely<Database>, order: OrderView): Promise<OrderReceiptInput> {
  const paid = order.invoices.find((invoice) => invoice.status === 'paid')
  const invoice =
    paid === undefined
      ? undefined
      : await db.selectFrom('billing_invoices').select(['email', 'language', 'updated_at']).where('id', '=', paid.id).executeTakeFirst()
  const language =
    invoice?.language != null && (languages as readonly string[]).includes(invoice.language) ? invoice.language : defaultLanguage
  const inCurrency = (totals: readonly CurrencyTotal[]) =>
    totals.filter((total) => paid === undefined || total.billingModuleCurrencyId === paid.currencyId).map(receiptAmount)
  const lines = await Promise.all(
    order.ordersToProducts.map(async (line) => ({
      title: textIn(line.product.title, language, line.product.adminTitle),
      quantity: line.quantity,
      amounts: inCurrency(await computeLineTotals(db, order.id, line.id)),
    })),
  )
  return {
    language,
    orderNumber: orderNumber(order.id),
    issuedAt: new Date(invoice?.updated_at ?? order.updatedAt),
    status: ORDER_STATUS_TEXT[language]?.[order.status] ?? order.status,
    ...(invoice?.email ? { customer: invoice.email } : {}),
    lines,
    totals: inCurrency(order.totals),
  }
}

function receiptAmount(total: CurrencyTotal): ReceiptAmount {
  return { symbol: total.symbol ?? total.slug.toUpperCase(), total: total.total }
}

function textIn(text: Localized, language: string, fallback: string): string {
  return text[language] || text[defaultLanguage] || fallback
}
