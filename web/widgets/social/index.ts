/** The social module's widgets by variant (contract: web/widgets/widget-registry.ts). */
import type { WidgetRegistry } from '../widget-registry.ts'
import type { WidgetVariants } from '../widget-variants.ts'

/** Each variant of social/widgets this site renders; the others render nothing. */
export const socialWidgets = {
  'chat-list-default': () => import('./chat-list-default.tsx'),
} satisfies WidgetRegistry<WidgetVariants['social']>
