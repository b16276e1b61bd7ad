/** The schema problems a generator run reports. */
import { SchemaError, type SchemaIssue } from '#generator/ir/schema-error.ts'

/** The issues a run throws, or a failure if it throws none. */
export function issuesOf(run: () => unknown): SchemaIssue[] {
  try {
    run()
  } catch (error) {
    if (error instanceof SchemaError) return [...error.issues]
    throw error
  }
  throw new Error('expected a SchemaError')
}
