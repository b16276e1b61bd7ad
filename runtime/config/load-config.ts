import { z } from 'zod';
import { ConfigError } from '#runtime/errors/config-error.ts';

/** Pino levels accepted by LOG_LEVEL. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The server's configuration, read from the environment once at start-up and frozen. */
export interface Config {
  /** PORT; 0 asks the OS for a free port (tests). */
  readonly port: number;
  /** HOST; loopback by default so a laptop never exposes the dev server by accident. */
  readonly host: string;
  /** DATA_DIR; PGlite lives in `${dataDir}/pglite`. `memory://` keeps everything in memory. */
  readonly dataDir: string;
  /** DATABASE_URL; when set, PostgreSQL through `pg` replaces the embedded PGlite. */
  readonly databaseUrl: string | undefined;
  readonly nodeEnv: 'development' | 'production' | 'test';
  /** RBAC_SECRET_KEY; optional here, each consumer decides whether it is required. */
  readonly rbacSecretKey: string | undefined;
  readonly logLevel: (typeof LOG_LEVELS)[number];
}

// An exported-but-empty variable (`PORT=`) is treated as unset: that is what people mean by it.
const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

const envSchema = z.object({
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
    z
      .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
      .default('development'),
  ),
  RBAC_SECRET_KEY: optionalText,
  LOG_LEVEL: optionalText.pipe(
    z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  ),
});

/**
 * Validates the environment into a frozen {@link Config}. Takes `env` as an argument so tests and
 * tools can build a config without touching `process.env`; throws {@link ConfigError} listing every
 * bad variable with the value it got (except secrets).
 */
export function loadConfig(env: Readonly<Record<string, string | undefined>> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const variable = String(issue.path[0] ?? 'environment');
        return { variable, message: `${issue.message}${describeReceived(variable, env[variable])}` };
      }),
    );
  }
  const value = parsed.data;
  return Object.freeze({
    port: value.PORT,
    host: value.HOST,
    dataDir: value.DATA_DIR,
    databaseUrl: value.DATABASE_URL,
    nodeEnv: value.NODE_ENV,
    rbacSecretKey: value.RBAC_SECRET_KEY,
    logLevel: value.LOG_LEVEL,
  });
}

// Echoing the bad value speeds up fixing typos, but URLs and keys may hold passwords.
function describeReceived(variable: string, received: string | undefined): string {
  if (received === undefined || variable === 'DATABASE_URL' || variable === 'RBAC_SECRET_KEY') return '';
  return ` (got ${JSON.stringify(received)})`;
}
