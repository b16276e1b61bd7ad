/**
 * The cart side panel (SPEC §2): a round cart icon with the item-count badge opens a panel titled
 * Cart (400px wide, 540px from small screens up: the sheet's right side) listing the cart orders
 * with their totals and a link to checkout. Signed-in subjects only; a visitor sees nothing.
 */
import { useQuery } from '@tanstack/react-query'
import { ShoppingCartIcon } from 'lucide-react'
import { useState } from 'react'
import { formatUiString } from '#web/i18n/format-ui-string.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { useLanguage } from '#web/site/language-context.tsx'
import { LocalizedLink } from '#web/site/localized-link.tsx'
import { buttonVariants } from '#web/ui/button.tsx'
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle, SheetTrigger } from '#web/ui/sheet.tsx'
import { CartOrdersList } from './cart-orders-list.tsx'
import { formatMoney } from '#web/site/format-money.ts'
import { CHECKOUT_PATH } from './product-cart-view.tsx'
import { cartQuantityQuery, cartTotalsQuery } from './shop-queries.ts'
import { useCartOrders } from './use-cart-orders.ts'

export function CartPanel() {
  const { subjectId, orders } = useCartOrders()
  if (subjectId === null) return null
  return <SignedInCartPanel subjectId={subjectId} orders={orders.data} />
}

function SignedInCartPanel({ subjectId, orders }: { subjectId: string; orders: Parameters<typeof CartOrdersList>[0]['orders'] }) {
  const t = useUiStrings()
  const language = useLanguage()
  const [open, setOpen] = useState(false)
  const quantity = useQuery(cartQuantityQuery(subjectId)).data ?? 0
  const totals = useQuery({ ...cartTotalsQuery(subjectId), enabled: open }).data ?? []
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <button
          type="button"
          className="relative flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full border border-border bg-background outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60"
          aria-label={`${t.openCart}, ${formatUiString(t.cartItemCount, { count: quantity })}`}
          data-testid="cart-button"
        >
          <ShoppingCartIcon aria-hidden="true" className="size-5" />
          {quantity > 0 && (
            <span
              className="absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs font-semibold text-primary-foreground tabular-nums"
              data-testid="cart-count"
            >
              {quantity}
            </span>
          )}
        </button>
      </SheetTrigger>
      <SheetContent side="right">
        <SheetHeader>
          <SheetTitle>{t.cart}</SheetTitle>
          <SheetDescription>{formatUiString(t.cartItemCount, { count: quantity })}</SheetDescription>
        </SheetHeader>
        <div className="px-4">
          <CartOrdersList subjectId={subjectId} orders={orders} />
        </div>
        <SheetFooter>
          {totals.length > 0 && (
            <p className="flex flex-wrap justify-between gap-2 font-semibold">
              <span>{t.total}</span>
              <span>{totals.map((total) => formatMoney(total.total, total, language)).join(' · ')}</span>
            </p>
          )}
          <LocalizedLink href={CHECKOUT_PATH} className={buttonVariants({ variant: 'primary' })} onClick={() => setOpen(false)}>
            {t.goToCheckout}
          </LocalizedLink>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  )
}
