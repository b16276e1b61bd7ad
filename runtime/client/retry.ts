/**
 * How reads are retried (SPEC §7): a list gets 3 attempts 1 s apart, each
 * limited to 10 s; a findById is retried up to 30 times 1 s apart, but only
 * when no response arrived, since a 4xx will not change by asking again.
 */
import { ApiError, isConnectionFailure } from './api-error.ts'

/** The timings of the client; tests inject small ones instead of waiting for real seconds. */
export interface ClientTimings {
  /** Per-attempt limit of every read. */
  readonly requestTimeoutMs: number
  /** Attempts of find and count, first one included. */
  readonly listAttempts: number
  readonly listRetryDelayMs: number
  /** Attempts of findById, first one included (1 + 30 retries). */
  readonly findByIdAttempts: number
  readonly findByIdRetryDelayMs: number
}

/** The spec's timings. */
export const defaultClientTimings: ClientTimings = {
  requestTimeoutMs: 10_000,
  listAttempts: 3,
  listRetryDelayMs: 1_000,
  findByIdAttempts: 31,
  findByIdRetryDelayMs: 1_000,
}

/** When and how often {@link withRetry} tries again. */
export interface RetryPolicy {
  /** Total attempts, the first one included. */
  readonly attempts: number
  readonly delayMs: number
  readonly shouldRetry: (error: unknown) => boolean
}

/**
 * A list read is retried when nothing answered or the server failed (5xx, e.g. a load balancer
 * between deploys); a 4xx is the caller's mistake and fails at once.
 */
export function isRetriableListFailure(error: unknown): boolean {
  return isConnectionFailure(error) || (error instanceof ApiError && error.status >= 500)
}

/** A findById is retried only when no response arrived (refused, reset, timed out). */
export const isRetriableFindByIdFailure = isConnectionFailure

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

/**
 * Runs `attempt` until it succeeds, the policy gives up, or `signal` aborts (a cancelled query
 * stops retrying at once). The last error is rethrown unchanged.
 */
export async function withRetry<T>(attempt: (attemptNumber: number) => Promise<T>, policy: RetryPolicy, signal?: AbortSignal): Promise<T> {
  for (let attemptNumber = 1; ; attemptNumber += 1) {
    try {
      return await attempt(attemptNumber)
    } catch (error) {
      if (attemptNumber >= policy.attempts || signal?.aborted || !policy.shouldRetry(error)) throw error
    }
    await sleep(policy.delayMs, signal)
  }
}
