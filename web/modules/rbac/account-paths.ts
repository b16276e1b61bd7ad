/** The account screens' addresses (SPEC §2), without the language prefix. */
import { splitLanguage } from '#web/site/languages.ts'

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

/** Where only a signed-out visitor has anything to do: signing in and registering. */
const SIGNED_OUT_PATHS: ReadonlySet<string> = new Set([SELECT_METHOD_PATH, REGISTRATION_PATH])

/**
 * Whether `url` (a button's address: `/rbac/…/select-method`, `/en/rbac/…/registration?x#y`) leads
 * to signing in or registering, which a signed-in subject is not offered.
 */
export function isSignedOutOnlyUrl(url: string | undefined): boolean {
  if (url === undefined || !url.startsWith('/')) return false
  return SIGNED_OUT_PATHS.has(splitLanguage(url.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1')).path)
}
