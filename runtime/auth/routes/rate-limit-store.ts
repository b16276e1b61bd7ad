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

/** Tries `primary`; when it fails, counts in `fallback` and reports the failure. */
class StoreWithFallback implements FastifyRateLimitStore {
  constructor(
    private readonly primary: FastifyRateLimitStore,
    private readonly fallback: FastifyRateLimitStore,
    private readonly onFallback: (error: Error) => void,
  ) {}

  incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number, max: number): void {
    this.primary.incr(
      key,
      (error, result) => {
        if (error === null) return callback(null, result)
        this.onFallback(error)
        this.fallback.incr(key, callback, timeWindow, max)
      },
      timeWindow,
      max,
    )
  }

  child(routeOptions: ChildOptions): FastifyRateLimitStore {
    return new StoreWithFallback(this.primary.child(routeOptions), this.fallback.child(routeOptions), this.onFallback)
  }
}

/**
 * A store class for `@fastify/rate-limit`'s `store` option: Redis under `nameSpace`, in-process
 * counting while Redis fails. Give `redis` `enableOfflineQueue: false`, so a command fails at once
 * instead of waiting for a reconnection.
 */
export function redisStoreWithLocalFallback(redis: Redis, nameSpace: string, onFallback: (error: Error) => void): FastifyRateLimitStoreCtor {
  return class extends StoreWithFallback {
    constructor(options: FastifyRateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = options.continueExceeding ?? false
      const exponentialBackoff = options.exponentialBackoff ?? false
      super(new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace), new LocalStore(continueExceeding, exponentialBackoff), onFallback)
    }
  }
}
