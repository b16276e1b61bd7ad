/** The social module's widgets by variant (contract: web/widgets/widget-registry.ts). */
import { interactive, type WidgetRegistry } from '../../../widgets/widget-registry.ts'
import type { WidgetVariants } from '../../../widgets/widget-variants.ts'

/** Every variant of social/widgets. */
export const socialWidgets = {
  default: () => import('./default.tsx'),
  'chat-list-default': interactive(() => import('./chat-list-default.tsx'), { queries: true }),
  'profile-overview-default': interactive(() => import('./profile-overview-default.tsx')),
} satisfies Required<WidgetRegistry<WidgetVariants['social']>>
