/** ecommerce `order-overview-default`: the signed-in visitor's orders (cart and history), as order cards. */
import { useCurrentSubject } from '#web/app/use-current-subject.ts'
import { OrderHistory } from '#web/modules/ecommerce/order-history.tsx'
import { SignInToShop } from '#web/modules/ecommerce/sign-in-to-shop.tsx'
import { useLocalized } from '#web/site/localized.ts'
import { cn } from '#web/ui/cn.ts'
import { anchorOf, classNameOf } from '../../../widgets/shared/record-fields.ts'
import type { WidgetProps } from '../../../widgets/widget-registry.ts'

export default function OrderOverviewDefault({ node }: WidgetProps) {
  const text = useLocalized()
  const subject = useCurrentSubject()
  const title = text(node.record.title)
  return (
    <section
      id={anchorOf(node.record)}
      className={cn('mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10 sm:px-6', classNameOf(node.record))}
    >
      {title !== '' && <h1 className="text-3xl font-bold tracking-tight">{title}</h1>}
      {subject === null ? <SignInToShop /> : <OrderHistory subjectId={String(subject.id)} />}
    </section>
  )
}
