/** ecommerce `order-list-default`: the checkout page (SPEC §2 checkout screen, then the order history). */
import { CheckoutScreen } from '#web/modules/ecommerce/checkout-screen.tsx'
import { useLocalized } from '#web/site/localized.ts'
import { cn } from '#web/ui/cn.ts'
import { anchorOf, classNameOf } from '../../../widgets/shared/record-fields.ts'
import type { WidgetProps } from '../../../widgets/widget-registry.ts'

export default function OrderListDefault({ node }: WidgetProps) {
  const text = useLocalized()
  const title = text(node.record.title)
  return (
    <section
      id={anchorOf(node.record)}
      className={cn('mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 lg:px-8', classNameOf(node.record))}
    >
      {title !== '' && <h1 className="text-3xl font-bold tracking-tight">{title}</h1>}
      <CheckoutScreen />
    </section>
  )
}
