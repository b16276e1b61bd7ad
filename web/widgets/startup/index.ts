/** The startup module's widgets by variant (contract: web/widgets/widget-registry.ts). */
import type { WidgetRegistry } from '../widget-registry.ts'
import type { WidgetVariants } from '../widget-variants.ts'

/** Each variant of startup/widgets this site renders; the others render nothing. */
export const startupWidgets = {
  default: () => import('./default.tsx'),
} satisfies WidgetRegistry<WidgetVariants['startup']>
