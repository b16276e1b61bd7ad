import { type Config, loadConfig } from '#runtime/config/load-config.ts'

/** A valid config for tests: quiet logs, in-memory data, plus whatever variables a test overrides. */
export function createTestConfig(env: Readonly<Record<string, string>> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', ...env })
}
