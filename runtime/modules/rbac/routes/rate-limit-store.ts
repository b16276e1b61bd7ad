/**
 * The rate-limit store when REDIS_URL is set. Counts live in Redis, so every server process shares
 * one budget. While Redis cannot answer, each process counts on its own instead: sign-in keeps
 * working and stays limited (per process), rather than failing with a 500 or going unlimited.
 * Counting returns to Redis by itself once it answers again.
 */
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import LocalStore from '@fastify/rate-limit/store/LocalStore.js'
import RedisStore from '@fastify/rate-limit/store/RedisStore.js'
import type { Redis } from 'ioredis'

type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0]

/** Which store counted the last request; reported to the caller when it changes. */
export type CountingIn = 'redis' | 'process'

// One per store class, shared by every route's child store: a switch is reported once, not once
// per route or per request (an outage under a password-guessing attack would flood the log).
class Counting {
  #in: CountingIn = 'redis'

  constructor(private readonly onSwitch: (now: CountingIn, error?: Error) => void) {}

  note(now: CountingIn, error?: Error): void {
    if (now === this.#in) return
    this.#in = now
    this.onSwitch(now, error)
  }
}

/** Tries `primary`; when it fails, counts in `fallback`. */
class StoreWithFallback implements FastifyRateLimitStore {
  constructor(
    private readonly primary: FastifyRateLimitStore,
    private readonly fallback: FastifyRateLimitStore,
    private readonly counting: Counting,
  ) {}

  incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number, max: number): void {
    this.primary.incr(
      key,
      (error, result) => {
        if (error === null) {
          this.counting.note('redis')
          return callback(null, result)
        }
        this.counting.note('process', error)
        this.fallback.incr(key, callback, timeWindow, max)
      },
      timeWindow,
      max,
    )
  }

  child(routeOptions: ChildOptions): FastifyRateLimitStore {
    return new StoreWithFallback(this.primary.child(routeOptions), this.fallback.child(routeOptions), this.counting)
  }
}

/**
 * A store class for `@fastify/rate-limit`'s `store` option: Redis under `nameSpace`, in-process
 * counting while Redis fails. `onSwitch` hears when counting moves to the process and back. Give
 * `redis` `enableOfflineQueue: false`, so a command fails at once instead of waiting for a
 * reconnection.
 */
export function redisStoreWithLocalFallback(
  redis: Redis,
  nameSpace: string,
  onSwitch: (now: CountingIn, error?: Error) => void,
): FastifyRateLimitStoreCtor {
  const counting = new Counting(onSwitch)
  return class extends StoreWithFallback {
    constructor(options: FastifyRateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = options.continueExceeding ?? false
      const exponentialBackoff = options.exponentialBackoff ?? false
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
        counting,
      )
    }
  }
}
