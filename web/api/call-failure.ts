/** What a screen does with a failed call: a toast with the server's message (SPEC §8), its issues by field. */
import { ApiError } from '#runtime/client/api-error.ts'
import { toast } from '#web/ui/toast.tsx'
import { SessionEndedError } from './api-request.ts'

/** Shows a failed call's message in an error toast, unless the session simply ended or the call was given up. */
export function toastFailure(error: unknown): void {
  if (error instanceof SessionEndedError) return
  if (error instanceof DOMException && error.name === 'AbortError') return
  void toast.error(error instanceof Error ? error.message : String(error))
}

/** The server's issues of a failed call by field, for `setError`. */
export function fieldIssues(error: unknown): ReadonlyArray<{ readonly path: string; readonly message: string }> {
  return error instanceof ApiError ? error.issues : []
}
