/**
 * `@fastify/rate-limit` for one route group, counted where every server process sees the same
 * counts: in Redis when REDIS_URL is set (in this process while Redis cannot answer,
 * rate-limit-store.ts), else in this process. Routes then make their limits with
 * `app.createRateLimit` (or the `rateLimit` route option).
 */
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import type { Config } from '#runtime/config/load-config.ts'
import { tooManyRequests } from '#runtime/errors/http-error.ts'
import { redisStoreWithLocalFallback } from '#runtime/modules/rbac/routes/rate-limit-store.ts'

/** Registers the rate limiter in `app`'s scope; `nameSpace` keeps its Redis keys apart from other groups'. */
export async function registerSharedRateLimit(app: FastifyInstance, config: Pick<Config, 'redisUrl'>, nameSpace: string): Promise<void> {
  // Without an offline queue a command fails at once while Redis is away, and counting falls back to the process.
  const redis =
    config.redisUrl === undefined
      ? undefined
      : new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000, enableOfflineQueue: false })
  if (redis !== undefined) {
    redis.on('error', (error: Error) =>
      app.log.warn({ err: { message: error.message } }, `Redis for rate limits (${nameSpace}) is unavailable`),
    )
    app.addHook('onClose', async () => redis.disconnect())
    await readyOrFailed(redis, 2_000)
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis === undefined
      ? {}
      : {
          store: redisStoreWithLocalFallback(redis, nameSpace, (now, error) =>
            now === 'process'
              ? app.log.warn({ err: { message: error?.message } }, `Rate limits (${nameSpace}) counted in this process until Redis answers`)
              : app.log.warn(`Rate limits (${nameSpace}) counted in Redis again`),
          ),
        }),
    errorResponseBuilder: (_request, limit) => tooManyRequests(`Too many requests; wait ${limit.after} and try again`),
  })
}

// A Redis that is down does not hold start-up; one that is up counts from the first request.
function readyOrFailed(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve()
  return new Promise((resolve) => {
    const settle = () => {
      clearTimeout(timer)
      redis.off('ready', settle)
      redis.off('error', settle)
      resolve()
    }
    const timer = setTimeout(settle, ms)
    redis.once('ready', settle)
    redis.once('error', settle)
  })
}
