/**
 * The access-token key: JWT_SECRET when given, refused missing in production, generated once and
 * kept under DATA_DIR in development so a restart keeps everyone signed in.
 */
import { mkdtemp, readFile, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { JWT_SECRET_FILE, resolveJwtSecret } from '#runtime/modules/rbac/jwt-secret.ts'

describe('resolveJwtSecret', () => {
  it('uses JWT_SECRET as given', async () => {
    const key = await resolveJwtSecret({ jwtSecret: 'x'.repeat(32), dataDir: 'memory://', nodeEnv: 'production' })
    expect(new TextDecoder().decode(key)).toBe('x'.repeat(32))
  })

  it('refuses to make one up in production', async () => {
    await expect(resolveJwtSecret({ jwtSecret: undefined, dataDir: '/tmp', nodeEnv: 'production' })).rejects.toThrow(
      /JWT_SECRET is required/,
    )
  })

  it('generates one in development, private to the owner, and reuses it on the next start', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-jwt-'))
    const first = await resolveJwtSecret({ jwtSecret: undefined, dataDir, nodeEnv: 'development' })
    const second = await resolveJwtSecret({ jwtSecret: undefined, dataDir, nodeEnv: 'development' })
    expect(first.length).toBeGreaterThanOrEqual(32)
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true)
    const file = path.join(dataDir, JWT_SECRET_FILE)
    expect((await readFile(file, 'utf8')).trim()).toBe(new TextDecoder().decode(first))
    expect((await stat(file)).mode & 0o077).toBe(0)
  })

  it('keeps an in-memory data dir in memory', async () => {
    const first = await resolveJwtSecret({ jwtSecret: undefined, dataDir: 'memory://', nodeEnv: 'test' })
    const second = await resolveJwtSecret({ jwtSecret: undefined, dataDir: 'memory://', nodeEnv: 'test' })
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(false)
  })
})
