/** The blog module's widgets by variant (contract: web/widgets/widget-registry.ts). */
import { interactive, type WidgetRegistry } from '../../../widgets/widget-registry.ts'
import type { WidgetVariants } from '../../../widgets/widget-variants.ts'

/** Every variant of blog/widgets; the private-content article is gated by web/modules/rbac. */
export const blogWidgets = {
  default: () => import('./default.tsx'),
  'article-list-default': () => import('./article-list-default.tsx'),
  'article-overview-default': () => import('./article-overview-default.tsx'),
  'article-overview-with-private-content-default': interactive(() => import('./article-overview-with-private-content-default.tsx'), {
    queries: true,
  }),
  'article-overview-ecommerce-module-product-list-default': () => import('./article-overview-ecommerce-module-product-list-default.tsx'),
  'category-overview-default': () => import('./category-overview-default.tsx'),
  'category-list-default': () => import('./category-list-default.tsx'),
  'category-list-button-default': () => import('./category-list-button-default.tsx'),
} satisfies Required<WidgetRegistry<WidgetVariants['blog']>>
