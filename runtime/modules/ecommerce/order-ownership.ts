/**
 * Whose an order is: orders belong to subjects through `rbac/subjects-to-ecommerce-module-orders`.
 * Kept in one place so the access phase of operations can take it over later.
 */
import type { Kysely } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import { notFound } from '#runtime/errors/http-error.ts'

/** The ids of a subject's orders, optionally of one type, newest first. */
export async function subjectOrderIds(db: Kysely<Database>, subjectId: string, type?: 'cart' | 'history'): Promise<string[]> {
  let query = db
    .selectFrom('rbac_subjects_to_ecommerce_module_orders as link')
    .innerJoin('ecommerce_orders as order', 'order.id', 'link.ecommerce_module_order_id')
    .select('order.id')
    .where('link.subject_id', '=', subjectId)
  if (type !== undefined) query = query.where('order.type', '=', type)
  const rows = await query.orderBy('order.created_at', 'desc').orderBy('order.id').execute()
  return rows.map((row) => row.id)
}

/** The subject an order belongs to; 404 when the order does not exist. */
export async function orderOwnerOf(db: Kysely<Database>, orderId: string): Promise<string | null> {
  const order = await db
    .selectFrom('ecommerce_orders as order')
    .leftJoin('rbac_subjects_to_ecommerce_module_orders as link', 'link.ecommerce_module_order_id', 'order.id')
    .select(['order.id', 'link.subject_id'])
    .where('order.id', '=', orderId)
    .executeTakeFirst()
  if (order === undefined) throw notFound(`Order ${orderId} not found`)
  return order.subject_id
}

/**
 * Throws unless every order of `orderIds` exists and belongs to `subjectId`: 404 in both cases, with
 * the same message, so that another subject's order cannot be told from an unknown id.
 */
export async function assertOrdersOwned(db: Kysely<Database>, subjectId: string, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return
  const rows = await db
    .selectFrom('ecommerce_orders as order')
    .innerJoin('rbac_subjects_to_ecommerce_module_orders as link', 'link.ecommerce_module_order_id', 'order.id')
    .select('order.id')
    .where('order.id', 'in', orderIds)
    .where('link.subject_id', '=', subjectId)
    .execute()
  const owned = new Set(rows.map((row) => row.id))
  const foreign = orderIds.find((orderId) => !owned.has(orderId))
  if (foreign !== undefined) throw notFound(`Order ${foreign} not found`)
}
