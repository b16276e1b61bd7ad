import { describe, expect, it } from 'vitest'
import { loadConfig } from '#runtime/config/load-config.ts'
import { ConfigError } from '#runtime/errors/config-error.ts'

describe('loadConfig', () => {
  it('fills documented defaults from an empty environment', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '.data',
      databaseUrl: undefined,
      nodeEnv: 'development',
      rbacSecretKey: undefined,
      logLevel: 'info',
      jwtSecret: undefined,
      publicUrl: 'http://localhost:3000',
      siweChainId: 1,
      redisUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'Tessera <no-reply@localhost>',
      authRateLimit: 10,
      trustProxy: false,
    })
  })

  it('reads every variable and freezes the result', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/tessera',
      DATABASE_URL: 'postgres://app@db:5432/tessera',
      NODE_ENV: 'production',
      RBAC_SECRET_KEY: 'secret',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'a-production-signing-secret-of-32+chars',
      PUBLIC_URL: 'https://shop.example/',
    })
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', databaseUrl: 'postgres://app@db:5432/tessera' })
    expect(Object.isFrozen(config)).toBe(true)
  })

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined })
  })

  it('names every bad variable at once, without echoing secrets', () => {
    let caught: unknown
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://root:hunter2@db' })
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(ConfigError)
    const error = caught as ConfigError
    expect(error.issues.map((issue) => issue.variable).sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'PORT'])
    expect(error.message).toContain('PORT: must be an integer from 0 to 65535 (got "eighty")')
    expect(error.message).toContain('LOG_LEVEL: must be one of')
    expect(error.message).not.toContain('hunter2')
  })

  it('requires a signing secret and the public origin in production, never echoing the secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: is required in production/)
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: is required in production/)
    let caught: unknown
    try {
      loadConfig({ JWT_SECRET: 'too-short-hunter2' })
    } catch (error) {
      caught = error
    }
    expect((caught as ConfigError).message).toContain('JWT_SECRET: must be at least 32 characters')
    expect((caught as ConfigError).message).not.toContain('hunter2')
  })

  it('defaults the public origin to localhost on the configured port', () => {
    expect(loadConfig({ PORT: '3100' }).publicUrl).toBe('http://localhost:3100')
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example/' }).publicUrl).toBe('https://shop.example')
    expect(() => loadConfig({ PUBLIC_URL: 'https://shop.example/path' })).toThrow(/PUBLIC_URL: must be an origin/)
  })

  it('rejects a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: must be an integer from 0 to 65535/)
  })
})
