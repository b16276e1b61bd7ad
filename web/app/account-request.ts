/**
 * The browser's one fetch path to the API for calls made by signed-in screens (accounts, the shop,
 * CRM forms and chats): JSON in and out, cookies included, failures as the client's
 * {@link ApiError} (its message is what the toast shows, SPEC §8). A 401 is answered by
 * one silent refresh and one retry; when the refresh finds no session, the page signs out and
 * goes home, and the call rejects with {@link SessionEndedError}, which no toast reports. Every call
 * names the page's language (`Accept-Language`), so the server's messages speak it
 * (runtime/i18n/request-language.ts).
 */
import { ApiError, apiErrorFromFailure, apiErrorFromResponse } from '#runtime/client/api-error.ts'
import { toast } from '#web/ui/toast.tsx'
import { endSession } from '#web/modules/rbac/session-control.ts'
import { refreshSession } from '#web/modules/rbac/session-refresh.ts'

/** Where the authentication routes live. */
export const AUTH_API = '/api/rbac/subjects/authentication'

/** The session ended while a call was made; the page is already going home. */
export class SessionEndedError extends Error {
  override readonly name = 'SessionEndedError'
}

/** Options of {@link accountRequest}. */
export interface AccountRequestOptions {
  readonly body?: unknown
  /** Sign-in calls answer 401 for wrong credentials, which no refresh can fix. */
  readonly refreshOn401?: boolean
  /** Aborts the call (fetch's own signal). */
  readonly signal?: AbortSignal
}

/** Sends one call and answers the body's `data`. */
export async function accountRequest<T>(method: string, url: string, options: AccountRequestOptions = {}): Promise<T> {
  const first = await send(method, url, options.body, options.signal)
  if (first.status !== 401 || options.refreshOn401 === false) return dataOf<T>(method, url, first)
  const outcome = await refreshSession()
  if (outcome === 'ended') {
    endSession({ goHome: true })
    throw new SessionEndedError('The session has ended; sign in again')
  }
  return dataOf<T>(method, url, outcome === 'refreshed' ? await send(method, url, options.body, options.signal) : first)
}

/** Shows a failed call's message in an error toast, unless the session simply ended. */
export function toastFailure(error: unknown): void {
  if (error instanceof SessionEndedError) return
  void toast.error(error instanceof Error ? error.message : String(error))
}

/** The server's issues of a failed call by field, for `setError`. */
export function fieldIssues(error: unknown): ReadonlyArray<{ readonly path: string; readonly message: string }> {
  return error instanceof ApiError ? error.issues : []
}

async function send(method: string, url: string, body: unknown, signal: AbortSignal | undefined): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' }
  // The document's language follows client navigation (web/site/document-head.ts).
  if (typeof document !== 'undefined' && document.documentElement.lang !== '') headers['accept-language'] = document.documentElement.lang
  if (body !== undefined) headers['content-type'] = 'application/json'
  try {
    return await fetch(url, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    })
  } catch (cause) {
    throw apiErrorFromFailure({ method, url }, 'NETWORK_ERROR', cause)
  }
}

async function dataOf<T>(method: string, url: string, response: Response): Promise<T> {
  const text = await response.text()
  let body: unknown
  try {
    body = text === '' ? undefined : JSON.parse(text)
  } catch {
    body = text
  }
  if (!response.ok) throw apiErrorFromResponse({ method, url }, response, body)
  return (body as { data: T } | undefined)?.data as T
}
