/** The account screens' addresses (SPEC §2), without the language prefix. */

/** Login method selection: where the header Login button and "Sign in" links lead. */
export const SELECT_METHOD_PATH = '/rbac/subject/authentication/select-method'

/** The registration form. */
export const REGISTRATION_PATH = '/rbac/subject/authentication/email-and-password/registration'

/** The forgot-password form. */
export const FORGOT_PASSWORD_PATH = '/rbac/subject/authentication/email-and-password/forgot-password'

/** Identity settings: the account menu's Settings link. */
export const SETTINGS_PATH = '/rbac/subjects/settings'

/** A subject's page: the account menu's View profile link. */
export function subjectPath(slug: string): string {
  return `/rbac/subjects/${encodeURIComponent(slug)}`
}
