/** How long a password may be (SPEC §9), read by the request schemas and by the hashing. */

/** The minimum password length (SPEC §9). */
export const MIN_PASSWORD_LENGTH = 8

/** The maximum accepted length: long enough for any passphrase, short enough not to be a CPU lever. */
export const MAX_PASSWORD_LENGTH = 512
