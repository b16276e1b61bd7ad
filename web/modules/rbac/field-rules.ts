/**
 * The browser's checks of SPEC §5, mirroring the server's (runtime/modules/rbac/auth-schemas.ts): an
 * e-mail pattern and passwords of at least 8 characters. The server checks again; its messages
 * for a field land under the field too.
 */
import type { UiStrings } from '#web/i18n/en.ts'

/** At least 8 characters, as the server requires. */
export const MIN_PASSWORD_LENGTH = 8

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Rules of an e-mail field (react-hook-form `register` options). */
export function emailRules(t: UiStrings) {
  return { required: t.fieldRequired, pattern: { value: EMAIL_PATTERN, message: t.invalidEmail } }
}

/** Rules of a password field. */
export function passwordRules(t: UiStrings) {
  return { required: t.fieldRequired, minLength: { value: MIN_PASSWORD_LENGTH, message: t.passwordTooShort } }
}
