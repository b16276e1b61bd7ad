/** The startup module's widgets by variant (contract: web/widgets/widget-registry.ts). */
import type { WidgetRegistry } from '../../../widgets/widget-registry.ts'
import type { WidgetVariants } from '../../../widgets/widget-variants.ts'

/** Each variant of startup/widgets this site renders; the others render nothing. */
export const startupWidgets = {
  default: () => import('./default.tsx'),
} satisfies WidgetRegistry<WidgetVariants['startup']>
