/**
 * The module widgets a record carries (a product's, an article's or a profile's
 * `…-to-website-builder-module-widgets`), each rendered by its own variant as on a page.
 */
import type { ResolvedPage, TreeNode } from '#contract/routes/host/resolved-page.ts'
import { WidgetView } from '#web/site/widget-view.tsx'
import { linkedNodes } from './linked-nodes.ts'

/** The widgets linked under `node`, in order. */
export function nestedWidgetsOf(node: TreeNode): readonly TreeNode[] {
  return linkedNodes(node, '-module-widgets').filter((child) => child.entity.endsWith('/widgets'))
}

/** `<NestedWidgets node={product} page={page} />`. */
export function NestedWidgets({ node, page }: { readonly node: TreeNode; readonly page: ResolvedPage }) {
  return nestedWidgetsOf(node).map((widget) => <WidgetView key={widget.record.id} node={widget} page={page} />)
}
