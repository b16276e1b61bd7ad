/**
 * The one fulfilment function (DESIGN "Shop and billing"): a provider's webhook and the buyer's
 * return from the payment page both end here, any number of times, in any order. In one
 * transaction it records the event (when there is one) so it is applied once, then moves the
 * invoice and its orders: paid → orders `approving` and type `history`, with the
 * order-status-changed mail and each order's receipt (runtime/modules/ecommerce/order-receipt.ts) queued in
 * the same transaction (the outbox pattern); failed → the
 * orders are `new` again, payable with a new checkout. The mail is sent after commit.
 *
 * A payment fulfils only the invoice it was made for, as it was made: the invoice must still be
 * open (not replaced by another checkout, cancelled by the buyer, failed or paid), the provider's
 * amount and currency must equal the invoice's in minor units, and its orders must hold the lines
 * fixed at checkout (runtime/modules/ecommerce/invoice-lines.ts). Any other payment is real money that bought
 * nothing yet: the invoice becomes `disputed` with the reason and what was paid, its orders are
 * payable again, and the administrators are mailed to refund it or fulfil it by hand.
 */
import { type Kysely, sql } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import { defaultLanguage } from '#generated/metadata/index.gen.ts'
import { localizedPath } from '#runtime/i18n/localized-path.ts'
import { administratorRecipients } from '#runtime/modules/notification/administrator-recipients.ts'
import { NOTIFICATION_TEMPLATE, orderStatusChangedPayload } from '#runtime/modules/notification/default-templates.ts'
import { deliverNotification, enqueueNotification } from '#runtime/modules/notification/send-notification.ts'
import { linesStillMatch, loadInvoiceLines } from '#runtime/modules/ecommerce/invoice-lines.ts'
import { orderNumber } from '#runtime/modules/ecommerce/order-number.ts'
import { updateOrders } from '#runtime/modules/ecommerce/write-orders.ts'
import { orderReceiptUrl, queueOrderReceipt } from '#runtime/modules/ecommerce/order-receipt.ts'
import type { BillingContext } from './billing-context.ts'
import { cancelAtProviders, loadWithdrawnInvoices } from './cancel-at-providers.ts'
import { siteLanguageOf } from './invoice-urls.ts'
import { exactMinorUnits, formatMinorUnits, minorDigitsOf, toMinorUnits } from './minor-units.ts'
import type { PaidAmount, PaymentOutcome } from './payment-provider.ts'
import { asDynamicDb } from '#runtime/operations/dynamic-db.ts'
import { writeEntity } from '#runtime/operations/write-entity.ts'

/** A provider event to record once: its id, and its payment object and type. */
export interface SettledEvent {
  readonly provider: string
  readonly eventId: string
  readonly type: string
  readonly paymentId?: string
}

/** What settling did. */
export interface Settlement {
  /**
   * `duplicate`: the event was applied before; `unchanged`: the invoice was already settled this
   * way; `disputed`: a payment that does not match its invoice was recorded, not fulfilled.
   */
  readonly result: 'applied' | 'duplicate' | 'unchanged' | 'unknown-invoice' | 'disputed'
  readonly orderIds: readonly string[]
  /** Why a payment was disputed. */
  readonly reason?: string
}

/** What settling needs; with the providers, invoices a payment makes redundant are cancelled there too. */
export type SettleContext = Pick<BillingContext, 'db' | 'mailer' | 'publicUrl'> & Partial<Pick<BillingContext, 'providers' | 'wakeJobs'>>

interface SettledInTransaction {
  readonly settlement: Settlement
  readonly notificationIds: readonly string[]
  /** Other invoices of the paid orders, cancelled here, to withdraw at their providers after commit. */
  readonly canceledInvoiceIds?: readonly string[]
}

/**
 * Settles `invoiceId` with `outcome`; `paid` is what the provider says was paid (required for a
 * payment to fulfil anything). See the module comment.
 */
export async function settleInvoice(
  context: SettleContext,
  invoiceId: string,
  outcome: PaymentOutcome,
  event?: SettledEvent,
  paid?: PaidAmount,
): Promise<Settlement> {
  const settled = await context.db.transaction().execute(async (trx): Promise<SettledInTransaction> => {
    if (event !== undefined && !(await recordEvent(trx, event)))
      return { settlement: { result: 'duplicate', orderIds: [] }, notificationIds: [] }
    const invoice = await sql<InvoiceRow>`
      select invoice.id, invoice.status, invoice.email, invoice.language, invoice.amount::text as amount, invoice.currency_id, invoice.lines, currency.slug as currency
      from billing_invoices invoice join billing_currencies currency on currency.id = invoice.currency_id
      where invoice.id = ${invoiceId} for update of invoice`.execute(trx)
    const row = invoice.rows[0]
    if (row === undefined) return { settlement: { result: 'unknown-invoice', orderIds: [] }, notificationIds: [] }
    return outcome === 'paid' ? markPaid(trx, context.publicUrl, row, paid) : markFailed(trx, row)
  })
  // After commit, and without holding up the provider's webhook or the buyer's redirect: a message
  // that fails stays queued for the notification queue to retry; a page that cannot be withdrawn
  // is refused if it is paid.
  const { notificationIds, canceledInvoiceIds = [] } = settled
  if (settled.settlement.result === 'applied' && outcome === 'paid' && settled.settlement.orderIds.length > 0) context.wakeJobs?.()
  if (notificationIds.length > 0 || canceledInvoiceIds.length > 0) {
    void (async () => {
      for (const id of notificationIds) await deliverNotification(context.db, context.mailer, id).catch(() => undefined)
      if (canceledInvoiceIds.length > 0)
        await cancelAtProviders(context.providers, await loadWithdrawnInvoices(context.db, canceledInvoiceIds).catch(() => []))
    })()
  }
  return settled.settlement
}

// Inserts both keys; either one already there means this event was applied (or its twin was).
// Directly, not through writeEntity: the key's own conflict is the answer, and writeEntity's insert
// would fail the whole transaction on it (PostgreSQL aborts it at the unique violation).
async function recordEvent(trx: Kysely<Database>, event: SettledEvent): Promise<boolean> {
  const keys = [event.eventId, ...(event.paymentId === undefined || event.paymentId === '' ? [] : [`${event.paymentId}#${event.type}`])]
  for (const key of keys) {
    const inserted = await trx
      .insertInto('billing_webhook_events')
      .values({ provider: event.provider, event_id: key })
      .onConflict((conflict) => conflict.columns(['provider', 'event_id']).doNothing())
      .returning('id')
      .executeTakeFirst()
    if (inserted === undefined) return false
  }
  return true
}

interface InvoiceRow {
  readonly id: string
  readonly status: string
  readonly email: string | null
  /** The site language the buyer checked out in (null for invoices made before it was kept). */
  readonly language: string | null
  /** `numeric` as text. */
  readonly amount: string
  readonly currency_id: string
  /** The currency's slug (`rub`). */
  readonly currency: string
  /** The lines fixed at checkout (null for invoices made before they were). */
  readonly lines: string | null
}

async function markPaid(
  trx: Kysely<Database>,
  publicUrl: string,
  invoice: InvoiceRow,
  paid: PaidAmount | undefined,
): Promise<SettledInTransaction> {
  if (invoice.status === 'paid' || invoice.status === 'disputed')
    return { settlement: { result: 'unchanged', orderIds: [] }, notificationIds: [] }
  const reasons = await disputeReasons(trx, invoice, paid)
  if (reasons.length > 0) return markDisputed(trx, publicUrl, invoice, paid, reasons.join('; '))
  await writeEntity(asDynamicDb(trx), 'billing/invoices', { operation: 'update', id: invoice.id, data: { status: 'paid' } })
  const orders = await sql<{ id: string; subject_id: string | null }>`
    select o.id,
      (select subject_id from rbac_subjects_to_ecommerce_module_orders link where link.ecommerce_module_order_id = o.id limit 1) as subject_id
    from ecommerce_orders o
    where o.status in ('new', 'paying')
      and o.id in (select order_id from ecommerce_orders_to_billing_module_invoices where billing_module_invoice_id = ${invoice.id})
    order by o.id for update of o`.execute(trx)
  await updateOrders(
    trx,
    orders.rows.map((order) => order.id),
    { status: 'approving', type: 'history' },
  )
  // The orders are paid: any other invoice still open for them must not take a second payment.
  let canceledInvoiceIds: string[] = []
  if (orders.rows.length > 0) {
    const canceled = await sql<{ id: string }>`
      select id from billing_invoices
      where status = 'open' and id <> ${invoice.id}
        and id in (select billing_module_invoice_id from ecommerce_orders_to_billing_module_invoices
                   where order_id in (${sql.join(orders.rows.map((order) => order.id))}))
      order by id for update`.execute(trx)
    canceledInvoiceIds = canceled.rows.map((row) => row.id)
    for (const id of canceledInvoiceIds)
      await writeEntity(asDynamicDb(trx), 'billing/invoices', { operation: 'update', id, data: { status: 'canceled' } })
  }
  for (const order of orders.rows) await queueOrderReceipt(trx, order.id)
  // The status mail speaks the language the buyer checked out in, as the receipt does.
  const language = siteLanguageOf(invoice.language) ?? defaultLanguage
  const notificationIds: string[] = []
  for (const order of orders.rows) {
    const recipient = invoice.email ?? (await subjectEmail(trx, order.subject_id))
    if (recipient === undefined) continue
    notificationIds.push(
      await enqueueNotification(trx, {
        templateSlug: NOTIFICATION_TEMPLATE.orderStatusChanged,
        recipient,
        subjectId: order.subject_id,
        language,
        payload: {
          ...orderStatusChangedPayload({
            orderNumber: orderNumber(order.id),
            status: 'approving',
            orderUrl: `${publicUrl}${localizedPath('/ecommerce/checkout', language)}`,
            language,
          }),
          receiptUrl: orderReceiptUrl(publicUrl, order.id),
        },
      }),
    )
  }
  return { settlement: { result: 'applied', orderIds: orders.rows.map((order) => order.id) }, notificationIds, canceledInvoiceIds }
}

// Every way the payment differs from the invoice it names; none means it may fulfil the orders.
async function disputeReasons(trx: Kysely<Database>, invoice: InvoiceRow, paid: PaidAmount | undefined): Promise<string[]> {
  const reasons: string[] = []
  if (invoice.status !== 'open') {
    reasons.push(
      `the invoice was ${invoice.status === 'canceled' ? 'canceled (replaced by another checkout, or its payment cancelled)' : invoice.status} when this payment arrived`,
    )
  }
  const code = invoice.currency.toUpperCase()
  const digits = minorDigitsOf(invoice.currency)
  const expected = toMinorUnits(invoice.amount, digits)
  if (paid === undefined) {
    reasons.push('the provider did not say what was paid')
  } else {
    if (paid.currency.trim().toUpperCase() !== code) reasons.push(`paid in ${paid.currency}, but the invoice is in ${code}`)
    const minor = exactMinorUnits(paid.amount, digits)
    if (minor === undefined) reasons.push(`the paid amount "${paid.amount}" is not an amount in ${code}`)
    else if (minor !== expected)
      reasons.push(`paid ${formatMinorUnits(minor, digits)}, but the invoice asks for ${formatMinorUnits(expected, digits)}`)
  }
  const orders = await sql<{ id: string; status: string }>`
    select o.id, o.status from ecommerce_orders o
    join ecommerce_orders_to_billing_module_invoices link on link.order_id = o.id and link.billing_module_invoice_id = ${invoice.id}
    order by o.id`.execute(trx)
  for (const order of orders.rows) {
    if (order.status !== 'new' && order.status !== 'paying')
      reasons.push(`order ${orderNumber(order.id)} is ${order.status}, not awaiting payment`)
  }
  if (invoice.lines !== null) {
    const current = await loadInvoiceLines(
      trx,
      orders.rows.map((order) => order.id),
      invoice.currency_id,
    )
    if (!linesStillMatch(invoice.lines, current)) reasons.push('its orders changed after the invoice was made')
  }
  return reasons
}

// Recorded for review, not fulfilled: the invoice keeps what was paid and why it was refused.
async function markDisputed(
  trx: Kysely<Database>,
  publicUrl: string,
  invoice: InvoiceRow,
  paid: PaidAmount | undefined,
  reason: string,
): Promise<SettledInTransaction> {
  const notifiedAmount = paid !== undefined && /^\d{1,15}(\.\d{1,12})?$/.test(paid.amount.trim()) ? paid.amount.trim() : null
  await writeEntity(asDynamicDb(trx), 'billing/invoices', {
    operation: 'update',
    id: invoice.id,
    data: {
      status: 'disputed',
      disputeReason: `Payment not fulfilled: ${reason}.${paid === undefined ? '' : ` The provider reported ${paid.amount.slice(0, 40)} ${paid.currency.slice(0, 16)}.`}`,
      notifiedAmount,
      notifiedCurrency: paid?.currency.slice(0, 16) ?? null,
    },
  })
  // An open invoice that took a wrong payment no longer holds its orders: they are payable again.
  const orders = await reopenOrdersWithoutOpenInvoice(trx, invoice.id)
  const notificationIds: string[] = []
  for (const administrator of await administratorRecipients(trx)) {
    notificationIds.push(
      await enqueueNotification(trx, {
        templateSlug: NOTIFICATION_TEMPLATE.subjectMessage,
        recipient: administrator.email,
        subjectId: administrator.subjectId,
        language: defaultLanguage,
        payload: {
          subject: `A payment for invoice ${orderNumber(invoice.id)} needs review`,
          text: [
            `A payment arrived for invoice ${invoice.id} (${invoice.amount} ${invoice.currency.toUpperCase()}) and was not fulfilled: ${reason}.`,
            paid === undefined
              ? 'The provider did not say what was paid.'
              : `The provider reported ${paid.amount.slice(0, 40)} ${paid.currency.slice(0, 16)}.`,
            'Refund it at the provider, or fulfil the order by hand.',
            `${publicUrl}/admin`,
          ].join('\n\n'),
        },
      }),
    )
  }
  return { settlement: { result: 'disputed', orderIds: orders, reason }, notificationIds }
}

async function markFailed(trx: Kysely<Database>, invoice: InvoiceRow): Promise<SettledInTransaction> {
  if (invoice.status !== 'open') return { settlement: { result: 'unchanged', orderIds: [] }, notificationIds: [] }
  await writeEntity(asDynamicDb(trx), 'billing/invoices', { operation: 'update', id: invoice.id, data: { status: 'failed' } })
  return { settlement: { result: 'applied', orderIds: await reopenOrdersWithoutOpenInvoice(trx, invoice.id) }, notificationIds: [] }
}

// The invoice's orders still `paying` that no open invoice holds any more become `new`.
async function reopenOrdersWithoutOpenInvoice(trx: Kysely<Database>, invoiceId: string): Promise<string[]> {
  const orders = await sql<{ id: string }>`
    select o.id from ecommerce_orders o
    where o.status = 'paying'
      and o.id in (select order_id from ecommerce_orders_to_billing_module_invoices where billing_module_invoice_id = ${invoiceId})
      and not exists (
        select 1 from ecommerce_orders_to_billing_module_invoices link join billing_invoices other on other.id = link.billing_module_invoice_id
        where link.order_id = o.id and other.status = 'open')
    order by o.id for update of o`.execute(trx)
  const ids = orders.rows.map((order) => order.id)
  await updateOrders(trx, ids, { status: 'new' })
  return ids
}

async function subjectEmail(trx: Kysely<Database>, subjectId: string | null): Promise<string | undefined> {
  if (subjectId === null) return undefined
  const identity = await trx
    .selectFrom('rbac_subjects_to_identities as link')
    .innerJoin('rbac_identities as identity', 'identity.id', 'link.identity_id')
    .select('identity.email')
    .where('link.subject_id', '=', subjectId)
    .where('identity.email', 'is not', null)
    .orderBy('link.created_at')
    .executeTakeFirst()
  return identity?.email ?? undefined
}
