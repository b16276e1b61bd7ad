import { describe, expect, it } from 'vitest';
import { loadConfig } from '#runtime/config/load-config.ts';
import { ConfigError } from '#runtime/errors/config-error.ts';

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
    });
  });

  it('reads every variable and freezes the result', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/tessera',
      DATABASE_URL: 'postgres://app@db:5432/tessera',
      NODE_ENV: 'production',
      RBAC_SECRET_KEY: 'secret',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', databaseUrl: 'postgres://app@db:5432/tessera' });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('names every bad variable at once, without echoing secrets', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://root:hunter2@db' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const error = caught as ConfigError;
    expect(error.issues.map((issue) => issue.variable).sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'PORT']);
    expect(error.message).toContain('PORT: must be an integer from 0 to 65535 (got "eighty")');
    expect(error.message).toContain('LOG_LEVEL: must be one of');
    expect(error.message).not.toContain('hunter2');
  });

  it('rejects a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: must be an integer from 0 to 65535/);
  });
});
