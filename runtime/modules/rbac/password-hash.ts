/**
 * Password hashing (DESIGN "Authentication"): argon2id through `@node-rs/argon2`, the library and
 * parameters the demo admin uses too, so every stored hash verifies the same way.
 */
import { type Algorithm, hash, verify } from '@node-rs/argon2'

// Algorithm.Argon2id; a const enum, which isolatedModules cannot read by name.
const ARGON2ID = 2 as Algorithm

export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '#contract/routes/rbac/password-length.ts'

/** The argon2id hash of `password`, salt included (the `salt` column stays empty). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID })
}

// Verified against when no identity matches, so an unknown login costs the same time as a known one.
let dummyHash: Promise<string> | undefined

/**
 * Whether `password` matches `stored`. With no stored hash (unknown login, wallet-only identity) it
 * still runs one verification before answering false, so response time does not reveal which
 * logins exist. A malformed stored value is a mismatch, never an exception.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (stored === null || stored === undefined || stored === '') {
    dummyHash ??= hashPassword('a password nobody has, hashed once per process')
    await verify(await dummyHash, password).catch(() => false)
    return false
  }
  return verify(stored, password).catch(() => false)
}
