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
      logFormat: 'pretty',
      jwtSecret: undefined,
      publicUrl: 'http://127.0.0.1:3000',
      siweChainId: 1,
      redisUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'Tessera <no-reply@localhost>',
      authRateLimit: 10,
      formRateLimit: 10,
      formRateLimitPerForm: 60,
      accessTokenTtlSeconds: 900,
      trustProxy: false,
      fileMaxBytes: 20 * 1024 * 1024,
      fileFetchTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      s3: undefined,
      operations: {
        htmlCacheMaxAgeMs: 300_000,
        metricsToken: undefined,
        jobPollIntervalMs: 5_000,
        unreadMessageMailDelayMs: 60_000,
        clearOldOrdersAfterDays: 30,
        clearOldOrdersEveryMs: 86_400_000,
        auditLogKeepDays: 365,
        shutdownTimeoutMs: 8_000,
      },
    })
  })

  it('reads the operations variables and refuses a short metrics token without echoing it', () => {
    const config = loadConfig({
      HTML_CACHE_MAX_AGE_SECONDS: '5',
      METRICS_TOKEN: 'a-long-enough-metrics-token',
      JOB_POLL_INTERVAL_MS: '250',
      UNREAD_MESSAGE_MAIL_DELAY_SECONDS: '2',
      CLEAR_OLD_ORDERS_AFTER_DAYS: '0',
      CLEAR_OLD_ORDERS_EVERY_SECONDS: '3',
      AUDIT_LOG_KEEP_DAYS: '0',
      SHUTDOWN_TIMEOUT_SECONDS: '4',
    })
    expect(config.operations).toEqual({
      htmlCacheMaxAgeMs: 5_000,
      metricsToken: 'a-long-enough-metrics-token',
      jobPollIntervalMs: 250,
      unreadMessageMailDelayMs: 2_000,
      clearOldOrdersAfterDays: 0,
      clearOldOrdersEveryMs: 3_000,
      auditLogKeepDays: 0,
      shutdownTimeoutMs: 4_000,
    })
    expect(() => loadConfig({ AUDIT_LOG_KEEP_DAYS: 'a year' })).toThrow(
      'AUDIT_LOG_KEEP_DAYS: must be a number of days (0 keeps the audit log forever)',
    )
    expect(() => loadConfig({ METRICS_TOKEN: 'short-secret' })).toThrow('METRICS_TOKEN: must be at least 16 characters')
    expect(() => loadConfig({ METRICS_TOKEN: 'short-secret' })).not.toThrow('short-secret')
    expect(() => loadConfig({ HTML_CACHE_MAX_AGE_SECONDS: '0' })).toThrow(
      'HTML_CACHE_MAX_AGE_SECONDS: must be a positive integer (a number of seconds) (got "0")',
    )
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

  it('defaults the public origin to the one the server listens on and prints', () => {
    expect(loadConfig({ PORT: '3100' }).publicUrl).toBe('http://127.0.0.1:3100')
    expect(loadConfig({ PORT: '3100', HOST: '0.0.0.0' }).publicUrl).toBe('http://localhost:3100')
    expect(loadConfig({ PORT: '3100', HOST: '::1' }).publicUrl).toBe('http://[::1]:3100')
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example/' }).publicUrl).toBe('https://shop.example')
    expect(() => loadConfig({ PUBLIC_URL: 'https://shop.example/path' })).toThrow(/PUBLIC_URL: must be an origin/)
  })

  it('reads the file limits and the S3 bucket, never echoing its keys', () => {
    const config = loadConfig({
      FILE_MAX_BYTES: '1048576',
      FILE_FETCH_TIMEOUT_MS: '2500',
      S3_BUCKET: 'files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'AKIA-hunter2',
      S3_SECRET_ACCESS_KEY: 'secret-hunter2',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'https://cdn.example/files/',
    })
    expect(config).toMatchObject({ fileMaxBytes: 1048576, fileFetchTimeoutMs: 2500 })
    // The headers are part of the request: their limit is never longer than the request's.
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '20000' })).toMatchObject({
      requestTimeoutMs: 5000,
      headersTimeoutMs: 5000,
    })
    expect(config.s3).toEqual({
      bucket: 'files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'AKIA-hunter2',
      secretAccessKey: 'secret-hunter2',
      forcePathStyle: true,
      publicUrl: 'https://cdn.example/files',
    })
    expect(() => loadConfig({ FILE_MAX_BYTES: '0' })).toThrow(/FILE_MAX_BYTES: must be a positive number of bytes/)
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_ENDPOINT: needs S3_BUCKET to be set too/)
    let caught: unknown
    try {
      loadConfig({ S3_BUCKET: 'files', S3_SECRET_ACCESS_KEY: 'secret-hunter2' })
    } catch (error) {
      caught = error
    }
    expect((caught as ConfigError).message).toContain('S3_ACCESS_KEY_ID: is required when the other half of the S3 key pair is set')
    expect((caught as ConfigError).message).not.toContain('hunter2')
  })

  it('rejects a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: must be an integer from 0 to 65535/)
  })
})
