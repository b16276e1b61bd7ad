/**
 * Opaque secrets handed to a client once and stored only as hashes: refresh tokens, password-reset
 * codes and Ethereum sign-in nonces. They carry 256 bits of randomness, so a plain SHA-256 (not a
 * slow password hash) is enough to make the stored value useless to whoever reads the database,
 * and it keeps the lookup a single indexed equality.
 */
import { createHash, randomBytes } from 'node:crypto'

/** 32 random bytes as base64url (43 characters). */
export function generateOpaqueToken(): string {
  return randomBytes(32).toString('base64url')
}

/** The stored form of an opaque token: its SHA-256 as hex. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}
