/** The website-builder module's widgets by variant (contract: web/widgets/widget-registry.ts). */
import { interactive, type WidgetRegistry } from '../../../widgets/widget-registry.ts'
import type { WidgetVariants } from '../../../widgets/widget-variants.ts'

/** Every variant of website-builder/widgets (SPEC §5), each its own chunk. */
export const websiteBuilderWidgets = {
  default: interactive(() => import('./default.tsx')),
  'content-default': () => import('./content-default.tsx'),
  'navbar-default': interactive(() => import('./navbar-default.tsx')),
  'footer-default': () => import('./footer-default.tsx'),
  'retraining-hero-default': () => import('./retraining-hero-default.tsx'),
  'retraining-about-default': () => import('./retraining-about-default.tsx'),
  'retraining-gallery-default': () => import('./retraining-gallery-default.tsx'),
  'retraining-features-default': () => import('./retraining-features-default.tsx'),
  'retraining-faqs-default': interactive(() => import('./retraining-faqs-default.tsx')),
  'retraining-reviews-default': interactive(() => import('./retraining-reviews-default.tsx')),
  'retraining-questions-default': () => import('./retraining-questions-default.tsx'),
  'retraining-course-description-default': () => import('./retraining-course-description-default.tsx'),
} satisfies Required<WidgetRegistry<WidgetVariants['website-builder']>>
