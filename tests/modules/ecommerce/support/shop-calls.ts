/** HTTP helpers of the shop tests: a signed-in buyer's calls, and the demo's ids. */
import type { FastifyInstance } from 'fastify'
import { rub, usd } from '../../../../seed/demo/modules/billing.ts'
import { courses } from '../../../../seed/demo/modules/ecommerce.ts'
import { type Account, bearer, call, type Reply } from '../../rbac/support/auth-fixtures.ts'

/** The demo's currencies and courses. */
export const RUB = rub.id
export const USD = usd.id
export const DATA_ANALYST = courses['data-analyst'].id
export const WEB_DEVELOPER = courses['web-developer'].id
export const ACCOUNTANT = courses.accountant.id

/** The base of a subject's shop calls. */
export function shopBase(subjectId: string): string {
  return `/api/rbac/subjects/${subjectId}/ecommerce-module`
}

/** A buyer's request, signed in with a bearer token. */
export function buyerCall(app: FastifyInstance, account: Account, method: string, url: string, body?: unknown): Promise<Reply> {
  return call(app, method, url, { headers: bearer(account.jwt), ...(body === undefined ? {} : { body }) })
}

/** Adds a product to the buyer's cart and returns the order. */
export async function addToCart(app: FastifyInstance, account: Account, productId: string, quantity = 1): Promise<any> {
  const reply = await buyerCall(app, account, 'POST', `${shopBase(account.subjectId)}/orders`, { data: { productId, quantity } })
  if (reply.status !== 201 && reply.status !== 200) throw new Error(`add to cart: ${reply.status} ${JSON.stringify(reply.body)}`)
  return reply.body.data
}

/** Checks out `orderIds` and returns the reply. */
export function checkout(
  app: FastifyInstance,
  account: Account,
  orderIds: readonly string[],
  options: { provider?: string; currencyId?: string } = {},
): Promise<Reply> {
  return buyerCall(app, account, 'POST', `${shopBase(account.subjectId)}/orders/checkout`, {
    data: {
      provider: options.provider ?? 'dummy',
      email: account.email,
      billingModule: { currency: { id: options.currencyId ?? RUB } },
      ecommerceModule: { orders: orderIds.map((id) => ({ id })) },
    },
  })
}
