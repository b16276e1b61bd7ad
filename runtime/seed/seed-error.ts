/** One problem with one seed record, named by its entity and key so the seed file is easy to find. */
export interface SeedIssue {
  readonly record: string
  readonly message: string
}

/**
 * Thrown before anything is written when the seed data is inconsistent (unknown field, bad variant,
 * a reference to a record the seed lacks...). Every problem is listed at once.
 */
export class SeedError extends Error {
  override readonly name = 'SeedError'
  readonly issues: readonly SeedIssue[]

  constructor(issues: readonly SeedIssue[]) {
    super(['Invalid seed data:', ...issues.map((issue) => `  ${issue.record}: ${issue.message}`)].join('\n'))
    this.issues = issues
  }
}
