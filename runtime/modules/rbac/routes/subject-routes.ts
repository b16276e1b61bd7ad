/**
 * The hand-written subject routes as one API plugin: authentication under
 * `/api/rbac/subjects/authentication` and the account routes under `/api/rbac/subjects/{id}`,
 * with rate limits (`@fastify/rate-limit`, counted in Redis when REDIS_URL is set, so every server
 * process shares one budget, and in process while Redis is unreachable) and the mailer for reset
 * codes and notifications.
 */
import rateLimit from '@fastify/rate-limit'
import { Redis } from 'ioredis'
import { tooManyRequests } from '#runtime/errors/http-error.ts'
import { createMailer } from '#runtime/mail/create-mailer.ts'
import type { ApiPlugin } from '#runtime/server/create-app.ts'
import { accountRoutes } from './account-routes.ts'
import type { AuthRouteContext } from './auth-route-context.ts'
import { authenticationRoutes } from './authentication-routes.ts'
import { redisStoreWithLocalFallback } from './rate-limit-store.ts'

/** Registers every subject route; needs the access engine createApp installs. */
export const subjectRoutes: ApiPlugin = async (api, { database, config }) => {
  const engine = api.accessEngine
  if (engine === undefined) throw new Error('subjectRoutes needs the access engine of createApp')
  // Identity mail (verification, reset) is sent by a stored job (identity-mail.ts).
  if (!api.hasDecorator('jobs')) throw new Error('subjectRoutes needs the jobs plugin registered before it')

  const mailer = createMailer(config, api.log)
  api.addHook('onClose', async () => mailer.close())

  // One connection per process. Without an offline queue a command fails at once while Redis is
  // away, and the store counts in process meanwhile (rate-limit-store.ts).
  const redis =
    config.redisUrl === undefined
      ? undefined
      : new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000, enableOfflineQueue: false })
  if (redis !== undefined) {
    // Reported once per failure, through the app's (redacting) logger rather than ioredis' console line.
    redis.on('error', (error: Error) => api.log.warn({ err: { message: error.message } }, 'Redis for rate limits is unavailable'))
    api.addHook('onClose', async () => redis.disconnect())
    // Commands sent before the connection is up would fail and be counted in process, so the server
    // starts counting in Redis from its first request. A Redis that is down does not hold start-up.
    await connectedOrFailed(redis, 2_000)
  }
  const store =
    redis === undefined
      ? {}
      : {
          store: redisStoreWithLocalFallback(redis, 'tessera:rate-limit:', (now, error) =>
            now === 'process'
              ? api.log.warn({ err: { message: error?.message } }, 'Rate limits counted in this process until Redis answers')
              : api.log.warn('Rate limits counted in Redis again'),
          ),
        }
  await api.register(rateLimit, {
    global: false,
    ...store,
    errorResponseBuilder: (_request, limit) => tooManyRequests(`Too many attempts; wait ${limit.after} and try again`),
  })

  const context: AuthRouteContext = {
    db: database.db,
    config,
    mailer,
    signingKey: engine.signingKey,
    secureCookies: config.nodeEnv === 'production',
    strictLimit: config.authRateLimit,
    relaxedLimit: config.authRateLimit * 10,
  }
  await api.register(authenticationRoutes(context), { prefix: '/rbac/subjects/authentication' })
  await api.register(accountRoutes(context), { prefix: '/rbac/subjects' })
}

/** Resolves once `redis` is ready, has failed to connect, or `ms` have passed, whichever is first. */
function connectedOrFailed(redis: Redis, ms: number): Promise<void> {
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
