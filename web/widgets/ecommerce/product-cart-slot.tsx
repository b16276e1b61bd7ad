/**
 * Where a product's page puts its cart control (SPEC §2 "Product cart view": add to cart, or the
 * cart order's update, delete and checkout). The shop's screens (web/shop/) own that control; until
 * they plug it in here, the slot renders nothing, as the spec asks of cart widgets before their
 * issue lands. Both product overviews render it under the price.
 */
import type { ResolvedPage, TreeNode } from '#runtime/pages/resolved-page.ts'

/** Props of {@link ProductCartSlot}. */
export interface ProductCartSlotProps {
  /** The `ecommerce/products` node shown. */
  readonly product: TreeNode
  readonly page: ResolvedPage
}

/** `<ProductCartSlot product={product} page={page} />`. */
export function ProductCartSlot(_props: ProductCartSlotProps) {
  return null
}
