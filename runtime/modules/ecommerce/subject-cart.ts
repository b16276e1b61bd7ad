/**
 * A subject's cart (DESIGN "Shop and billing"): its orders of type `cart`, one product line each,
 * as SPEC §7's calls create, change and delete them. Every write runs in a transaction that locks
 * the subject first (lock-subject.ts); only an order still `new`, with no open invoice, can change,
 * since one being paid must keep the lines its invoice charges for.
 */
import { type Kysely, sql } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import { badRequest, conflict, notFound } from '#runtime/errors/http-error.ts'
import { asDynamicDb } from '#runtime/operations/dynamic-db.ts'
import { writeEntity } from '#runtime/operations/write-entity.ts'
import { lockSubject } from './lock-subject.ts'
import { deleteOrders, updateOrders } from './write-orders.ts'
import { assertOrdersOwned, subjectOrderIds } from './order-ownership.ts'
import { conflictMessages } from './shop-messages.ts'

/** The most of one product a cart line holds. */
const MAX_LINE_QUANTITY = 10_000

/** Add to cart. */
export interface AddToCartInput {
  readonly productId: string
  readonly quantity: number
  readonly storeId?: string | null
}

/** What add-to-cart did: a new order, or more of a product already in the cart. */
export interface AddToCartResult {
  readonly orderId: string
  readonly created: boolean
}

/**
 * Puts `quantity` of a product in the subject's cart: a new cart order, or, when a `new` cart order
 * already holds the product from the same store, that order with the quantity added.
 */
export async function addToCart(db: Kysely<Database>, subjectId: string, input: AddToCartInput): Promise<AddToCartResult> {
  return db.transaction().execute(async (trx) => {
    await lockSubject(trx, subjectId)
    await assertProductSellable(trx, input.productId, input.storeId ?? null)
    const existing = await trx
      .selectFrom('rbac_subjects_to_ecommerce_module_orders as link')
      .innerJoin('ecommerce_orders as order', 'order.id', 'link.ecommerce_module_order_id')
      .innerJoin('ecommerce_orders_to_products as line', 'line.order_id', 'order.id')
      .select(['order.id as orderId', 'line.id as lineId', 'line.quantity'])
      .where('link.subject_id', '=', subjectId)
      .where('order.type', '=', 'cart')
      .where('order.status', '=', 'new')
      .where('line.product_id', '=', input.productId)
      .where((eb) => (input.storeId == null ? eb('line.store_id', 'is', null) : eb('line.store_id', '=', input.storeId)))
      .orderBy('order.created_at')
      .executeTakeFirst()
    if (existing !== undefined) {
      // Read and written under the subject's lock, so no other add to this cart comes between.
      const quantity = Math.min(existing.quantity + input.quantity, MAX_LINE_QUANTITY)
      await writeEntity(
        asDynamicDb(trx),
        'ecommerce/orders-to-products',
        { operation: 'update', id: existing.lineId, data: { quantity } },
        { subjectId },
      )
      await touchOrder(trx, existing.orderId)
      return { orderId: existing.orderId, created: false }
    }
    const orderId = await createCartOrder(trx, subjectId, input)
    return { orderId, created: true }
  })
}

/** A new cart order of one line, linked to the subject; call inside a transaction holding the subject's lock. */
export async function createCartOrder(
  trx: Kysely<Database>,
  subjectId: string,
  input: AddToCartInput & { readonly comment?: string | null },
): Promise<string> {
  // Through the entity's write path, so the orders' hooks run for a cart as for any write (write-orders.ts).
  // The audit log names the subject as the writer of each (write-entity.ts).
  const bySubject = { subjectId }
  const order = await writeEntity(
    asDynamicDb(trx),
    'ecommerce/orders',
    { operation: 'create', data: { type: 'cart', status: 'new', comment: input.comment ?? null } },
    bySubject,
  )
  await writeEntity(
    asDynamicDb(trx),
    'ecommerce/orders-to-products',
    {
      operation: 'create',
      data: { orderId: order.id, productId: input.productId, quantity: input.quantity, storeId: input.storeId ?? null },
    },
    bySubject,
  )
  await writeEntity(
    asDynamicDb(trx),
    'rbac/subjects-to-ecommerce-module-orders',
    { operation: 'create', data: { subjectId, ecommerceModuleOrderId: order.id } },
    bySubject,
  )
  return order.id
}

/** 404 for a missing product; 400 when the store named does not sell it. */
export async function assertProductSellable(db: Kysely<Database>, productId: string, storeId: string | null): Promise<void> {
  const product = await db.selectFrom('ecommerce_products').select('id').where('id', '=', productId).executeTakeFirst()
  if (product === undefined) throw notFound(`Product ${productId} not found`)
  if (storeId === null) return
  const offer = await db
    .selectFrom('ecommerce_stores_to_products')
    .select('id')
    .where('store_id', '=', storeId)
    .where('product_id', '=', productId)
    .executeTakeFirst()
  if (offer === undefined)
    throw badRequest(`Store ${storeId} does not sell product ${productId}`, [{ path: 'storeId', message: 'does not sell this product' }])
}

/** New quantities for lines of one order. */
export interface LineQuantity {
  readonly id: string
  readonly quantity: number
}

/** Sets the quantities of lines of a `new` cart order of the subject's. */
export async function updateOrderQuantities(
  db: Kysely<Database>,
  subjectId: string,
  orderId: string,
  lines: readonly LineQuantity[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockSubject(trx, subjectId)
    await assertOrdersOwned(trx, subjectId, [orderId])
    await assertChangeable(trx, orderId)
    const known = await trx.selectFrom('ecommerce_orders_to_products').select('id').where('order_id', '=', orderId).execute()
    const knownIds = new Set(known.map((line) => line.id))
    const foreign = lines.findIndex((line) => !knownIds.has(line.id))
    if (foreign !== -1) {
      throw badRequest(`Order line ${lines[foreign]!.id} is not a line of order ${orderId}`, [
        { path: `ordersToProducts.${foreign}.id`, message: 'is not a line of this order' },
      ])
    }
    for (const line of lines) {
      await writeEntity(
        asDynamicDb(trx),
        'ecommerce/orders-to-products',
        { operation: 'update', id: line.id, data: { quantity: line.quantity } },
        { subjectId },
      )
    }
    await touchOrder(trx, orderId)
  })
}

/** Deletes a `new` cart order of the subject's (its lines and links go with it). */
export async function deleteCartOrder(db: Kysely<Database>, subjectId: string, orderId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockSubject(trx, subjectId)
    await assertOrdersOwned(trx, subjectId, [orderId])
    await assertChangeable(trx, orderId)
    await deleteOrders(trx, [orderId])
  })
}

/** How many items the subject's cart holds (the cart icon's badge). */
export async function cartQuantity(db: Kysely<Database>, subjectId: string): Promise<number> {
  const orderIds = await subjectOrderIds(db, subjectId, 'cart')
  return orderQuantity(db, orderIds)
}

/** The number of items in `orderIds` together. */
export async function orderQuantity(db: Kysely<Database>, orderIds: readonly string[]): Promise<number> {
  if (orderIds.length === 0) return 0
  const row = await db
    .selectFrom('ecommerce_orders_to_products')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('quantity'), sql<string>`0`).as('quantity'))
    .where('order_id', 'in', orderIds)
    .executeTakeFirstOrThrow()
  return Number(row.quantity)
}

/**
 * Deletes cart orders nobody touched for `olderThanDays` and that were never checked out
 * (status `new`, no invoice): abandoned carts. Returns how many went.
 */
export async function clearOldCartOrders(db: Kysely<Database>, olderThanDays: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const result = await sql<{ id: string }>`
      select id from ecommerce_orders
      where type = 'cart' and status = 'new'
        and updated_at < now() - (${olderThanDays}::int * interval '1 day')
        and not exists (select 1 from ecommerce_orders_to_billing_module_invoices link where link.order_id = ecommerce_orders.id)
      order by id for update skip locked`.execute(trx)
    await deleteOrders(
      trx,
      result.rows.map((row) => row.id),
    )
    return result.rows.length
  })
}

// An order with an open invoice keeps what that invoice charges for; the buyer cancels the payment
// (cancel-order-payment.ts) to change it.
async function assertChangeable(trx: Kysely<Database>, orderId: string): Promise<void> {
  const order = await sql<{ status: string; type: string; open_invoice: string | null }>`
    select o.status, o.type,
      (select invoice.id from ecommerce_orders_to_billing_module_invoices link join billing_invoices invoice on invoice.id = link.billing_module_invoice_id
       where link.order_id = o.id and invoice.status = 'open' limit 1) as open_invoice
    from ecommerce_orders o where o.id = ${orderId} for update of o`.execute(trx)
  const row = order.rows[0]
  if (row === undefined) throw notFound(`Order ${orderId} not found`)
  if (row.open_invoice !== null || row.status === 'paying') {
    throw conflict(conflictMessages.beingPaid(orderId), 'status')
  }
  if (row.type !== 'cart' || row.status !== 'new') throw conflict(conflictMessages.notChangeable(orderId, row.status), 'status')
}

async function touchOrder(trx: Kysely<Database>, orderId: string): Promise<void> {
  await updateOrders(trx, [orderId], {})
}
