/** The ecommerce module's widgets by variant (contract: web/widgets/widget-registry.ts). */
import type { WidgetRegistry } from '../widget-registry.ts'
import type { WidgetVariants } from '../widget-variants.ts'

/** Each variant of ecommerce/widgets this site renders; the others render nothing. */
export const ecommerceWidgets = {
  'order-list-default': () => import('./order-list-default.tsx'),
  'order-overview-default': () => import('./order-overview-default.tsx'),
} satisfies WidgetRegistry<WidgetVariants['ecommerce']>
