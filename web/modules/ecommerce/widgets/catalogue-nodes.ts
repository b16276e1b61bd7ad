/**
 * The catalogue records an ecommerce widget shows: those it links (`widgets-to-products`,
 * `widgets-to-stores`), then those its variant lists (schema/ecommerce/widgets.ts `listings`: a category
 * list lists every category; a product or store list with no links of its own lists them all).
 */
import type { TreeNode } from '#contract/routes/host/resolved-page.ts'
import { childNodes } from '#web/site/child-nodes.ts'

/** The products of an ecommerce widget, in order. */
export function widgetProducts(widget: TreeNode): readonly TreeNode[] {
  return [...childNodes(widget, 'ecommerce/widgets-to-products'), ...childNodes(widget, 'ecommerce/products')]
}

/** The stores of an ecommerce widget, in order. */
export function widgetStores(widget: TreeNode): readonly TreeNode[] {
  return [...childNodes(widget, 'ecommerce/widgets-to-stores'), ...childNodes(widget, 'ecommerce/stores')]
}

/** The categories an ecommerce widget lists. */
export function widgetCategories(widget: TreeNode): readonly TreeNode[] {
  return childNodes(widget, 'ecommerce/categories')
}
