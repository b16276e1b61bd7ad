/** The shop's client-facing messages, worded as SPEC §5 and §8 give them where they do. */
import { findEntityMetadata } from '#runtime/metadata/entity-registry.ts'

/** SPEC §8: a product without a price in the chosen currency. */
export const MISSING_PRICE_MESSAGE = "Product doesn't have price attributes connected to billing module currency."

/** SPEC §5: a checkout provider outside the list. */
export { INVALID_PROVIDER_MESSAGE } from '#contract/routes/ecommerce/shop-schemas.ts'

/** DESIGN "Shop and billing": one checkout is one kind of payment. */
export const MIXED_PRODUCT_TYPES_MESSAGE = 'One checkout cannot mix one-off and subscription products; check them out separately.'

/** DESIGN "Shop and billing": a subscription is billed on one interval. */
export const MIXED_INTERVALS_MESSAGE = 'One checkout cannot mix subscriptions with different billing intervals; check them out separately.'

/** An order status as the Russian page names it (its schema label), for a conflict's ru text. */
export function orderStatusRu(status: string): string {
  return findEntityMetadata('ecommerce', 'orders')?.labels.values.status?.[status]?.ru ?? status
}

/** The cart's and checkout's 409s, in each site language (http-error.ts `conflict` takes either). */
export const conflictMessages = {
  notCheckable: (orderId: string, status: string) => ({
    en: `Order ${orderId} is ${status} and cannot be checked out`,
    ru: `Заказ ${orderId} в статусе «${orderStatusRu(status)}», его нельзя оформить`,
  }),
  checkedOutMeanwhile: {
    en: 'These orders were checked out again meanwhile; try again',
    ru: 'Эти заказы тем временем оформили ещё раз; попробуйте снова',
  },
  beingPaid: (orderId: string) => ({
    en: `Order ${orderId} is being paid and cannot be changed; cancel its payment first (POST …/orders/${orderId}/cancel-payment), then change it`,
    ru: `Заказ ${orderId} сейчас оплачивается, его нельзя изменить; сначала отмените оплату (POST …/orders/${orderId}/cancel-payment), затем измените заказ`,
  }),
  notChangeable: (orderId: string, status: string) => ({
    en: `Order ${orderId} is ${status} and can no longer be changed`,
    ru: `Заказ ${orderId} в статусе «${orderStatusRu(status)}», его больше нельзя изменить`,
  }),
  noPaymentToCancel: (orderId: string) => ({
    en: `Order ${orderId} has no payment in progress to cancel`,
    ru: `У заказа ${orderId} нет оплаты, которую можно отменить`,
  }),
  paymentNotCancellable: (orderId: string, status: string) => ({
    en: `Order ${orderId} is ${status}; its payment can no longer be cancelled`,
    ru: `Заказ ${orderId} в статусе «${orderStatusRu(status)}», его оплату уже нельзя отменить`,
  }),
} as const
