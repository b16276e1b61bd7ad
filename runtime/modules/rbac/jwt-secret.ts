/**
 * The key that signs access tokens. Production reads JWT_SECRET (load-config requires it there);
 * development generates one on first start and keeps it under DATA_DIR, so a restart does not sign
 * everybody out; an in-memory data dir (tests) gets a fresh key per process. No key is ever
 * committed or shared between installations.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Config } from '#runtime/config/load-config.ts'
import { IN_MEMORY_DATA_DIR } from '#runtime/db/create-database.ts'

/** Where a generated development key is kept, relative to DATA_DIR. */
export const JWT_SECRET_FILE = path.join('secrets', 'jwt-secret')

/** The signing key as bytes for `jose`. */
export async function resolveJwtSecret(config: Pick<Config, 'jwtSecret' | 'dataDir' | 'nodeEnv'>): Promise<Uint8Array> {
  if (config.jwtSecret !== undefined) return new TextEncoder().encode(config.jwtSecret)
  if (config.nodeEnv === 'production') throw new Error('JWT_SECRET is required in production')
  if (config.dataDir === IN_MEMORY_DATA_DIR) return new Uint8Array(randomBytes(32))
  return new TextEncoder().encode(await readOrCreateSecret(path.resolve(config.dataDir, JWT_SECRET_FILE)))
}

async function readOrCreateSecret(file: string): Promise<string> {
  const existing = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined
    throw error
  })
  if (existing !== undefined && existing.trim().length >= 32) return existing.trim()
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 })
  const secret = randomBytes(32).toString('base64url')
  // `wx` fails if another process created it meanwhile; then that process's key wins.
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: existing === undefined ? 'wx' : 'w' })
    return secret
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return (await readFile(file, 'utf8')).trim()
  }
}
