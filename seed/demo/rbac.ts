/**
 * Demo access control: the `admin` role holds the root action (any method, any path); the `user`
 * role is the one granted at registration. The widgets are the sign-in, registration, password and
 * account screens that the rbac pages embed; the select-method widget offers both the e-mail and
 * password form and the Ethereum wallet.
 */
import { type AnySeedRecord, link, record, recordWithSlug } from '#runtime/seed/seed-record.ts'
import { t } from './text.ts'

/** The root action: every method on every path. */
export const rootAction = record('rbac/actions', 'root', { adminTitle: 'Root: * *', method: '*', pathPattern: '*' })

/** Administrators: may do everything through the root action. */
export const adminRole = record('rbac/roles', 'admin', { title: 'admin', slug: 'admin', availableOnRegistration: false })

/** Signed-up users. */
export const userRole = record('rbac/roles', 'user', { title: 'user', slug: 'user', availableOnRegistration: true })

/** Login method selection (/rbac/subject/authentication/select-method). */
export const selectMethodWidget = recordWithSlug('rbac/widgets', 'sign-in-select-method', 'Вход: выбор способа', {
  variant: 'subject-authentication-select-method-default',
  title: t('Вход в личный кабинет', 'Sign in'),
  subtitle: t('Выберите способ входа', 'Choose how to sign in'),
})

/** Registration form. */
export const registrationWidget = recordWithSlug('rbac/widgets', 'registration', 'Регистрация', {
  variant: 'subject-authentication-email-and-password-registration-form-default',
  title: t('Регистрация', 'Create an account'),
  subtitle: t('Создайте аккаунт, чтобы записаться на курс', 'Create an account to enrol in a course'),
})

/** Forgot-password form. */
export const forgotPasswordWidget = recordWithSlug('rbac/widgets', 'forgot-password', 'Восстановление пароля', {
  variant: 'subject-authentication-email-and-password-forgot-password-form-default',
  title: t('Восстановление пароля', 'Forgot your password?'),
  subtitle: t('Пришлём ссылку для сброса пароля на e-mail', 'We will e-mail you a link to reset it'),
})

/** Reset-password form (the code comes from the e-mailed link). */
export const resetPasswordWidget = recordWithSlug('rbac/widgets', 'reset-password', 'Сброс пароля', {
  variant: 'subject-authentication-email-and-password-reset-password-form-default',
  title: t('Новый пароль', 'Set a new password'),
})

/** The subject's login methods and password change (/rbac/subjects/settings). */
export const identitySettingsWidget = recordWithSlug('rbac/widgets', 'identity-settings', 'Настройки входа', {
  variant: 'subject-identity-settings-default',
  title: t('Настройки', 'Settings'),
  subtitle: t('Способы входа и пароль', 'Login methods and password'),
})

/** The logout screen (/rbac/subject/authentication/logout): signs out at once and goes home. */
export const logoutWidget = recordWithSlug('rbac/widgets', 'logout', 'Выход', {
  variant: 'subject-authentication-logout-action-default',
  title: t('Выход', 'Logout'),
})

/** A subject's public page (/rbac/subjects/[slug]). */
export const subjectOverviewWidget = recordWithSlug('rbac/widgets', 'subject-overview', 'Профиль пользователя', {
  variant: 'subject-overview-default',
  title: t('Профиль', 'Profile'),
})

/** Every rbac record of the demo. */
export const rbacSeed: readonly AnySeedRecord[] = [
  rootAction,
  adminRole,
  userRole,
  link('rbac/roles-to-actions', { roleId: adminRole.id, actionId: rootAction.id }),
  selectMethodWidget,
  registrationWidget,
  forgotPasswordWidget,
  resetPasswordWidget,
  identitySettingsWidget,
  logoutWidget,
  subjectOverviewWidget,
]
