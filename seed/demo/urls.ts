/** Addresses of the demo's screens that its buttons link to. */

/** The login method selection. */
export const SIGN_IN_URL = '/rbac/subject/authentication/select-method'

/** The registration form. */
export const REGISTRATION_URL = '/rbac/subject/authentication/email-and-password/registration'
