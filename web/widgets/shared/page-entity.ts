/**
 * The record an overview widget shows: the entity the URL names when it is of the widget's kind
 * (`/ecommerce/products/{slug}`), else the first one the widget links itself (a store overview
 * placed on the landing page with its store linked).
 */
import type { ResolvedPage, TreeNode } from '#contract/routes/host/resolved-page.ts'

/** `pageEntity(page, 'ecommerce/products', linkedProducts)`. */
export function pageEntity(page: ResolvedPage, entity: string, linked: readonly TreeNode[] = []): TreeNode | undefined {
  if (page.entity !== null && page.entity.entity === entity) return page.entity
  return linked.find((node) => node.entity === entity)
}
