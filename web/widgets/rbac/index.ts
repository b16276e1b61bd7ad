/** The rbac module's widgets by variant (contract: web/widgets/widget-registry.ts). */
import type { WidgetRegistry } from '../widget-registry.ts'
import type { WidgetVariants } from '../widget-variants.ts'

/** Every variant of rbac/widgets (SPEC §5 "Rbac widgets"), each its own chunk. */
export const rbacWidgets = {
  default: () => import('./default.tsx'),
  'subject-list-default': () => import('./subject-list-default.tsx'),
  'subject-overview-default': () => import('./subject-overview-default.tsx'),
  'subject-account-menu-default': () => import('./subject-account-menu-default.tsx'),
  'subject-authentication-select-method-default': () => import('./subject-authentication-select-method-default.tsx'),
  'subject-authentication-email-and-password-authentication-form-default': () =>
    import('./subject-authentication-email-and-password-authentication-form-default.tsx'),
  'subject-authentication-email-and-password-registration-form-default': () =>
    import('./subject-authentication-email-and-password-registration-form-default.tsx'),
  'subject-authentication-email-and-password-forgot-password-form-default': () =>
    import('./subject-authentication-email-and-password-forgot-password-form-default.tsx'),
  'subject-authentication-email-and-password-reset-password-form-default': () =>
    import('./subject-authentication-email-and-password-reset-password-form-default.tsx'),
  'subject-authentication-ethereum-virtual-machine-default': () => import('./subject-authentication-ethereum-virtual-machine-default.tsx'),
  'subject-authentication-logout-action-default': () => import('./subject-authentication-logout-action-default.tsx'),
  'subject-identity-settings-default': () => import('./subject-identity-settings-default.tsx'),
} satisfies Required<WidgetRegistry<WidgetVariants['rbac']>>
