/** One problem in `schema/`, with where it is. Normalisation collects all of them. */
export interface SchemaIssue {
  readonly file: string
  readonly entity?: string
  readonly field?: string
  readonly message: string
}

/** Thrown once with every issue found, so a developer fixes them in one pass. */
export class SchemaError extends Error {
  readonly issues: readonly SchemaIssue[]

  constructor(issues: readonly SchemaIssue[]) {
    super(`${issues.length} schema error${issues.length === 1 ? '' : 's'}:\n${issues.map(formatSchemaIssue).join('\n')}`)
    this.name = 'SchemaError'
    this.issues = issues
  }
}

/** `schema/host/pages.ts: host/pages.url: unknown admin column "urll"`. */
export function formatSchemaIssue(issue: SchemaIssue): string {
  const where = [issue.entity, issue.field].filter(Boolean).join('.')
  return `  ${issue.file}: ${where ? `${where}: ` : ''}${issue.message}`
}
