/**
 * A call made by a signed-in screen (accounts, the shop, forms, chats, the admin and its entity
 * clients): {@link sendRequest}, and a 401 answered by one silent refresh and one retry; when the
 * refresh finds no session, the page signs out and goes home, and the call rejects with
 * {@link SessionEndedError}, which no toast reports.
 */
import { ApiError } from '#runtime/client/api-error.ts'
import { endSession } from '#web/modules/rbac/session-control.ts'
import { refreshSession } from '#web/modules/rbac/session-refresh.ts'
import { type ApiCall, dataOf, sendRequest } from './send-request.ts'

/** The session ended while a call was made; the page is already going home. */
export class SessionEndedError extends Error {
  override readonly name = 'SessionEndedError'
}

/** How one call is made besides what it sends. */
export interface ApiCallOptions {
  /** Sign-in calls answer 401 for wrong credentials, which no refresh can fix. */
  readonly refreshOn401?: boolean
  /** Aborts the call (fetch's own signal). */
  readonly signal?: AbortSignal
  /** Asked when the call's turn comes, just before it is sent; `false` gives it up (send-request.ts). */
  readonly onTurn?: () => boolean | Promise<boolean>
}

/** Sends one call and answers the body's `data`, refreshing the session once on a 401. */
export function apiRequest<T>(call: ApiCall, options?: ApiCallOptions): Promise<T> {
  return apiExchange(call, options).then(dataOf<T>)
}

/** Sends one call and answers its whole parsed body, refreshing the session once on a 401. */
export async function apiExchange(call: ApiCall, options: ApiCallOptions = {}): Promise<unknown> {
  const sent = { ...call, ...options }
  try {
    return await sendRequest(sent)
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || options.refreshOn401 === false) throw error
    const outcome = await refreshSession()
    if (outcome === 'ended') {
      endSession({ goHome: true })
      throw new SessionEndedError('The session has ended; sign in again')
    }
    if (outcome !== 'refreshed') throw error
    return sendRequest(sent)
  }
}
