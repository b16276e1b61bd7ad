/**
 * Access: the `admin` role holds the root action (the demo admin `npm start` creates gets it);
 * `reader` is granted at registration. And the account screens the navbar's Login button leads to.
 */
import { type AnySeedRecord, link, record, recordWithSlug } from '#runtime/seed/seed-record.ts'
import { t } from './text.ts'

/** Every method on every path. */
export const rootAction = record('rbac/actions', 'root', { adminTitle: 'Root: * *', method: '*', pathPattern: '*' })

/** Librarians: may do everything. */
export const adminRole = record('rbac/roles', 'admin', { title: 'admin', slug: 'admin', availableOnRegistration: false })

/** Readers who signed up: borrow books (their own loans, by the loans' owner policy). */
export const readerRole = record('rbac/roles', 'reader', { title: 'reader', slug: 'reader', availableOnRegistration: true })

/** Login method selection. */
export const selectMethodWidget = recordWithSlug('rbac/widgets', 'sign-in-select-method', 'Sign in: method', {
  variant: 'subject-authentication-select-method-default',
  title: t('Sign in to your library card', 'Вход в читательский билет'),
  subtitle: t('Choose how to sign in', 'Выберите способ входа'),
})

/** Registration form. */
export const registrationWidget = recordWithSlug('rbac/widgets', 'registration', 'Registration', {
  variant: 'subject-authentication-email-and-password-registration-form-default',
  title: t('Get a library card', 'Получить читательский билет'),
  subtitle: t('Sign up to borrow books', 'Зарегистрируйтесь, чтобы брать книги'),
})

/** Forgot-password form. */
export const forgotPasswordWidget = recordWithSlug('rbac/widgets', 'forgot-password', 'Forgot password', {
  variant: 'subject-authentication-email-and-password-forgot-password-form-default',
  title: t('Forgot your password?', 'Забыли пароль?'),
})

/** Reset-password form. */
export const resetPasswordWidget = recordWithSlug('rbac/widgets', 'reset-password', 'Reset password', {
  variant: 'subject-authentication-email-and-password-reset-password-form-default',
  title: t('Set a new password', 'Новый пароль'),
})

/** Login methods and password change. */
export const identitySettingsWidget = recordWithSlug('rbac/widgets', 'identity-settings', 'Settings', {
  variant: 'subject-identity-settings-default',
  title: t('Settings', 'Настройки'),
})

/** Signs out at once and goes home. */
export const logoutWidget = recordWithSlug('rbac/widgets', 'logout', 'Logout', {
  variant: 'subject-authentication-logout-action-default',
  title: t('Logout', 'Выход'),
})

/** Every rbac record of the library. */
export const rbacSeed: readonly AnySeedRecord[] = [
  rootAction,
  adminRole,
  readerRole,
  link('rbac/roles-to-actions', { roleId: adminRole.id, actionId: rootAction.id }),
  selectMethodWidget,
  registrationWidget,
  forgotPasswordWidget,
  resetPasswordWidget,
  identitySettingsWidget,
  logoutWidget,
]
