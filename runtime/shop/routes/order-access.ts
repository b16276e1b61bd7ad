/**
 * The record-owner rule for `/api/ecommerce/orders/{id}/…` (DESIGN "Access control", step 4, "or
 * the record's owner"): any signed-in subject reaches the route, then only its own orders, while an
 * administrator (root action) or a server with the secret key reaches every order.
 */
import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import { authorizeRequest } from '#runtime/access/authorize-request.ts'
import type { Config } from '#runtime/config/load-config.ts'
import { notFound } from '#runtime/errors/http-error.ts'
import { assertOrdersOwned } from '../order-ownership.ts'

/** Throws 403 unless the request may act on `orderId` (404 when there is no such order). */
export async function assertOrderAccess(request: FastifyRequest, config: Config, db: Kysely<Database>, orderId: string, purpose: string): Promise<void> {
  const grant = await authorizeRequest(request, 'authenticated', config, purpose)
  if (grant.via === 'root' || grant.via === 'secretKey') {
    await assertOrdersExist(db, orderId)
    return
  }
  await assertOrdersOwned(db, grant.subjectId!, [orderId])
}

async function assertOrdersExist(db: Kysely<Database>, orderId: string): Promise<void> {
  const order = await db.selectFrom('ecommerce_orders').select('id').where('id', '=', orderId).executeTakeFirst()
  if (order === undefined) throw notFound(`Order ${orderId} not found`)
}
