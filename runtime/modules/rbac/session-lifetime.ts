/** How long a session lives without a refresh; each refresh extends it by this much again. */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60
