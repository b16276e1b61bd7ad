/** The `data` list of bulk create and bulk update. */
import { HttpError, type Issue, validationFailed } from '#runtime/errors/http-error.ts'

/** Most records one bulk request may carry. */
export const MAX_BULK_RECORDS = 1000

/** Checks that `data` is a list of 1 to {@link MAX_BULK_RECORDS} items. */
export function checkBulkList(data: unknown): readonly unknown[] {
  if (!Array.isArray(data) || data.length === 0 || data.length > MAX_BULK_RECORDS) {
    throw validationFailed([{ path: 'data', message: `must be a list of 1 to ${MAX_BULK_RECORDS} records` }])
  }
  return data
}

/**
 * Parses every item, collecting the issues of all of them so one response lists every bad record,
 * then throws them together.
 */
export function parseEach<T>(items: readonly unknown[], parse: (item: unknown, index: number) => T): T[] {
  const parsed: T[] = []
  const issues: Issue[] = []
  for (const [index, item] of items.entries()) {
    try {
      parsed.push(parse(item, index))
    } catch (error) {
      if (!(error instanceof HttpError) || error.issues === undefined) throw error
      issues.push(...error.issues)
    }
  }
  if (issues.length > 0) throw validationFailed(issues)
  return parsed
}
