/**
 * Whose an order is: orders belong to subjects through `rbac/subjects-to-ecommerce-module-orders`.
 * Kept in one place so the access phase of operations can take it over later.
 */
import type { Kysely } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import { forbidden, notFound } from '#runtime/errors/http-error.ts'

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
 * Throws unless every order of `orderIds` exists (404) and belongs to `subjectId` (403). Another
 * subject's order is a 403 rather than a 404: the caller named it, and hiding it gains nothing
 * with random ids.
 */
export async function assertOrdersOwned(db: Kysely<Database>, subjectId: string, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return
  const rows = await db
    .selectFrom('ecommerce_orders as order')
    .leftJoin('rbac_subjects_to_ecommerce_module_orders as link', 'link.ecommerce_module_order_id', 'order.id')
    .select(['order.id', 'link.subject_id'])
    .where('order.id', 'in', orderIds)
    .execute()
  for (const orderId of orderIds) {
    const owners = rows.filter((row) => row.id === orderId)
    if (owners.length === 0) throw notFound(`Order ${orderId} not found`)
    if (!owners.some((row) => row.subject_id === subjectId)) throw forbidden(`Order ${orderId} belongs to another subject`)
  }
}
