/**
 * A failed form call: the server's message in an error toast (SPEC §8) and each issue the server
 * pinned on a field of the form under that field (SPEC §5).
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { fieldIssues, toastFailure } from '#web/api/call-failure.ts'

/** Reports `error` for a form with `fields`. */
export function reportFailure<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): void {
  toastFailure(error)
  for (const issue of fieldIssues(error)) {
    const field = fields.find((name) => name === issue.path)
    if (field !== undefined) setError(field, { type: 'server', message: issue.message })
  }
}
