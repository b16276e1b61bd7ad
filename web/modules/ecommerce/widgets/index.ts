/** The ecommerce module's widgets by variant (contract: web/widgets/widget-registry.ts). */
import { interactive, type WidgetRegistry } from '../../../widgets/widget-registry.ts'
import type { WidgetVariants } from '../../../widgets/widget-variants.ts'

/** Every variant of ecommerce/widgets: the catalogue, and the cart and order screens of web/modules/ecommerce. */
export const ecommerceWidgets = {
  default: () => import('./default.tsx'),
  'category-list-default': () => import('./category-list-default.tsx'),
  'category-overview-default': () => import('./category-overview-default.tsx'),
  'order-list-default': interactive(() => import('./order-list-default.tsx'), { queries: true }),
  'order-overview-default': interactive(() => import('./order-overview-default.tsx'), { queries: true }),
  'product-list-default': () => import('./product-list-default.tsx'),
  'product-overview-default': interactive(() => import('./product-overview-default.tsx')),
  'store-list-default': () => import('./store-list-default.tsx'),
  'store-overview-default': () => import('./store-overview-default.tsx'),
  'retraining-product-list-default': () => import('./retraining-product-list-default.tsx'),
  'courses-overview-retraining': interactive(() => import('./courses-overview-retraining.tsx')),
} satisfies Required<WidgetRegistry<WidgetVariants['ecommerce']>>
