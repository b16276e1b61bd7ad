/** The social module's widgets by variant (contract: web/widgets/widget-registry.ts). */
import type { WidgetRegistry } from '../widget-registry.ts'
import type { WidgetVariants } from '../widget-variants.ts'

/** Each variant of social/widgets this site renders; the others render nothing. */
export const socialWidgets = {
  default: () => import('./default.tsx'),
  'profile-overview-default': () => import('./profile-overview-default.tsx'),
} satisfies WidgetRegistry<WidgetVariants['social']>
