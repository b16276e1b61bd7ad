/** Reading a node's children in a {@link ResolvedPage} tree. */
import type { EntityKey, TreeEdge, TreeNode } from '#contract/routes/host/resolved-page.ts'

/**
 * The edges under `key` (a relation: `website-builder/widgets-to-sliders`), in the relation's
 * order, keeping only links of `variant` when given (`default`, `additional`, `extra`).
 */
export function childEdges(node: TreeNode, key: EntityKey, variant?: string): readonly TreeEdge[] {
  const edges = node.children[key] ?? []
  return variant === undefined ? edges : edges.filter((edge) => edge.link.variant === variant)
}

/** The nodes at the other end of {@link childEdges}: `childNodes(widget, 'website-builder/widgets-to-sliders')`. */
export function childNodes(node: TreeNode, key: EntityKey, variant?: string): readonly TreeNode[] {
  return childEdges(node, key, variant).map((edge) => edge.node)
}
