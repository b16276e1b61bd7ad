/**
 * The call whose permission opens private content (the schema's `privateContent`, SPEC §2: an
 * article with private content shows 'Not authorized' to those who may not read it). The page
 * resolver, the entity operations and the browser's authorization gate all ask about this one call,
 * so a caller may read private content everywhere or nowhere.
 */

/** Any signed-in subject may make it. */
export const PRIVATE_CONTENT_READER = { route: '/api/rbac/subjects/authentication/me', method: 'GET' } as const
