/** The crm module's widgets by variant (contract: web/widgets/widget-registry.ts). */
import { interactive, type WidgetRegistry } from '../../../widgets/widget-registry.ts'
import type { WidgetVariants } from '../../../widgets/widget-variants.ts'

/** Each variant of crm/widgets this site renders; the others render nothing. */
export const crmWidgets = {
  default: interactive(() => import('./default.tsx')),
  'form-list-default': interactive(() => import('./form-list-default.tsx')),
} satisfies WidgetRegistry<WidgetVariants['crm']>
