/** The notification module's widgets by variant (contract: web/widgets/widget-registry.ts). */
import type { WidgetRegistry } from '../../../widgets/widget-registry.ts'
import type { WidgetVariants } from '../../../widgets/widget-variants.ts'

/** Each variant of notification/widgets this site renders; the others render nothing. */
export const notificationWidgets = {
  default: () => import('./default.tsx'),
} satisfies WidgetRegistry<WidgetVariants['notification']>
