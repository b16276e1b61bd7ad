/** The server-to-server `X-RBAC-SECRET-KEY` check (DESIGN "Access control", step 1). */
import { createHash, timingSafeEqual } from 'node:crypto'

/** The request header that carries the key. */
export const SECRET_KEY_HEADER = 'x-rbac-secret-key'

/**
 * Whether `presented` equals `configured`, in time that does not depend on where they differ or
 * on the presented length: both are hashed to 32 bytes before the constant-time comparison.
 * Without a configured key nothing matches, so an unset variable never opens the API.
 */
export function isValidSecretKey(presented: unknown, configured: string | undefined): boolean {
  if (configured === undefined || configured === '' || typeof presented !== 'string') return false
  return timingSafeEqual(digest(presented), digest(configured))
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest()
}
