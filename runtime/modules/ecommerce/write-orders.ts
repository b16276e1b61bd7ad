/**
 * Order writes of the shop's own operations (checkout, payments, carts), made through the
 * entity's write path (runtime/operations/write-entity.ts) so that `ecommerce/orders` hooks run
 * for them as for the generic routes: one record at a time, in the caller's transaction.
 */
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import type { EntityWrite } from '#runtime/operations/write-entity.ts'
import { asDynamicDb } from '#runtime/operations/dynamic-db.ts'
import { writeEntity } from '#runtime/operations/write-entity.ts'

type OrderChange = Extract<EntityWrite<'ecommerce/orders'>, { operation: 'update' }>['data']

/** Applies `data` to each order of `orderIds`, in order. */
export async function updateOrders(
  trx: Transaction<Database> | Kysely<Database>,
  orderIds: readonly string[],
  data: OrderChange,
): Promise<void> {
  for (const id of orderIds) await writeEntity(asDynamicDb(trx), 'ecommerce/orders', { operation: 'update', id, data })
}

/** Deletes each order of `orderIds` (their lines and links go with them). */
export async function deleteOrders(trx: Transaction<Database> | Kysely<Database>, orderIds: readonly string[]): Promise<void> {
  for (const id of orderIds) await writeEntity(asDynamicDb(trx), 'ecommerce/orders', { operation: 'delete', id })
}
