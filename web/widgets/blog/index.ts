/** The blog module's widgets by variant (contract: web/widgets/widget-registry.ts). */
import type { WidgetRegistry } from '../widget-registry.ts'
import type { WidgetVariants } from '../widget-variants.ts'

/** Each variant of blog/widgets this site renders; the others render nothing. */
export const blogWidgets = {
  'article-overview-with-private-content-default': () => import('./article-overview-with-private-content-default.tsx'),
} satisfies WidgetRegistry<WidgetVariants['blog']>
