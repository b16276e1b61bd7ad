/** The blog module's widgets by variant (contract: web/widgets/widget-registry.ts). */
import type { WidgetRegistry } from '../widget-registry.ts'
import type { WidgetVariants } from '../widget-variants.ts'

/**
 * Each variant of blog/widgets this site renders; the others render nothing. The private-content
 * article (`article-overview-with-private-content-default`) needs the visitor's authorisation and
 * belongs to the account screens.
 */
export const blogWidgets = {
  default: () => import('./default.tsx'),
  'article-list-default': () => import('./article-list-default.tsx'),
  'article-overview-default': () => import('./article-overview-default.tsx'),
  'article-overview-ecommerce-module-product-list-default': () => import('./article-overview-ecommerce-module-product-list-default.tsx'),
  'category-overview-default': () => import('./category-overview-default.tsx'),
  'category-list-default': () => import('./category-list-default.tsx'),
  'category-list-button-default': () => import('./category-list-button-default.tsx'),
} satisfies WidgetRegistry<WidgetVariants['blog']>
