import type { FastifyInstance } from 'fastify'
import type { Config } from '#runtime/config/load-config.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { RETRY_AFTER_SECONDS } from '#runtime/db/database-availability.ts'
import type { HttpErrorCode } from '#runtime/errors/http-error.ts'
import { createReadinessCheck } from './readiness-check.ts'

/**
 * GET /health (liveness): 200 while the process serves requests at all, without touching the
 * database, so a supervisor restarts a wedged process but never one that waits out a database
 * outage. GET /ready (readiness): 200 only when the database answers, Redis answers (when
 * REDIS_URL is set) and every migration is applied; 503 naming what is missing otherwise, so a
 * load balancer takes the process out of rotation until it can serve. A process that is shutting
 * down stops listening, so its `/ready` is refused or, on a kept-alive connection, a 503.
 */
export function registerHealthRoutes(app: FastifyInstance, database: DatabaseHandle, config: Config): void {
  app.get(
    '/health',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            required: ['data'],
            properties: {
              data: {
                type: 'object',
                required: ['status', 'database'],
                properties: { status: { const: 'ok' }, database: { enum: ['pglite', 'postgres'] } },
              },
            },
          },
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return { data: { status: 'ok', database: database.kind } }
    },
  )

  const checkReadiness = createReadinessCheck(database, config.redisUrl)
  app.addHook('onClose', async () => checkReadiness.close())
  app.get(
    '/ready',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            required: ['data'],
            properties: {
              data: {
                type: 'object',
                required: ['status', 'database', 'redis', 'migrations'],
                properties: {
                  status: { const: 'ready' },
                  database: { enum: ['pglite', 'postgres'] },
                  redis: { enum: ['ok', 'not configured'] },
                  migrations: { const: 'applied' },
                },
              },
            },
          },
          503: {
            type: 'object',
            required: ['error'],
            properties: {
              error: {
                type: 'object',
                required: ['code', 'message', 'issues'],
                properties: {
                  code: { const: 'SERVICE_UNAVAILABLE' },
                  message: { type: 'string' },
                  issues: {
                    type: 'array',
                    items: {
                      type: 'object',
                      required: ['path', 'message'],
                      properties: { path: { type: 'string' }, message: { type: 'string' } },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      const readiness = await checkReadiness()
      if (readiness.problems.length > 0) {
        // Answered here, not thrown: the error handler logs (and reports) every 503 as a server
        // error, and a load balancer asks every few seconds for as long as the outage lasts.
        const message = `Not ready: ${readiness.problems.map((problem) => problem.message).join('; ')}`
        return reply
          .status(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ error: { code: 'SERVICE_UNAVAILABLE' satisfies HttpErrorCode, message, issues: readiness.problems } })
      }
      return { data: { status: 'ready', database: database.kind, redis: readiness.redis, migrations: 'applied' } }
    },
  )
}
