/** Where a visitor signs in (SPEC §2 "Front-end routes"), linked from the widgets that need a subject. */
export const SIGN_IN_PATH = '/rbac/subject/authentication/select-method'
