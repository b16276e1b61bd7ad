/** Reading a resolved page tree in tests. */
import type { TreeNode } from '#contract/routes/host/resolved-page.ts'

/** Every node of the tree under `root`, root included, depth first. */
export function allNodes(root: TreeNode): TreeNode[] {
  return [root, ...Object.values(root.children).flatMap((edges) => edges.flatMap((edge) => allNodes(edge.node)))]
}

/** The nodes linked under `node` by `relation`, in order. */
export function childrenOf(node: TreeNode, relation: string): TreeNode[] {
  return (node.children[relation] ?? []).map((edge) => edge.node)
}

/** The page's module widgets (page widgets, then layout widgets), each the node under its host widget. */
export function moduleWidgets(page: TreeNode): TreeNode[] {
  const hostWidgets = [
    ...childrenOf(page, 'host/pages-to-widgets'),
    ...childrenOf(page, 'host/pages-to-layouts').flatMap((layout) => childrenOf(layout, 'host/layouts-to-widgets')),
  ]
  return hostWidgets.flatMap((widget) => childrenOf(widget, 'host/widgets-to-external-widgets'))
}

/** The one module widget of `variant` on the page. */
export function widgetOfVariant(page: TreeNode, variant: string): TreeNode {
  const found = moduleWidgets(page).filter((widget) => widget.record.variant === variant)
  if (found.length !== 1) throw new Error(`Expected one widget of variant ${variant}, found ${found.length}`)
  return found[0]!
}
