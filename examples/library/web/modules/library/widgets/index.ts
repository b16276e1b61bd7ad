/** The library module's widgets by variant (contract: web/widgets/widget-registry.ts). */
import type { WidgetRegistry } from '#web/widgets/widget-registry.ts'
import type { WidgetVariants } from '#web/widgets/widget-variants.ts'

/** Every variant of library/widgets; none is interactive, so a page ships no JavaScript for them. */
export const libraryWidgets = {
  default: () => import('./default.tsx'),
  'book-shelf-default': () => import('./book-shelf-default.tsx'),
  'book-list-compact': () => import('./book-list-compact.tsx'),
} satisfies Required<WidgetRegistry<WidgetVariants['library']>>
