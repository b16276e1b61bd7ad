import { z } from 'zod'
import { listenOrigin } from '#runtime/config/listen-origin.ts'
import { ConfigError } from '#runtime/errors/config-error.ts'
import { isSentryDsn } from '#runtime/monitoring/sentry-dsn.ts'

/** Pino levels accepted by LOG_LEVEL. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

/** The server's configuration, read from the environment once at start-up and frozen. */
export interface Config {
  /** PORT; 0 asks the OS for a free port (tests). */
  readonly port: number
  /** HOST; loopback by default so a laptop never exposes the dev server by accident. */
  readonly host: string
  /** DATA_DIR; PGlite lives in `${dataDir}/pglite`. `memory://` keeps everything in memory. */
  readonly dataDir: string
  /** DATABASE_URL; when set, PostgreSQL through `pg` replaces the embedded PGlite. */
  readonly databaseUrl: string | undefined
  readonly nodeEnv: 'development' | 'production' | 'test'
  /** RBAC_SECRET_KEY; optional here, each consumer decides whether it is required. */
  readonly rbacSecretKey: string | undefined
  readonly logLevel: (typeof LOG_LEVELS)[number]
  /** LOG_FORMAT: `pretty` (one readable line per request; the default in development) or `json` (pino's lines; elsewhere). */
  readonly logFormat: 'pretty' | 'json'
  /**
   * JWT_SECRET signs access tokens (HS256, at least 32 characters). Required in production; in
   * development an unset secret is generated once and kept under DATA_DIR (runtime/modules/rbac/jwt-secret.ts).
   */
  readonly jwtSecret: string | undefined
  /**
   * PUBLIC_URL, the origin browsers use (`https://shop.example`): the domain Sign-In with Ethereum
   * messages must name and the base of e-mailed links. Required in production, where trusting the
   * request's Host header would let a phishing site name itself. Unset elsewhere, it is the origin the
   * server listens on and prints ({@link listenOrigin}), so a browser comes back to the origin it left.
   */
  readonly publicUrl: string
  /** SIWE_CHAIN_ID: the chain id Ethereum sign-in messages must carry (default 1, mainnet). */
  readonly siweChainId: number
  /** REDIS_URL; when set, rate limits are counted in Redis so every server process shares them. */
  readonly redisUrl: string | undefined
  /** SMTP_URL; when set, mail goes out through it, otherwise it is written under DATA_DIR/outbox. */
  readonly smtpUrl: string | undefined
  /** MAIL_FROM: the sender of outgoing mail. */
  readonly mailFrom: string
  /** AUTH_RATE_LIMIT: requests per minute one client address may make to one authentication endpoint. */
  readonly authRateLimit: number
  /** FORM_RATE_LIMIT: form requests per minute one client address may send (all forms together; default 10). */
  readonly formRateLimit: number
  /** FORM_RATE_LIMIT_PER_FORM: requests per minute one form accepts from all addresses together (default 60). */
  readonly formRateLimitPerForm: number
  /** ACCESS_TOKEN_TTL_SECONDS: how long an access token is valid (default 900, 15 minutes); the refresh token renews it. */
  readonly accessTokenTtlSeconds: number
  /** TRUST_PROXY=true behind a load balancer, so rate limits count the client's address, not the proxy's. */
  readonly trustProxy: boolean
  /** FILE_MAX_BYTES: the largest file accepted, uploaded or fetched from a URL (default 20 MiB). */
  readonly fileMaxBytes: number
  /** FILE_FETCH_TIMEOUT_MS: how long fetching a file from a URL may take in all, redirects included. */
  readonly fileFetchTimeoutMs: number
  /** REQUEST_TIMEOUT_MS: how long a request, headers and body, may take to arrive (default 30 s); slower ones get a 408. */
  readonly requestTimeoutMs: number
  /** HEADERS_TIMEOUT_MS: how long a request's headers may take to arrive (default 10 s, at most REQUEST_TIMEOUT_MS). */
  readonly headersTimeoutMs: number
  /** S3_*: files go to this S3-compatible bucket instead of DATA_DIR/files; unset when S3_BUCKET is. */
  readonly s3: S3Config | undefined
  /** SENTRY_DSN: server errors are reported to this Sentry-compatible project (runtime/monitoring); unset, only logged. */
  readonly sentryDsn: string | undefined
  /** How the server behaves as one of many processes: jobs, caches, metrics, shutdown. */
  readonly operations: OperationsConfig
}

/** Production operations (README "Running several processes"). */
export interface OperationsConfig {
  /** HTML_CACHE_MAX_AGE_SECONDS: the longest an anonymous page is served from memory (default 300). */
  readonly htmlCacheMaxAgeMs: number
  /** METRICS_TOKEN: `/metrics` answers only with `Authorization: Bearer <token>`; unset, it does not exist. */
  readonly metricsToken: string | undefined
  /** JOB_POLL_INTERVAL_MS: how often each process looks for due jobs (default 5000). */
  readonly jobPollIntervalMs: number
  /** UNREAD_MESSAGE_MAIL_DELAY_SECONDS: how long a chat message may stay unread before it is mailed (default 60). */
  readonly unreadMessageMailDelayMs: number
  /** CLEAR_OLD_ORDERS_AFTER_DAYS: carts untouched this long are deleted by the periodic job (default 30; 0 turns it off). */
  readonly clearOldOrdersAfterDays: number
  /** CLEAR_OLD_ORDERS_EVERY_SECONDS: the job's period, among all processes together (default one day). */
  readonly clearOldOrdersEveryMs: number
  /** AUDIT_LOG_KEEP_DAYS: audit-log entries older than this are deleted by a daily job (default 365; 0 keeps them forever). */
  readonly auditLogKeepDays: number
  /** SHUTDOWN_TIMEOUT_SECONDS: how long SIGTERM waits for requests in flight before exiting anyway (default 8). */
  readonly shutdownTimeoutMs: number
}

/** Where files live when S3_BUCKET is set (runtime/modules/file-storage/s3-file-storage.ts). */
export interface S3Config {
  /** S3_BUCKET */
  readonly bucket: string
  /** S3_ENDPOINT, for S3-compatible services (MinIO, R2...); unset means AWS itself. */
  readonly endpoint: string | undefined
  /** S3_REGION (default us-east-1). */
  readonly region: string
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; unset means the SDK's default chain (IAM role...). */
  readonly accessKeyId: string | undefined
  readonly secretAccessKey: string | undefined
  /** S3_FORCE_PATH_STYLE=true for servers that want `endpoint/bucket/key` rather than `bucket.endpoint/key`. */
  readonly forcePathStyle: boolean
  /**
   * S3_PUBLIC_URL: the base browsers load objects from (a CDN or the bucket's public URL). Unset, files
   * are served by this app under /public/, read from the bucket.
   */
  readonly publicUrl: string | undefined
}

// An exported-but-empty variable (`PORT=`) is treated as unset: that is what people mean by it.
const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional())

function positiveInteger(unit: string, fallback: number) {
  return optionalText.pipe(
    z
      .string()
      .regex(/^[1-9]\d{0,8}$/, { error: `must be a positive integer (${unit})` })
      .transform(Number)
      .default(fallback),
  )
}

const envSchema = z.object({
  SENTRY_DSN: optionalText.pipe(
    z.string().refine(isSentryDsn, { error: 'must be a Sentry DSN such as https://<key>@<host>/<project id>' }).optional(),
  ),
  PORT: optionalText.pipe(
    z
      .string()
      .regex(/^\d+$/, { error: 'must be an integer from 0 to 65535' })
      .transform(Number)
      .pipe(z.number().max(65535, { error: 'must be an integer from 0 to 65535' }))
      .default(3000),
  ),
  HOST: optionalText.pipe(z.string().default('127.0.0.1')),
  DATA_DIR: optionalText.pipe(z.string().default('.data')),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .refine((value) => /^postgres(ql)?:\/\/[^\s]+$/.test(value) && URL.canParse(value), {
        error: 'must be a postgres:// or postgresql:// URL',
      })
      .optional(),
  ),
  NODE_ENV: optionalText.pipe(
    z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('development'),
  ),
  RBAC_SECRET_KEY: optionalText,
  LOG_LEVEL: optionalText.pipe(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info')),
  LOG_FORMAT: optionalText.pipe(z.enum(['pretty', 'json'], { error: 'must be pretty or json' }).optional()),
  JWT_SECRET: optionalText.pipe(z.string().min(32, { error: 'must be at least 32 characters' }).optional()),
  PUBLIC_URL: optionalText.pipe(
    z
      .string()
      .refine((value) => /^https?:\/\/[^\s/]+\/?$/.test(value) && URL.canParse(value), {
        error: 'must be an origin such as https://shop.example',
      })
      .optional(),
  ),
  SIWE_CHAIN_ID: optionalText.pipe(
    z
      .string()
      .regex(/^[1-9]\d{0,15}$/, { error: 'must be a positive integer' })
      .transform(Number)
      .default(1),
  ),
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .refine((value) => /^rediss?:\/\/[^\s]+$/.test(value) && URL.canParse(value), {
        error: 'must be a redis:// or rediss:// URL',
      })
      .optional(),
  ),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .refine((value) => /^smtps?:\/\/[^\s]+$/.test(value) && URL.canParse(value), {
        error: 'must be an smtp:// or smtps:// URL',
      })
      .optional(),
  ),
  MAIL_FROM: optionalText.pipe(z.string().default('Tessera <no-reply@localhost>')),
  AUTH_RATE_LIMIT: optionalText.pipe(
    z
      .string()
      .regex(/^[1-9]\d{0,6}$/, { error: 'must be a positive integer' })
      .transform(Number)
      .default(10),
  ),
  FORM_RATE_LIMIT: optionalText.pipe(
    z
      .string()
      .regex(/^[1-9]\d{0,6}$/, { error: 'must be a positive integer' })
      .transform(Number)
      .default(10),
  ),
  FORM_RATE_LIMIT_PER_FORM: optionalText.pipe(
    z
      .string()
      .regex(/^[1-9]\d{0,6}$/, { error: 'must be a positive integer' })
      .transform(Number)
      .default(60),
  ),
  ACCESS_TOKEN_TTL_SECONDS: optionalText.pipe(
    z
      .string()
      .regex(/^[1-9]\d{0,5}$/, { error: 'must be a positive integer (seconds)' })
      .transform(Number)
      .default(15 * 60),
  ),
  TRUST_PROXY: optionalText.pipe(z.enum(['true', 'false'], { error: 'must be true or false' }).default('false')),
  FILE_MAX_BYTES: optionalText.pipe(
    z
      .string()
      .regex(/^[1-9]\d{0,11}$/, { error: 'must be a positive number of bytes' })
      .transform(Number)
      .default(20 * 1024 * 1024),
  ),
  FILE_FETCH_TIMEOUT_MS: optionalText.pipe(
    z
      .string()
      .regex(/^[1-9]\d{0,6}$/, { error: 'must be a positive number of milliseconds' })
      .transform(Number)
      .default(10_000),
  ),
  REQUEST_TIMEOUT_MS: optionalText.pipe(
    z
      .string()
      .regex(/^[1-9]\d{0,6}$/, { error: 'must be a positive number of milliseconds' })
      .transform(Number)
      .default(30_000),
  ),
  HEADERS_TIMEOUT_MS: optionalText.pipe(
    z
      .string()
      .regex(/^[1-9]\d{0,6}$/, { error: 'must be a positive number of milliseconds' })
      .transform(Number)
      .default(10_000),
  ),
  S3_BUCKET: optionalText,
  HTML_CACHE_MAX_AGE_SECONDS: positiveInteger('a number of seconds', 300),
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, { error: 'must be at least 16 characters' }).optional()),
  JOB_POLL_INTERVAL_MS: positiveInteger('a number of milliseconds', 5_000),
  UNREAD_MESSAGE_MAIL_DELAY_SECONDS: positiveInteger('a number of seconds', 60),
  CLEAR_OLD_ORDERS_AFTER_DAYS: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,4}$/, { error: 'must be a number of days (0 turns the job off)' })
      .transform(Number)
      .default(30),
  ),
  CLEAR_OLD_ORDERS_EVERY_SECONDS: positiveInteger('a number of seconds', 24 * 60 * 60),
  AUDIT_LOG_KEEP_DAYS: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,5}$/, { error: 'must be a number of days (0 keeps the audit log forever)' })
      .transform(Number)
      .default(365),
  ),
  SHUTDOWN_TIMEOUT_SECONDS: positiveInteger('a number of seconds', 8),
  S3_ENDPOINT: optionalText.pipe(
    z
      .string()
      .refine((value) => /^https?:\/\/[^\s]+$/.test(value) && URL.canParse(value), { error: 'must be an http:// or https:// URL' })
      .optional(),
  ),
  S3_REGION: optionalText.pipe(z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: optionalText.pipe(z.enum(['true', 'false'], { error: 'must be true or false' }).default('false')),
  S3_PUBLIC_URL: optionalText.pipe(
    z
      .string()
      .refine((value) => /^https?:\/\/[^\s]+$/.test(value) && URL.canParse(value), { error: 'must be an http:// or https:// URL' })
      .optional(),
  ),
})

// S3 variables without a bucket, or half a key pair, are typos: starting on local disk would hide them.
const S3_DETAIL_VARIABLES = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const

// Production must not run on a generated key or a guessed origin; development may.
const productionSchema = envSchema.superRefine((value, context) => {
  if (value.S3_BUCKET === undefined) {
    for (const variable of S3_DETAIL_VARIABLES) {
      if (value[variable] !== undefined) context.addIssue({ code: 'custom', path: [variable], message: 'needs S3_BUCKET to be set too' })
    }
  }
  if ((value.S3_ACCESS_KEY_ID === undefined) !== (value.S3_SECRET_ACCESS_KEY === undefined)) {
    const missing = value.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'
    context.addIssue({ code: 'custom', path: [missing], message: 'is required when the other half of the S3 key pair is set' })
  }
  if (value.NODE_ENV !== 'production') return
  if (value.JWT_SECRET === undefined) {
    context.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production' })
  }
  if (value.PUBLIC_URL === undefined) {
    context.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'is required in production' })
  }
})

/**
 * Validates the environment into a frozen {@link Config}. Takes `env` as an argument so tests and
 * tools can build a config without touching `process.env`; throws {@link ConfigError} listing every
 * bad variable with the value it got (except secrets).
 */
export function loadConfig(env: Readonly<Record<string, string | undefined>> = process.env): Config {
  const parsed = productionSchema.safeParse(env)
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const variable = String(issue.path[0] ?? 'environment')
        return { variable, message: `${issue.message}${describeReceived(variable, env[variable])}` }
      }),
    )
  }
  const value = parsed.data
  return Object.freeze({
    port: value.PORT,
    host: value.HOST,
    dataDir: value.DATA_DIR,
    databaseUrl: value.DATABASE_URL,
    nodeEnv: value.NODE_ENV,
    rbacSecretKey: value.RBAC_SECRET_KEY,
    logLevel: value.LOG_LEVEL,
    logFormat: value.LOG_FORMAT ?? (value.NODE_ENV === 'development' ? 'pretty' : 'json'),
    jwtSecret: value.JWT_SECRET,
    publicUrl: value.PUBLIC_URL?.replace(/\/$/, '') ?? listenOrigin(value.HOST, value.PORT),
    siweChainId: value.SIWE_CHAIN_ID,
    redisUrl: value.REDIS_URL,
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    authRateLimit: value.AUTH_RATE_LIMIT,
    formRateLimit: value.FORM_RATE_LIMIT,
    formRateLimitPerForm: value.FORM_RATE_LIMIT_PER_FORM,
    accessTokenTtlSeconds: value.ACCESS_TOKEN_TTL_SECONDS,
    trustProxy: value.TRUST_PROXY === 'true',
    fileMaxBytes: value.FILE_MAX_BYTES,
    fileFetchTimeoutMs: value.FILE_FETCH_TIMEOUT_MS,
    requestTimeoutMs: value.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: Math.min(value.HEADERS_TIMEOUT_MS, value.REQUEST_TIMEOUT_MS),
    s3:
      value.S3_BUCKET === undefined
        ? undefined
        : Object.freeze({
            bucket: value.S3_BUCKET,
            endpoint: value.S3_ENDPOINT,
            region: value.S3_REGION,
            accessKeyId: value.S3_ACCESS_KEY_ID,
            secretAccessKey: value.S3_SECRET_ACCESS_KEY,
            forcePathStyle: value.S3_FORCE_PATH_STYLE === 'true',
            publicUrl: value.S3_PUBLIC_URL?.replace(/\/$/, ''),
          }),
    sentryDsn: value.SENTRY_DSN,
    operations: Object.freeze({
      htmlCacheMaxAgeMs: value.HTML_CACHE_MAX_AGE_SECONDS * 1000,
      metricsToken: value.METRICS_TOKEN,
      jobPollIntervalMs: value.JOB_POLL_INTERVAL_MS,
      unreadMessageMailDelayMs: value.UNREAD_MESSAGE_MAIL_DELAY_SECONDS * 1000,
      clearOldOrdersAfterDays: value.CLEAR_OLD_ORDERS_AFTER_DAYS,
      clearOldOrdersEveryMs: value.CLEAR_OLD_ORDERS_EVERY_SECONDS * 1000,
      auditLogKeepDays: value.AUDIT_LOG_KEEP_DAYS,
      shutdownTimeoutMs: value.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    }),
  })
}

// Variables whose values may hold passwords or keys.
const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'RBAC_SECRET_KEY',
  'JWT_SECRET',
  'REDIS_URL',
  'SMTP_URL',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'METRICS_TOKEN',
])

// Echoing the bad value speeds up fixing typos, but URLs and keys may hold passwords.
function describeReceived(variable: string, received: string | undefined): string {
  if (received === undefined || SECRET_VARIABLES.has(variable)) return ''
  return ` (got ${JSON.stringify(received)})`
}
