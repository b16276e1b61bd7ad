import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { isConnectionFault } from '#runtime/db/connection-faults.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { HttpError } from '#runtime/errors/http-error.ts'

/**
 * GET /health for load balancers: 200 only when the database answers, so a server that lost its
 * database is taken out of rotation instead of serving 500s.
 */
export function registerHealthRoute(app: FastifyInstance, database: DatabaseHandle): void {
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
    async (request, reply) => {
      try {
        await sql`select 1`.execute(database.db)
      } catch (error) {
        // An outage answers 503 through the error handler and is logged once, not per check.
        if (isConnectionFault(error)) throw error
        request.log.error({ err: error }, 'Health check: database did not answer')
        throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'Database is unavailable')
      }
      reply.header('cache-control', 'no-store')
      return { data: { status: 'ok', database: database.kind } }
    },
  )
}
