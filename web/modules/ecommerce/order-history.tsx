/** The signed-in visitor's order history (SPEC §1: orders checked out and paid), newest first. */
import { useQuery } from '@tanstack/react-query'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { OrderCard } from './order-card.tsx'
import { orderHistoryQuery } from './shop-queries.ts'

/** Props: whose history. */
export interface OrderHistoryProps {
  readonly subjectId: string
}

export function OrderHistory({ subjectId }: OrderHistoryProps) {
  const t = useUiStrings()
  const history = useQuery(orderHistoryQuery(subjectId))
  return (
    <section aria-labelledby="order-history-title" className="flex flex-col gap-3" data-testid="order-history">
      <h2 id="order-history-title" className="text-xl font-semibold">
        {t.orderHistory}
      </h2>
      {history.data === undefined ? (
        <Skeleton className="h-28 w-full" />
      ) : history.data.length === 0 ? (
        <p className="text-muted-foreground">{t.noOrdersYet}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {history.data.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
