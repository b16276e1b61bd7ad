/**
 * Where a product's page puts its cart control (SPEC §2 "Product cart view": add to cart, or the
 * cart order's update, delete and checkout, from web/modules/ecommerce/). A visitor gets the sign-in link; the
 * control itself is a chunk of its own, loaded for a signed-in subject once the page is
 * interactive, so a visitor's page never carries the cart's code. Both product overviews render
 * it under the price. Its cart lines come from the store the server priced the product for
 * (contract/product-prices.ts), so checkout charges the price shown above it.
 */
import { lazy, Suspense } from 'react'
import type { ResolvedPage, TreeNode } from '#contract/routes/host/resolved-page.ts'
import { useHydrated } from '#web/modules/rbac/use-hydrated.ts'
import { useCurrentSubject } from '#web/app/use-current-subject.ts'
import { WithQueries } from '#web/site/with-queries.tsx'
import { SignInToShop } from '#web/modules/ecommerce/sign-in-to-shop.tsx'
import { productPricesOf } from '#web/widgets/shared/product-prices.ts'

const LazyProductCartView = lazy(() =>
  import('#web/modules/ecommerce/product-cart-view.tsx').then((module) => ({ default: module.ProductCartView })),
)

/** Props of {@link ProductCartSlot}. */
export interface ProductCartSlotProps {
  /** The `ecommerce/products` node shown. */
  readonly product: TreeNode
  readonly page: ResolvedPage
}

/** `<ProductCartSlot product={product} page={page} />`. */
export function ProductCartSlot({ product }: ProductCartSlotProps) {
  const subject = useCurrentSubject()
  // False on the server and while hydrating, so both render the same; true right after.
  const hydrated = useHydrated()
  if (subject === null) return <SignInToShop />
  if (!hydrated) return null
  return (
    <WithQueries>
      <Suspense fallback={null}>
        <LazyProductCartView productId={String(product.record.id)} storeId={productPricesOf(product).storeId} />
      </Suspense>
    </WithQueries>
  )
}
