import { entity } from '#dsl'

/** An rbac widget: authentication forms, subject lists and overviews, account menu, logout, identity settings. */
export default entity('rbac', 'widgets', {
  label: { ru: 'Виджеты', en: 'Widgets' },
  content: true,
  variants: [
    'default',
    'subject-list-default',
    'subject-overview-default',
    'subject-account-menu-default',
    'subject-authentication-select-method-default',
    'subject-authentication-email-and-password-authentication-form-default',
    'subject-authentication-email-and-password-registration-form-default',
    'subject-authentication-email-and-password-forgot-password-form-default',
    'subject-authentication-email-and-password-reset-password-form-default',
    'subject-authentication-ethereum-virtual-machine-default',
    'subject-authentication-logout-action-default',
    'subject-identity-settings-default',
  ],
  access: { read: 'public' },
  admin: { columns: ['adminTitle', 'variant'], label: 'adminTitle' },
})
