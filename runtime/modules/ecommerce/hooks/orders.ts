/**
 * The hooks `schema/ecommerce/orders.ts` names (`hooks: { beforeWrite: 'keepClosedOrdersClosed' }`).
 * They run on every write of an order: the generic routes and the admin, checkout, the payment
 * webhooks, carts, seeds and in-process calls (runtime/operations/write-entity.ts).
 */
import { beforeWrite, refuseWrite } from '#runtime/hooks/entity-hook.ts'
import { orderStatusRu } from '../shop-messages.ts'

/** The statuses that close an order: it was handed over, or called off. */
const CLOSED = new Set(['delivered', 'canceled'])

/**
 * A delivered or canceled order is closed: its status no longer changes (an order to redo is a
 * new order), so neither an editor nor a late payment webhook reopens it.
 */
export const keepClosedOrdersClosed = beforeWrite('ecommerce/orders', (event) => {
  if (event.operation !== 'update' || event.data.status === undefined) return
  const { status } = event.previous
  if (CLOSED.has(status) && event.data.status !== status) {
    throw refuseWrite(
      {
        en: `cannot change: the order is ${status}, and a ${status} order stays ${status}`,
        ru: `нельзя изменить: заказ в статусе «${orderStatusRu(status)}» закрыт и остаётся в нём`,
      },
      'status',
    )
  }
})
