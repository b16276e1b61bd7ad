/**
 * When a failed notification is tried again. The wait doubles without a counter column: a message
 * waits at least as long as it has already been failing (`updated_at - created_at`), between
 * `baseDelayMs` and `maxDelayMs`; after `giveUpAfterMs` it stays `failed` for people to look at.
 */

/** The retry timings; tests shrink them. */
export interface NotificationRetryPolicy {
  /** The first wait after a failure. */
  readonly baseDelayMs: number
  /** The longest wait between two attempts. */
  readonly maxDelayMs: number
  /**
   * How long an attempt owns its message: a `queued` message untouched this long (its sender died,
   * or it was only enqueued) is picked up by the queue. Longer than any send can take.
   */
  readonly leaseMs: number
  /** Messages older than this are no longer retried. */
  readonly giveUpAfterMs: number
}

/** Production timings: 30 s doubling to 1 h, a 2-minute lease, three days of trying. */
export const NOTIFICATION_RETRY_POLICY: NotificationRetryPolicy = {
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  leaseMs: 2 * 60_000,
  giveUpAfterMs: 3 * 24 * 60 * 60_000,
}
