/** How long tokens live, as the sign-in answers describe them and the server issues them. */

/** Access tokens live this long by default (config `accessTokenTtlSeconds`); the refresh token renews them. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60

/** How long a session lives without a refresh; each refresh extends it by this much again. */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60
