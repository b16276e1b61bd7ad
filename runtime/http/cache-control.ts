/** Cache-Control values of entity routes (DESIGN "Caching"). */
import type { AccessPolicy } from '#contract/access-policy.ts'

/** A public read: any cache may keep it but must revalidate before reuse. */
export const PUBLIC_READ = 'public, max-age=0, must-revalidate'
/** A response that depends on who asks: never stored, never shared. */
export const PRIVATE_NO_STORE = 'private, no-store'
/** A write's response. */
export const NO_STORE = 'no-store'

/** The header of a read whose data comes from entities with these `find` policies. */
export function readCacheControl(policies: readonly AccessPolicy[]): string {
  return policies.every((policy) => policy === 'public') ? PUBLIC_READ : PRIVATE_NO_STORE
}
