/**
 * The product cart view (SPEC §2): when the cart holds the product, its quantity (update), Delete
 * and a link to checkout; otherwise Add to cart, reading 'Adding...' while pending. Visitors get
 * a sign-in link instead. Exported for the catalogue's product widgets.
 */
import { Trash2Icon } from 'lucide-react'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { LocalizedLink } from '#web/site/localized-link.tsx'
import { Button, buttonVariants } from '#web/ui/button.tsx'
import { QuantityStepper } from './quantity-stepper.tsx'
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
  const order = orders.data?.find((candidate) => candidate.status === 'new' && candidate.ordersToProducts.some((line) => line.productId === productId))
  if (order === undefined) return <AddToCartButton subjectId={subjectId} productId={productId} storeId={storeId} />
  return <InCartControls subjectId={subjectId} orderId={order.id} line={order.ordersToProducts.find((line) => line.productId === productId)!} />
}

/** Add to cart: one of the product, 'Adding...' while the call is pending. */
export function AddToCartButton({ subjectId, productId, storeId = null }: ProductCartViewProps & { readonly subjectId: string }) {
  const t = useUiStrings()
  const { addToCart } = useShopActions(subjectId)
  return (
    <Button type="button" variant="primary" disabled={addToCart.isPending} onClick={() => addToCart.mutate({ productId, storeId })} data-testid="add-to-cart">
      {addToCart.isPending ? t.adding : t.addToCart}
    </Button>
  )
}

function InCartControls({ subjectId, orderId, line }: { subjectId: string; orderId: string; line: { id: string; quantity: number } }) {
  const t = useUiStrings()
  const { updateOrder, deleteOrder } = useShopActions(subjectId)
  const busy = updateOrder.isPending || deleteOrder.isPending
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="in-cart">
      <span className="text-sm text-muted-foreground">{t.inCart}</span>
      <QuantityStepper quantity={line.quantity} label={t.inCart} disabled={busy} onChange={(quantity) => updateOrder.mutate({ orderId, ordersToProducts: [{ id: line.id, quantity }] })} />
      <Button type="button" variant="ghost" size="icon" aria-label={t.delete} disabled={busy} onClick={() => deleteOrder.mutate(orderId)}>
        <Trash2Icon aria-hidden="true" />
      </Button>
      <LocalizedLink href={CHECKOUT_PATH} className={buttonVariants({ variant: 'outline', size: 'sm' })}>{t.checkout}</LocalizedLink>
    </div>
  )
}
