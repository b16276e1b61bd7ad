/**
 * The record-owner rule for `/api/ecommerce/orders/{id}/…` (DESIGN "Access control", step 4, "or
 * the record's owner"): any signed-in subject reaches the route, then only its own orders, while an
 * administrator (root action) or a server with the secret key reaches every order. Others' orders
 * are not found (issue #30, finding 16).
 */
import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import { authorizeRequest } from '#runtime/access/authorize-request.ts'
import type { Config } from '#runtime/config/load-config.ts'
import { HttpError, notFound } from '#runtime/errors/http-error.ts'
import { assertOrdersOwned } from '../order-ownership.ts'

/**
 * Throws 404 unless the request may act on `orderId`: another subject's order answers exactly as
 * an unknown one (with `notFoundMessage` when the caller named something else, an order line say),
 * so ids cannot be probed.
 */
export async function assertOrderAccess(
  request: FastifyRequest,
  config: Config,
  db: Kysely<Database>,
  orderId: string,
  purpose: string,
  notFoundMessage?: string,
): Promise<void> {
  const grant = await authorizeRequest(request, 'authenticated', config, purpose)
  try {
    if (grant.via === 'root' || grant.via === 'secretKey') await assertOrdersExist(db, orderId)
    else await assertOrdersOwned(db, grant.subjectId!, [orderId])
  } catch (error) {
    if (notFoundMessage !== undefined && error instanceof HttpError && error.statusCode === 404) throw notFound(notFoundMessage)
    throw error
  }
}

async function assertOrdersExist(db: Kysely<Database>, orderId: string): Promise<void> {
  const order = await db.selectFrom('ecommerce_orders').select('id').where('id', '=', orderId).executeTakeFirst()
  if (order === undefined) throw notFound(`Order ${orderId} not found`)
}
