/**
 * The order card (SPEC §2): order number, each product with its quantity, the totals per currency
 * with their symbols, and a Delete button; dimmed, with the spec's message, when the order has no
 * total in the chosen currency. A cart order still `new` can change its quantities and, where the
 * screen offers it, be paid on its own; one being paid offers its open invoice's payment page and a
 * way to cancel that payment, after which it can change again. A paid order links its receipt
 * (made after payment: runtime/modules/ecommerce/order-receipt.ts).
 */
import { CreditCardIcon, ReceiptTextIcon, Trash2Icon, XIcon } from 'lucide-react'
import { formatUiString } from '#web/i18n/format-ui-string.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { useLanguage } from '#web/site/language-context.tsx'
import { localized } from '#web/site/localized.ts'
import { fileUrl } from '#web/site/stored-file.tsx'
import { Badge } from '#web/ui/badge.tsx'
import { Button, buttonVariants } from '#web/ui/button.tsx'
import { cn } from '#web/ui/cn.ts'
import { formatMoney } from '#web/site/format-money.ts'
import { orderStatusText } from './order-status-text.ts'
import { QuantityStepper } from './quantity-stepper.tsx'
import type { OrderView } from './shop-types.ts'

/** Props of {@link OrderCard}. */
export interface OrderCardProps {
  readonly order: OrderView
  /** The chosen currency; without a total in it the card is dimmed. */
  readonly currencyId?: string
  readonly onQuantityChange?: (lineId: string, quantity: number) => void
  readonly onDelete?: () => void
  /** "Pay this order" (a new cart order), when the screen knows how to pay. */
  readonly onPay?: () => void
  /** "Cancel payment" (an order being paid). */
  readonly onCancelPayment?: () => void
  /** A change of this order is in flight. */
  readonly busy?: boolean
}

export function OrderCard({ order, currencyId, onQuantityChange, onDelete, onPay, onCancelPayment, busy = false }: OrderCardProps) {
  const t = useUiStrings()
  const language = useLanguage()
  const editable = order.type === 'cart' && order.status === 'new'
  const unpriced = currencyId !== undefined && !order.totals.some((total) => total.billingModuleCurrencyId === currencyId)
  const openInvoice = order.invoices.find((invoice) => invoice.status === 'open' && invoice.paymentUrl !== null)
  const canPay = onPay !== undefined && editable && !unpriced
  const canCancel = onCancelPayment !== undefined && order.type === 'cart' && openInvoice !== undefined
  return (
    <article
      className={cn('flex flex-col gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground', unpriced && 'opacity-50')}
      data-testid="order-card"
      data-order-id={order.id}
      data-status={order.status}
      aria-busy={busy}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{formatUiString(t.orderNumber, { number: order.id.slice(0, 8).toUpperCase() })}</h3>
        <Badge variant={order.status === 'new' ? 'secondary' : 'outline'} data-testid="order-status">
          {orderStatusText(order.status, t)}
        </Badge>
      </header>
      <ul className="flex flex-col gap-2">
        {order.ordersToProducts.map((line) => {
          const title = localized(line.product.title, language, line.product.adminTitle)
          return (
            <li key={line.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 flex-1">{title}</span>
              {editable && onQuantityChange !== undefined ? (
                <QuantityStepper
                  quantity={line.quantity}
                  label={title}
                  disabled={busy}
                  onChange={(quantity) => onQuantityChange(line.id, quantity)}
                />
              ) : (
                <span className="tabular-nums text-muted-foreground">× {line.quantity}</span>
              )}
            </li>
          )
        })}
      </ul>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {order.totals.map((total) => (
          <div
            key={total.billingModuleCurrencyId}
            className={cn('flex gap-1', total.billingModuleCurrencyId === currencyId ? 'font-semibold' : 'text-muted-foreground')}
          >
            <dt className="sr-only">{t.total}</dt>
            <dd data-testid="order-total" data-currency={total.slug}>
              {formatMoney(total.total, total, language)}
            </dd>
          </div>
        ))}
      </dl>
      {unpriced && <p className="text-sm text-destructive">{t.noPriceForCurrency}</p>}
      {(onDelete !== undefined && editable) || openInvoice !== undefined || canPay || order.receipt !== '' ? (
        <footer className="flex flex-wrap justify-end gap-2">
          {order.receipt !== '' && (
            <a
              href={fileUrl(order.receipt)}
              target="_blank"
              rel="noopener"
              className={buttonVariants({ size: 'sm', variant: 'outline' })}
              data-testid="order-receipt"
            >
              <ReceiptTextIcon aria-hidden="true" />
              {t.receipt}
            </a>
          )}
          {canCancel && (
            <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={onCancelPayment} data-testid="cancel-payment">
              <XIcon aria-hidden="true" />
              {t.cancelPayment}
            </Button>
          )}
          {openInvoice !== undefined && (
            <a href={openInvoice.paymentUrl!} className={buttonVariants({ size: 'sm', variant: 'primary' })}>
              {t.pay}
            </a>
          )}
          {canPay && (
            <Button type="button" size="sm" variant="outline" disabled={busy} onClick={onPay} data-testid="pay-order">
              <CreditCardIcon aria-hidden="true" />
              {t.payThisOrder}
            </Button>
          )}
          {onDelete !== undefined && editable && (
            <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={onDelete}>
              <Trash2Icon aria-hidden="true" />
              {t.delete}
            </Button>
          )}
        </footer>
      ) : null}
    </article>
  )
}
