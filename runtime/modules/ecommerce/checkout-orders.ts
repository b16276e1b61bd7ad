/**
 * Checkout (DESIGN "Shop and billing") in three steps, so that no database connection or
 * transaction is held while a payment provider is asked (a slow provider would otherwise hold a
 * pooled connection, and on the embedded database the only one, for its whole call):
 *
 * 1. One transaction: lock the subject, re-read its orders, compute the amount in SQL from the price
 *    attributes (never from the client), cancel the orders' other open invoice, record the invoice
 *    (open, no payment page yet, bound to the lines it charges for: invoice-lines.ts) and move the
 *    orders `new → paying` (so they cannot change while they are being paid for).
 * 2. Outside any transaction: withdraw the replaced invoice's page at its provider where it can,
 *    then ask the provider for the payment, with an idempotency key derived from the invoice.
 * 3. One statement: record the provider's payment and page on the invoice.
 *
 * Retrying the same checkout, or sending it twice at once, answers the same open invoice: the
 * second request waits on the subject's lock and then finds it, with its page, or still without
 * one (the first is asking the provider, or stopped before recording its answer): then it asks the
 * provider again with the same key, which answers the same payment. When the provider fails, step 1
 * is undone (its invoice deleted, the orders `new` again), so a retry computes the same invoice and
 * key and reuses the provider's payment instead of making a second one.
 */
import { createHash } from 'node:crypto'
import { type Kysely, sql } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import type { BillingContext } from '#runtime/modules/billing/billing-context.ts'
import { cancelAtProviders, loadWithdrawnInvoices } from '#runtime/modules/billing/cancel-at-providers.ts'
import { invoiceReturnUrl, webhookUrl } from '#runtime/modules/billing/invoice-urls.ts'
import { minorDigitsOf, toMinorUnits } from '#runtime/modules/billing/minor-units.ts'
import type { PaymentProviderName } from '#contract/routes/billing/payment-provider-name.ts'
import { type CreatedPayment, type PaymentRequest, ProviderFailed } from '#runtime/modules/billing/payment-provider.ts'
import { badRequest, conflict, HttpError, notFound } from '#runtime/errors/http-error.ts'
import { encodeInvoiceLines, loadInvoiceLines } from './invoice-lines.ts'
import { lockSubject } from './lock-subject.ts'
import { orderNumber } from './order-number.ts'
import { assertOrdersOwned } from './order-ownership.ts'
import { pricedLinesSql } from './priced-lines-sql.ts'
import { conflictMessages, MISSING_PRICE_MESSAGE, MIXED_INTERVALS_MESSAGE, MIXED_PRODUCT_TYPES_MESSAGE } from './shop-messages.ts'
import { assertProductSellable, createCartOrder } from './subject-cart.ts'
import { updateOrders } from './write-orders.ts'
import { asDynamicDb } from '#runtime/operations/dynamic-db.ts'
import { writeEntity } from '#runtime/operations/write-entity.ts'

/** A checkout of some of a subject's cart orders. */
export interface CheckoutInput {
  readonly subjectId: string
  readonly orderIds: readonly string[]
  readonly provider: PaymentProviderName
  readonly email: string
  readonly currencyId: string
  /** The site language the buyer checks out in; the return from the payment page and the invoice (for the receipt) keep it. */
  readonly language?: string
}

/** One-click checkout of a product: a new order of it, checked out at once. */
export interface ProductCheckoutInput {
  readonly subjectId: string
  readonly productId: string
  readonly quantity: number
  readonly storeId?: string | null
  readonly comment?: string | null
  readonly provider: PaymentProviderName
  readonly email: string
  readonly currencyId: string
  readonly language?: string
}

/** What a checkout made (or found): the invoice and the orders it pays for. */
export interface CheckoutResult {
  readonly invoiceId: string
  readonly orderIds: readonly string[]
  /** False when an open invoice of the same checkout was returned again. */
  readonly created: boolean
}

/** Checks out `orderIds`; see the module comment. */
export async function checkoutOrders(context: BillingContext, input: CheckoutInput): Promise<CheckoutResult> {
  const provider = offeredProvider(context, input.provider)
  const orderIds = [...new Set(input.orderIds)].sort()
  const prepared = await context.db.transaction().execute(async (trx) => {
    await lockSubject(trx, input.subjectId)
    await assertOrdersOwned(trx, input.subjectId, orderIds)
    return prepareCheckout(trx, context, { ...input, orderIds }, provider.name)
  })
  return startPayment(context, input.subjectId, prepared)
}

/**
 * One-click checkout: reuses the subject's open one-click order of the same product and quantity
 * (so a retry pays the same invoice), else a `new` cart order holding just this product, else
 * creates one; then checks it out (step 1 in the same transaction).
 */
export async function checkoutProduct(context: BillingContext, input: ProductCheckoutInput): Promise<CheckoutResult> {
  offeredProvider(context, input.provider)
  const prepared = await context.db.transaction().execute(async (trx) => {
    await lockSubject(trx, input.subjectId)
    await assertProductSellable(trx, input.productId, input.storeId ?? null)
    const reusable = await sql<{ id: string }>`
      select o.id
      from ecommerce_orders o
      join rbac_subjects_to_ecommerce_module_orders link on link.ecommerce_module_order_id = o.id and link.subject_id = ${input.subjectId}
      join ecommerce_orders_to_products line on line.order_id = o.id
      where o.type = 'cart' and o.status in ('new', 'paying') and line.product_id = ${input.productId}
        and line.quantity = ${input.quantity} and line.store_id is not distinct from ${input.storeId ?? null}
        and (select count(*) from ecommerce_orders_to_products other where other.order_id = o.id) = 1
      order by (o.status = 'paying') desc, o.created_at
      limit 1`.execute(trx)
    const orderId = reusable.rows[0]?.id ?? (await createCartOrder(trx, input.subjectId, input))
    return prepareCheckout(trx, context, { ...input, orderIds: [orderId] }, input.provider)
  })
  return startPayment(context, input.subjectId, prepared)
}

/**
 * What step 1 leaves for steps 2 and 3: a finished checkout, or a payment to ask the provider for,
 * after withdrawing the invoices it replaced (`replaced`) at their providers.
 */
type PreparedCheckout =
  | { readonly kind: 'done'; readonly result: CheckoutResult }
  | {
      readonly kind: 'pay'
      readonly result: CheckoutResult
      readonly provider: PaymentProviderName
      readonly request: PaymentRequest
      readonly replaced?: readonly string[]
    }

// Step 1, inside the transaction that holds the subject's lock.
async function prepareCheckout(
  trx: Kysely<Database>,
  context: BillingContext,
  input: CheckoutInput,
  providerName: PaymentProviderName,
): Promise<PreparedCheckout> {
  const { orderIds } = input
  const orders = await sql<{ id: string; status: string; type: string }>`
    select id, status, type from ecommerce_orders where id in (${sql.join(orderIds)}) order by id for update`.execute(trx)
  for (const order of orders.rows) {
    if (order.type !== 'cart' || (order.status !== 'new' && order.status !== 'paying')) {
      throw conflict(conflictMessages.notCheckable(order.id, order.status), 'status')
    }
  }
  const currency = await trx
    .selectFrom('billing_currencies')
    .select(['id', 'slug', 'symbol'])
    .where('id', '=', input.currencyId)
    .executeTakeFirst()
  if (currency === undefined) throw notFound(`Currency ${input.currencyId} not found`)
  const digits = minorDigitsOf(currency.slug)
  const paymentRequest = (
    invoiceId: string,
    amount: string,
    recurring: { interval: string } | undefined,
    email: string,
  ): PaymentRequest => ({
    invoiceId,
    amountMinor: toMinorUnits(amount, digits),
    currency: { code: currency.slug.toUpperCase(), digits },
    description: orderIds.length === 1 ? `Order ${orderNumber(orderIds[0]!)}` : `Orders ${orderIds.map(orderNumber).join(', ')}`,
    email,
    subjectId: input.subjectId,
    ...(recurring === undefined ? {} : { recurring }),
    returnUrl: invoiceReturnUrl(context.publicUrl, invoiceId, input.language),
    webhookUrl: webhookUrl(context.publicUrl, providerName),
    idempotencyKey: `tessera-checkout-${invoiceId.replaceAll('-', '')}`,
  })

  const same = await sameOpenInvoice(trx, orderIds, providerName, input.currencyId)
  if (same !== undefined) {
    const result = { invoiceId: same.id, orderIds, created: false }
    // The buyer may have switched the site's language since: the receipt follows the last checkout.
    if (input.language !== undefined && input.language !== same.language)
      await writeEntity(asDynamicDb(trx), 'billing/invoices', { operation: 'update', id: same.id, data: { language: input.language } })
    if (same.paymentUrl !== null) return { kind: 'done', result }
    // Its payment is being asked for, or the asking stopped short: ask again, with the same key.
    const recurring = await checkoutRecurrence(trx, orderIds)
    return {
      kind: 'pay',
      result,
      provider: providerName,
      request: paymentRequest(same.id, same.amount, recurring, same.email ?? input.email),
    }
  }
  const replaced = await cancelOpenInvoices(trx, orderIds)

  const amount = await checkoutAmount(trx, orderIds, input.currencyId)
  const recurring = await checkoutRecurrence(trx, orderIds)
  if (toMinorUnits(amount, digits) <= 0) throw badRequest('There is nothing to pay for in these orders')
  // What the invoice charges for, fixed now: a payment for these orders as they later become is not taken.
  const lines = encodeInvoiceLines(await loadInvoiceLines(trx, orderIds, input.currencyId))

  const attempt = await trx
    .selectFrom('ecommerce_orders_to_billing_module_invoices')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('order_id', 'in', orderIds)
    .executeTakeFirstOrThrow()
  // Derived from what is paid for: a retry after an undone attempt makes the same invoice, and so
  // sends the provider the same idempotency key.
  const invoiceId = uuidFromHex(
    createHash('sha256')
      .update([input.subjectId, ...orderIds, providerName, input.currencyId, amount, String(recurring?.interval), attempt.count].join('|'))
      .digest('hex'),
  )
  const db = asDynamicDb(trx)
  await writeEntity(db, 'billing/invoices', {
    operation: 'create',
    data: {
      id: invoiceId,
      provider: providerName,
      amount,
      currencyId: input.currencyId,
      status: 'open',
      email: input.email,
      language: input.language ?? null,
      lines,
    },
  })
  for (const [orderIndex, orderId] of orderIds.entries()) {
    await writeEntity(db, 'ecommerce/orders-to-billing-module-invoices', {
      operation: 'create',
      data: { orderId, billingModuleInvoiceId: invoiceId, orderIndex },
    })
  }
  await updateOrders(trx, orderIds, { status: 'paying' })
  return {
    kind: 'pay',
    result: { invoiceId, orderIds, created: true },
    provider: providerName,
    request: paymentRequest(invoiceId, amount, recurring, input.email),
    replaced,
  }
}

// Steps 2 and 3: no transaction is open and no connection is held while the provider is asked.
async function startPayment(context: BillingContext, subjectId: string, prepared: PreparedCheckout): Promise<CheckoutResult> {
  if (prepared.kind === 'done') return prepared.result
  const { result, provider: providerName, request, replaced = [] } = prepared
  // The old pages go first, so that at most the new one can still take a payment.
  if (replaced.length > 0) await cancelAtProviders(context.providers, await loadWithdrawnInvoices(context.db, replaced))
  let payment: CreatedPayment
  try {
    payment = await offeredProvider(context, providerName).createPayment(request)
    if (typeof payment.paymentUrl !== 'string' || payment.paymentUrl === '') {
      throw new HttpError(503, 'SERVICE_UNAVAILABLE', `The payment provider ${providerName} answered without a payment page; try again.`)
    }
  } catch (error) {
    // When even the undo fails (the database is down too), the invoice stays open without a page
    // and the next checkout of these orders asks the provider again with the same key.
    await undoUnstartedCheckout(context.db, subjectId, result.invoiceId).catch(() => undefined)
    if (error instanceof ProviderFailed) {
      throw new HttpError(
        503,
        'SERVICE_UNAVAILABLE',
        `The payment provider ${providerName} could not start the payment; try again. ${error.message}`,
        { cause: error },
      )
    }
    throw error
  }
  const recorded = await context.db.transaction().execute(async (trx) => {
    const open = await trx
      .selectFrom('billing_invoices')
      .select('id')
      .where('id', '=', result.invoiceId)
      .where('status', '=', 'open')
      .forUpdate()
      .executeTakeFirst()
    if (open === undefined) return false
    await writeEntity(asDynamicDb(trx), 'billing/invoices', {
      operation: 'update',
      id: open.id,
      data: { providerId: payment.providerId, paymentUrl: payment.paymentUrl },
    })
    return true
  })
  if (!recorded) {
    // Another checkout of these orders replaced or undid this invoice while the provider was asked.
    throw conflict(conflictMessages.checkedOutMeanwhile, 'status')
  }
  return result
}

/**
 * Undoes step 1 when the provider made no payment page: the invoice and its links are deleted and
 * its orders are `new` again, as if the checkout had not been sent (a rolled-back transaction did
 * this before). Only an invoice still open and without a page is touched: one a concurrent retry
 * completed, or a later checkout replaced, is left as it is.
 */
async function undoUnstartedCheckout(db: Kysely<Database>, subjectId: string, invoiceId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockSubject(trx, subjectId)
    const unstarted = await sql<{ id: string }>`
      select id from billing_invoices where id = ${invoiceId} and status = 'open' and payment_url is null for update`.execute(trx)
    if (unstarted.rows.length === 0) return
    // The links first: deleting the invoice would take them with it (on delete cascade), past their hooks.
    const links = await trx
      .selectFrom('ecommerce_orders_to_billing_module_invoices')
      .select(['id', 'order_id'])
      .where('billing_module_invoice_id', '=', invoiceId)
      .orderBy('order_index')
      .execute()
    const dynamic = asDynamicDb(trx)
    for (const link of links)
      await writeEntity(dynamic, 'ecommerce/orders-to-billing-module-invoices', { operation: 'delete', id: link.id })
    await writeEntity(dynamic, 'billing/invoices', { operation: 'delete', id: invoiceId })
    if (links.length === 0) return
    const reopened = await sql<{ id: string }>`
      select o.id from ecommerce_orders o
      where o.status = 'paying' and o.id in (${sql.join(links.map((link) => link.order_id))})
        and not exists (
          select 1 from ecommerce_orders_to_billing_module_invoices link join billing_invoices invoice on invoice.id = link.billing_module_invoice_id
          where link.order_id = o.id and invoice.status = 'open')
      order by o.id for update of o`.execute(trx)
    await updateOrders(
      trx,
      reopened.rows.map((row) => row.id),
      { status: 'new' },
    )
  })
}

// A version-4-shaped UUID from the first 32 hex digits of a hash.
function uuidFromHex(hex: string): string {
  const digits = `${hex.slice(0, 12)}4${hex.slice(13, 16)}${((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 32)}`
  return `${digits.slice(0, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}-${digits.slice(16, 20)}-${digits.slice(20, 32)}`
}

function offeredProvider(context: BillingContext, name: PaymentProviderName) {
  const provider = context.providers.get(name)
  if (provider === undefined) {
    throw badRequest(`Payment provider ${name} is not available on this server`, [{ path: 'provider', message: 'is not configured' }])
  }
  return provider
}

// The open invoice of exactly these orders, with this provider and currency: the retried checkout.
// Its page is null while its payment is being asked for (or when the asking stopped short).
async function sameOpenInvoice(
  trx: Kysely<Database>,
  orderIds: readonly string[],
  provider: string,
  currencyId: string,
): Promise<{ id: string; amount: string; email: string | null; paymentUrl: string | null; language: string | null } | undefined> {
  const result = await sql<{ id: string; amount: string; email: string | null; payment_url: string | null; language: string | null }>`
    select invoice.id, invoice.amount::text as amount, invoice.email, invoice.payment_url, invoice.language
    from billing_invoices invoice
    where invoice.status = 'open' and invoice.provider = ${provider} and invoice.currency_id = ${currencyId}
      and (select array_agg(link.order_id order by link.order_id)::text[] from ecommerce_orders_to_billing_module_invoices link
           where link.billing_module_invoice_id = invoice.id) = ${sql`array[${sql.join(orderIds)}]::text[]`}
    order by invoice.payment_url is null, invoice.created_at desc
    limit 1`.execute(trx)
  const row = result.rows[0]
  return row === undefined
    ? undefined
    : { id: row.id, amount: row.amount, email: row.email, paymentUrl: row.payment_url, language: row.language }
}

/**
 * A checkout that differs from the open one (another currency, provider or set of orders) replaces
 * it, and a buyer who cancels the payment ends it: the old invoice is canceled (and withdrawn at its
 * provider after commit, by the caller, with the ids this returns), and its orders that now have no
 * open invoice are `new` again. A payment that still arrives for it is recorded for review, never
 * fulfilled (settle-invoice.ts): the orders may have changed since.
 */
export async function cancelOpenInvoices(trx: Kysely<Database>, orderIds: readonly string[]): Promise<string[]> {
  const canceled = await sql<{ id: string }>`
    select id from billing_invoices
    where status = 'open' and id in (
      select billing_module_invoice_id from ecommerce_orders_to_billing_module_invoices where order_id in (${sql.join(orderIds)}))
    order by id for update`.execute(trx)
  if (canceled.rows.length === 0) return []
  for (const { id } of canceled.rows)
    await writeEntity(asDynamicDb(trx), 'billing/invoices', { operation: 'update', id, data: { status: 'canceled' } })
  const reopened = await sql<{ id: string }>`
    select o.id from ecommerce_orders o
    where o.status = 'paying'
      and o.id in (select order_id from ecommerce_orders_to_billing_module_invoices where billing_module_invoice_id in (${sql.join(canceled.rows.map((row) => row.id))}))
      and not exists (
        select 1 from ecommerce_orders_to_billing_module_invoices link join billing_invoices invoice on invoice.id = link.billing_module_invoice_id
        where link.order_id = o.id and invoice.status = 'open')
    order by o.id for update of o`.execute(trx)
  await updateOrders(
    trx,
    reopened.rows.map((row) => row.id),
    { status: 'new' },
  )
  return canceled.rows.map((row) => row.id)
}

// The amount in SQL numeric; a line without a price in the currency refuses the checkout.
async function checkoutAmount(trx: Kysely<Database>, orderIds: readonly string[], currencyId: string): Promise<string> {
  const result = await sql<{ total: string | null; lines: string; missing: string[] | null }>`
    select sum(priced.unit_price * priced.quantity)::text as total, count(*)::text as lines,
      array_agg(priced.product_id::text) filter (where priced.unit_price is null) as missing
    from (${pricedLinesSql(orderIds, currencyId)}) priced`.execute(trx)
  const row = result.rows[0]
  if (row === undefined || row.lines === '0') throw badRequest('These orders have no products to pay for')
  if (row.missing !== null && row.missing.length > 0) {
    throw badRequest(
      MISSING_PRICE_MESSAGE,
      row.missing.map((productId) => ({
        path: 'billingModule.currency.id',
        message: `product ${productId} has no price in this currency`,
      })),
    )
  }
  return row.total!
}

// One checkout is one kind of payment: all one-off, or subscriptions on one interval.
async function checkoutRecurrence(trx: Kysely<Database>, orderIds: readonly string[]): Promise<{ interval: string } | undefined> {
  const result = await sql<{ type: string; interval: string | null }>`
    select distinct product.type,
      (select coalesce(attribute.string ->> 'en', attribute.string ->> (select min(key) from jsonb_object_keys(attribute.string) key))
       from ecommerce_products_to_attributes link
       join ecommerce_attributes attribute on attribute.id = link.attribute_id
       join ecommerce_attribute_keys_to_attributes key_link on key_link.attribute_id = attribute.id
       join ecommerce_attribute_keys attribute_key on attribute_key.id = key_link.attribute_key_id and attribute_key.type = 'interval'
       where link.product_id = product.id
       order by link.order_index limit 1) as interval
    from ecommerce_orders_to_products line
    join ecommerce_products product on product.id = line.product_id
    where line.order_id in (${sql.join(orderIds)})`.execute(trx)
  const kinds = new Set(result.rows.map((row) => row.type))
  if (kinds.size > 1) throw badRequest(MIXED_PRODUCT_TYPES_MESSAGE)
  if (!kinds.has('subscription')) return undefined
  const intervals = new Set(result.rows.map((row) => (row.interval ?? 'month').trim().toLowerCase()))
  if (intervals.size > 1) throw badRequest(MIXED_INTERVALS_MESSAGE)
  return { interval: [...intervals][0]! }
}
