/** The rbac module's widgets by variant (contract: web/widgets/widget-registry.ts). */
import { interactive, type WidgetRegistry } from '../../../widgets/widget-registry.ts'
import type { WidgetVariants } from '../../../widgets/widget-variants.ts'

/** Every variant of rbac/widgets (SPEC §5 "Rbac widgets"), each its own chunk. */
export const rbacWidgets = {
  default: () => import('./default.tsx'),
  'subject-list-default': () => import('./subject-list-default.tsx'),
  'subject-overview-default': interactive(() => import('./subject-overview-default.tsx')),
  'subject-account-menu-default': interactive(() => import('./subject-account-menu-default.tsx')),
  'subject-authentication-select-method-default': interactive(() => import('./subject-authentication-select-method-default.tsx')),
  'subject-authentication-email-and-password-authentication-form-default': interactive(
    () => import('./subject-authentication-email-and-password-authentication-form-default.tsx'),
  ),
  'subject-authentication-email-and-password-registration-form-default': interactive(
    () => import('./subject-authentication-email-and-password-registration-form-default.tsx'),
  ),
  'subject-authentication-email-and-password-forgot-password-form-default': interactive(
    () => import('./subject-authentication-email-and-password-forgot-password-form-default.tsx'),
  ),
  'subject-authentication-email-and-password-reset-password-form-default': interactive(
    () => import('./subject-authentication-email-and-password-reset-password-form-default.tsx'),
  ),
  'subject-authentication-ethereum-virtual-machine-default': interactive(
    () => import('./subject-authentication-ethereum-virtual-machine-default.tsx'),
  ),
  'subject-authentication-logout-action-default': interactive(() => import('./subject-authentication-logout-action-default.tsx')),
  'subject-identity-settings-default': interactive(() => import('./subject-identity-settings-default.tsx')),
} satisfies Required<WidgetRegistry<WidgetVariants['rbac']>>
