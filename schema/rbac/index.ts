import { type LabelDefinition, type LabelDictionary, schemaModule } from '#dsl'
import actions from './actions.ts'
import codes from './codes.ts'
import identities from './identities.ts'
import roles from './roles.ts'
import rolesToActions from './roles-to-actions.ts'
import rolesToEcommerceModuleProducts from './roles-to-ecommerce-module-products.ts'
import sessions from './sessions.ts'
import subjects from './subjects.ts'
import subjectsToEcommerceModuleOrders from './subjects-to-ecommerce-module-orders.ts'
import subjectsToEcommerceModuleProducts from './subjects-to-ecommerce-module-products.ts'
import subjectsToIdentities from './subjects-to-identities.ts'
import subjectsToRoles from './subjects-to-roles.ts'
import subjectsToSocialModuleProfiles from './subjects-to-social-module-profiles.ts'
import widgets from './widgets.ts'

/** What editors call the module (generator/dsl/label.ts). */
const label: LabelDefinition = { ru: 'Пользователи и доступ', en: 'Users and access' }

/** Labels of its fields and values by name, over the site's (schema/labels.ts). */
const labels: LabelDictionary = {
  fields: {
    method: { ru: 'HTTP-метод', en: 'HTTP method' },
    pathPattern: { ru: 'Шаблон пути', en: 'Path pattern' },
    identityId: { ru: 'Способ входа', en: 'Login method' },
    purpose: { ru: 'Назначение', en: 'Purpose' },
    expiresAt: { ru: 'Действует до', en: 'Expires at' },
    usedAt: { ru: 'Использован', en: 'Used at' },
    account: { ru: 'Учётная запись', en: 'Account' },
    provider: { ru: 'Способ', en: 'Method' },
    availableOnRegistration: { ru: 'Выдаётся при регистрации', en: 'Granted on registration' },
    roleId: { ru: 'Роль', en: 'Role' },
    actionId: { ru: 'Действие', en: 'Action' },
    revokedAt: { ru: 'Отозван', en: 'Revoked at' },
    verifiedAt: { ru: 'Адрес подтверждён', en: 'Verified at' },
    userAgent: { ru: 'Браузер', en: 'User agent' },
  },
  values: {
    'reset-password': { ru: 'Сброс пароля', en: 'Password reset' },
    'ethereum-nonce': { ru: 'Вход через Ethereum', en: 'Ethereum sign-in' },
    'verify-email': { ru: 'Подтверждение адреса', en: 'E-mail confirmation' },
    email_and_password: { ru: 'Почта и пароль', en: 'Email and password' },
    ethereum_virtual_machine: { ru: 'Кошелёк Ethereum', en: 'Ethereum wallet' },
    telegram: { ru: 'Telegram', en: 'Telegram' },
    'subject-list-default': { ru: 'Список пользователей', en: 'User list' },
    'subject-overview-default': { ru: 'Пользователь', en: 'User overview' },
    'subject-account-menu-default': { ru: 'Меню аккаунта', en: 'Account menu' },
    'subject-authentication-select-method-default': { ru: 'Выбор способа входа', en: 'Sign-in method choice' },
    'subject-authentication-email-and-password-authentication-form-default': { ru: 'Форма входа', en: 'Sign-in form' },
    'subject-authentication-email-and-password-registration-form-default': { ru: 'Форма регистрации', en: 'Registration form' },
    'subject-authentication-email-and-password-forgot-password-form-default': { ru: 'Форма «Забыли пароль»', en: 'Forgot-password form' },
    'subject-authentication-email-and-password-reset-password-form-default': { ru: 'Форма нового пароля', en: 'Reset-password form' },
    'subject-authentication-ethereum-virtual-machine-default': { ru: 'Вход через кошелёк', en: 'Wallet sign-in' },
    'subject-authentication-logout-action-default': { ru: 'Выход', en: 'Sign-out action' },
    'subject-identity-settings-default': { ru: 'Настройки входа', en: 'Login settings' },
  },
}

export default schemaModule(
  'rbac',
  [
    actions,
    codes,
    identities,
    roles,
    sessions,
    subjects,
    widgets,
    rolesToActions,
    rolesToEcommerceModuleProducts,
    subjectsToEcommerceModuleOrders,
    subjectsToEcommerceModuleProducts,
    subjectsToIdentities,
    subjectsToRoles,
    subjectsToSocialModuleProfiles,
  ],
  { label, labels },
)
