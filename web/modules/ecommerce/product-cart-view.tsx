/**
 * The product cart view (SPEC §2): when the cart holds the product, its quantity (update), Delete
 * and a link to checkout; otherwise Add to cart, reading 'Adding...' while pending, beside Buy now
 * (the product alone, checked out at once: SPEC §7's product checkout). Visitors get a sign-in
 * link instead. Exported for the catalogue's product widgets.
 */
import { useQuery } from '@tanstack/react-query'
import { Trash2Icon, ZapIcon } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useCurrentSubject } from '#web/app/use-current-subject.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { LocalizedLink } from '#web/site/localized-link.tsx'
import { Button, buttonVariants } from '#web/ui/button.tsx'
import { Input } from '#web/ui/input.tsx'
import { QuantityStepper } from './quantity-stepper.tsx'
import { currenciesQuery, providersQuery } from './shop-queries.ts'
import { SignInToShop } from './sign-in-to-shop.tsx'
import { useCartOrders } from './use-cart-orders.ts'
import { useShopActions } from './use-shop-actions.ts'

/** Where the demo's checkout screen is. */
export const CHECKOUT_PATH = '/ecommerce/checkout'

/** Props: the product, and the store it is sold from (its store prices apply). */
export interface ProductCartViewProps {
  readonly productId: string
  readonly storeId?: string | null
}

export function ProductCartView({ productId, storeId = null }: ProductCartViewProps) {
  const { subjectId, orders } = useCartOrders()
  if (subjectId === null) return <SignInToShop />
  const order = orders.data?.find(
    (candidate) => candidate.status === 'new' && candidate.ordersToProducts.some((line) => line.productId === productId),
  )
  if (order === undefined) {
    return (
      <div className="flex flex-wrap items-start gap-2">
        <AddToCartButton subjectId={subjectId} productId={productId} storeId={storeId} />
        <BuyNowButton subjectId={subjectId} productId={productId} storeId={storeId} />
      </div>
    )
  }
  return (
    <InCartControls subjectId={subjectId} orderId={order.id} line={order.ordersToProducts.find((line) => line.productId === productId)!} />
  )
}

/** Add to cart: one of the product, 'Adding...' while the call is pending. */
export function AddToCartButton({ subjectId, productId, storeId = null }: ProductCartViewProps & { readonly subjectId: string }) {
  const t = useUiStrings()
  const { addToCart } = useShopActions(subjectId)
  return (
    <Button
      type="button"
      variant="primary"
      disabled={addToCart.isPending}
      onClick={() => addToCart.mutate({ productId, storeId })}
      data-testid="add-to-cart"
    >
      {addToCart.isPending ? t.adding : t.addToCart}
    </Button>
  )
}

/**
 * Buy now: one click checks the product out alone (default currency, first offered provider, the
 * subject's e-mail) and goes to its payment page. A subject without an e-mail (a wallet sign-in)
 * is asked for one first, beside the button.
 */
export function BuyNowButton({ subjectId, productId, storeId = null }: ProductCartViewProps & { readonly subjectId: string }) {
  const t = useUiStrings()
  const subject = useCurrentSubject()
  const emailId = useId()
  const knownEmail = subjectEmail(subject)
  const [email, setEmail] = useState(knownEmail)
  const [askEmail, setAskEmail] = useState(false)
  const currencies = useQuery(currenciesQuery()).data ?? []
  const providers = useQuery(providersQuery()).data ?? []
  const { buyNow } = useShopActions(subjectId)
  const currencyId = currencies[0]?.id
  const provider = providers[0]
  const disabled = buyNow.isPending || currencyId === undefined || provider === undefined
  const buy = (event?: FormEvent) => {
    event?.preventDefault()
    if (disabled) return
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) return void setAskEmail(true)
    buyNow.mutate({ productId, storeId, provider, email, currencyId })
  }
  const button = (
    <Button
      type={askEmail ? 'submit' : 'button'}
      variant="outline"
      disabled={disabled}
      onClick={askEmail ? undefined : () => buy()}
      data-testid="buy-now"
    >
      <ZapIcon aria-hidden="true" />
      {buyNow.isPending ? t.buyingNow : t.buyNow}
    </Button>
  )
  if (!askEmail) return button
  return (
    <form onSubmit={buy} className="flex flex-wrap items-center gap-2" aria-label={t.buyNow}>
      <label htmlFor={emailId} className="sr-only">
        {t.invoiceEmail}
      </label>
      <Input
        id={emailId}
        type="email"
        required
        autoFocus
        autoComplete="email"
        placeholder={t.invoiceEmail}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        className="w-56"
      />
      {button}
    </form>
  )
}

function subjectEmail(subject: ReturnType<typeof useCurrentSubject>): string {
  for (const identity of subject?.identities ?? []) {
    const email = (identity as { email?: unknown }).email
    if (typeof email === 'string' && email !== '') return email
  }
  return ''
}

function InCartControls({ subjectId, orderId, line }: { subjectId: string; orderId: string; line: { id: string; quantity: number } }) {
  const t = useUiStrings()
  const { updateOrder, deleteOrder } = useShopActions(subjectId)
  const busy = updateOrder.isPending || deleteOrder.isPending
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="in-cart">
      <span className="text-sm text-muted-foreground">{t.inCart}</span>
      <QuantityStepper
        quantity={line.quantity}
        label={t.inCart}
        disabled={busy}
        onChange={(quantity) => updateOrder.mutate({ orderId, ordersToProducts: [{ id: line.id, quantity }] })}
      />
      <Button type="button" variant="ghost" size="icon" aria-label={t.delete} disabled={busy} onClick={() => deleteOrder.mutate(orderId)}>
        <Trash2Icon aria-hidden="true" />
      </Button>
      <LocalizedLink href={CHECKOUT_PATH} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        {t.checkout}
      </LocalizedLink>
    </div>
  )
}
