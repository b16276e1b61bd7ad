import { type Config, loadConfig } from '#runtime/config/load-config.ts'
import { outboxDirectory } from '#runtime/mail/outbox-directory.ts'

// Every outbox a test config of this process names, so a helper can find the mail an app sent
// (tests/modules/rbac/support/auth-fixtures.ts `register` reads the verification code there).
const outboxes = new Set<string>()

/** A valid config for tests: quiet logs, in-memory data, plus whatever variables a test overrides. */
export function createTestConfig(env: Readonly<Record<string, string>> = {}): Config {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', ...env })
  outboxes.add(outboxDirectory(config))
  return config
}

/** The outbox folders of every test config made in this process, newest first. */
export function testOutboxes(): string[] {
  return [...outboxes].reverse()
}
