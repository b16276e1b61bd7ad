/** One invalid environment variable, named so the operator knows what to fix. */
export interface ConfigIssue {
  readonly variable: string
  readonly message: string
}

/**
 * Thrown at start-up when the environment is unusable. Every bad variable is listed at once so a
 * deploy is fixed in one round rather than one variable per restart.
 */
export class ConfigError extends Error {
  override readonly name = 'ConfigError'
  readonly issues: readonly ConfigIssue[]

  constructor(issues: readonly ConfigIssue[]) {
    super(['Invalid configuration:', ...issues.map((issue) => `  ${issue.variable}: ${issue.message}`)].join('\n'))
    this.issues = issues
  }
}
