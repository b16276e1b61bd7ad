/**
 * How long a claimed job belongs to its process and when a failed one is tried again. A process
 * that dies while running a job (a deploy, SIGKILL) leaves it claimed until `leaseMs` has passed;
 * then any process claims it again.
 */
export interface JobTimings {
  /** How long a claim lasts: longer than any run can take. */
  readonly leaseMs: number
  /** The first wait after a failure; it doubles with every attempt up to `maxDelayMs`. */
  readonly baseDelayMs: number
  readonly maxDelayMs: number
  /** A one-off job that failed this many times stays `failed` for people to look at. */
  readonly maxAttempts: number
}

/** Production timings: a 2-minute lease, 30 s doubling to 1 h, ten attempts. */
export const JOB_TIMINGS: JobTimings = {
  leaseMs: 2 * 60_000,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 10,
}

/** The wait before attempt `attempts + 1` of a job that failed `attempts` times. */
export function retryDelayMs(timings: JobTimings, attempts: number): number {
  return Math.min(timings.maxDelayMs, timings.baseDelayMs * 2 ** Math.max(0, attempts - 1))
}
