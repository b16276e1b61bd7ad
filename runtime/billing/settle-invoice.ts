/**
 * The one fulfilment function (DESIGN "Shop and billing"): a provider's webhook and the buyer's
 * return from the payment page both end here, any number of times, in any order. In one
 * transaction it records the event (when there is one) so it is applied once, then moves the
 * invoice and its orders: paid → orders `approving` and type `history`, with the
 * order-status-changed mail queued in the same transaction (the outbox pattern); failed → the
 * orders are `new` again, payable with a new checkout. The mail is sent after commit.
 */
import { type Kysely, sql } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import { defaultLanguage } from '#generated/metadata/index.gen.ts'
import { NOTIFICATION_TEMPLATE, orderStatusChangedPayload } from '#runtime/notifications/default-templates.ts'
import { deliverNotification, enqueueNotification } from '#runtime/notifications/send-notification.ts'
import { orderNumber } from '#runtime/shop/order-number.ts'
import type { BillingContext } from './billing-context.ts'
import type { PaymentOutcome } from './payment-provider.ts'

/** A provider event to record once: its id, and its payment object and type. */
export interface SettledEvent {
  readonly provider: string
  readonly eventId: string
  readonly type: string
  readonly paymentId?: string
}

/** What settling did. */
export interface Settlement {
  /** `duplicate`: the event was applied before; `unchanged`: the invoice was already settled this way. */
  readonly result: 'applied' | 'duplicate' | 'unchanged' | 'unknown-invoice'
  readonly orderIds: readonly string[]
}

/** Settles `invoiceId` with `outcome`; see the module comment. */
export async function settleInvoice(
  context: Pick<BillingContext, 'db' | 'mailer' | 'publicUrl'>,
  invoiceId: string,
  outcome: PaymentOutcome,
  event?: SettledEvent,
): Promise<Settlement> {
  const { settlement, notificationIds } = await context.db.transaction().execute(async (trx) => {
    if (event !== undefined && !(await recordEvent(trx, event))) return { settlement: { result: 'duplicate', orderIds: [] } as Settlement, notificationIds: [] }
    const invoice = await sql<{ id: string; status: string; email: string | null }>`
      select id, status, email from billing_invoices where id = ${invoiceId} for update`.execute(trx)
    const row = invoice.rows[0]
    if (row === undefined) return { settlement: { result: 'unknown-invoice', orderIds: [] } as Settlement, notificationIds: [] }
    return outcome === 'paid' ? markPaid(trx, context.publicUrl, row) : markFailed(trx, row)
  })
  // After commit, and without holding up the provider's webhook or the buyer's redirect: a message
  // that fails stays queued for the notification queue to retry.
  if (notificationIds.length > 0) {
    void (async () => {
      for (const id of notificationIds) await deliverNotification(context.db, context.mailer, id).catch(() => undefined)
    })()
  }
  return settlement
}

// Inserts both keys; either one already there means this event was applied (or its twin was).
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
}

async function markPaid(trx: Kysely<Database>, publicUrl: string, invoice: InvoiceRow): Promise<{ settlement: Settlement; notificationIds: string[] }> {
  if (invoice.status === 'paid') return { settlement: { result: 'unchanged', orderIds: [] }, notificationIds: [] }
  // A canceled (replaced) invoice that is paid after all still counts: the buyer's money is real.
  await trx.updateTable('billing_invoices').set({ status: 'paid', updated_at: sql`now()` }).where('id', '=', invoice.id).execute()
  const orders = await sql<{ id: string; subject_id: string | null }>`
    update ecommerce_orders o set status = 'approving', type = 'history', updated_at = now()
    where o.status in ('new', 'paying')
      and o.id in (select order_id from ecommerce_orders_to_billing_module_invoices where billing_module_invoice_id = ${invoice.id})
    returning o.id,
      (select subject_id from rbac_subjects_to_ecommerce_module_orders link where link.ecommerce_module_order_id = o.id limit 1) as subject_id`.execute(trx)
  // The orders are paid: any other invoice still open for them must not take a second payment.
  if (orders.rows.length > 0) {
    await sql`
      update billing_invoices set status = 'canceled', updated_at = now()
      where status = 'open' and id <> ${invoice.id}
        and id in (select billing_module_invoice_id from ecommerce_orders_to_billing_module_invoices
                   where order_id in (${sql.join(orders.rows.map((order) => order.id))}))`.execute(trx)
  }
  const notificationIds: string[] = []
  for (const order of orders.rows) {
    const recipient = invoice.email ?? (await subjectEmail(trx, order.subject_id))
    if (recipient === undefined) continue
    notificationIds.push(
      await enqueueNotification(trx, {
        templateSlug: NOTIFICATION_TEMPLATE.orderStatusChanged,
        recipient,
        subjectId: order.subject_id,
        language: defaultLanguage,
        payload: orderStatusChangedPayload({ orderNumber: orderNumber(order.id), status: 'approving', orderUrl: `${publicUrl}/ecommerce/checkout`, language: defaultLanguage }),
      }),
    )
  }
  return { settlement: { result: 'applied', orderIds: orders.rows.map((order) => order.id) }, notificationIds }
}

async function markFailed(trx: Kysely<Database>, invoice: InvoiceRow): Promise<{ settlement: Settlement; notificationIds: string[] }> {
  if (invoice.status !== 'open') return { settlement: { result: 'unchanged', orderIds: [] }, notificationIds: [] }
  await trx.updateTable('billing_invoices').set({ status: 'failed', updated_at: sql`now()` }).where('id', '=', invoice.id).execute()
  const orders = await sql<{ id: string }>`
    update ecommerce_orders o set status = 'new', updated_at = now()
    where o.status = 'paying'
      and o.id in (select order_id from ecommerce_orders_to_billing_module_invoices where billing_module_invoice_id = ${invoice.id})
      and not exists (
        select 1 from ecommerce_orders_to_billing_module_invoices link join billing_invoices other on other.id = link.billing_module_invoice_id
        where link.order_id = o.id and other.status = 'open')
    returning o.id`.execute(trx)
  return { settlement: { result: 'applied', orderIds: orders.rows.map((order) => order.id) }, notificationIds: [] }
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
