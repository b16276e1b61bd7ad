/**
 * A first-come-first-served cap on calls in flight. SPEC §7 keeps at most 5
 * queries running at once in the browser, so a page with many widgets does not
 * starve the requests the visitor is waiting for.
 */

/** Runs tasks with at most `max` of them pending at any time. */
export interface ConcurrencyLimit {
  readonly max: number
  /** Tasks started and not yet settled. */
  readonly active: number
  /** Tasks waiting for a slot. */
  readonly queued: number
  run<T>(task: () => Promise<T>): Promise<T>
}

/** A limiter for `max` concurrent tasks (`Infinity` disables the cap). */
export function createConcurrencyLimit(max: number): ConcurrencyLimit {
  if (!(max >= 1)) throw new RangeError(`max must be at least 1, got ${max}`)
  const waiting: Array<() => void> = []
  let active = 0

  const release = (): void => {
    const next = waiting.shift()
    // The freed slot passes straight to the next task, so `active` never dips and lets a newcomer jump the queue.
    if (next) next()
    else active -= 1
  }

  return {
    max,
    get active() {
      return active
    },
    get queued() {
      return waiting.length
    },
    async run(task) {
      if (active < max) active += 1
      else await new Promise<void>((resolve) => waiting.push(resolve))
      try {
        return await task()
      } finally {
        release()
      }
    },
  }
}
