/** The cart's orders as cards with quantity update, delete and cancel payment, for the cart panel and the checkout screen. */
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { OrderCard } from './order-card.tsx'
import type { OrderView } from './shop-types.ts'
import { useShopActions } from './use-shop-actions.ts'

/**
 * Props: the subject, its cart orders (undefined while loading) and the chosen currency; `onPay`
 * pays one order on its own (the checkout screen, which knows the provider and e-mail).
 */
export interface CartOrdersListProps {
  readonly subjectId: string
  readonly orders: readonly OrderView[] | undefined
  readonly currencyId?: string
  readonly onPay?: (orderId: string) => void
}

export function CartOrdersList({ subjectId, orders, currencyId, onPay }: CartOrdersListProps) {
  const t = useUiStrings()
  const { updateOrder, deleteOrder, cancelPayment } = useShopActions(subjectId)
  if (orders === undefined) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-28 w-full" />
      </div>
    )
  }
  if (orders.length === 0) return <p className="text-muted-foreground">{t.yourCartIsEmpty}</p>
  const busyOrder = updateOrder.isPending
    ? updateOrder.variables?.orderId
    : deleteOrder.isPending
      ? deleteOrder.variables
      : cancelPayment.isPending
        ? cancelPayment.variables
        : undefined
  return (
    <ul className="flex flex-col gap-3">
      {orders.map((order) => (
        <li key={order.id}>
          <OrderCard
            order={order}
            currencyId={currencyId}
            busy={busyOrder === order.id}
            onQuantityChange={(lineId, quantity) => updateOrder.mutate({ orderId: order.id, ordersToProducts: [{ id: lineId, quantity }] })}
            onDelete={() => deleteOrder.mutate(order.id)}
            onCancelPayment={() => cancelPayment.mutate(order.id)}
            {...(onPay === undefined ? {} : { onPay: () => onPay(order.id) })}
          />
        </li>
      ))}
    </ul>
  )
}
