/**
 * Deterministic record ids for seed data: an RFC 4122 version-5 uuid (SHA-1 of a namespace and a
 * readable key), so the same key gives the same id on every machine and the loader can skip rows
 * that are already there.
 */
import { createHash } from 'node:crypto'

// A fixed namespace of our own, so our ids never collide with v5 ids other tools derive from the same keys.
const TESSERA_SEED_NAMESPACE = '7f6b8c1e-3d2a-4b5c-9e8f-1a2b3c4d5e6f'

function uuidBytes(uuid: string): Buffer {
  return Buffer.from(uuid.replaceAll('-', ''), 'hex')
}

function formatUuid(bytes: Buffer): string {
  const hex = bytes.toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`
}

/** The uuid of the seed record named `key` (such as `host/pages:/`); the same key always gives the same id. */
export function stableId(key: string): string {
  const digest = createHash('sha1').update(uuidBytes(TESSERA_SEED_NAMESPACE)).update(key, 'utf8').digest()
  const bytes = digest.subarray(0, 16)
  bytes[6] = (bytes[6]! & 0x0f) | 0x50
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  return formatUuid(bytes)
}
