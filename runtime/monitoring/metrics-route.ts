/**
 * `GET /metrics` in the Prometheus text format, only when METRICS_TOKEN is set and only for
 * `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise): the numbers say how busy the site is and
 * which routes exist, which is not for visitors. Without the token the route does not exist and no
 * hook measures anything.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { DatabaseHandle } from '#runtime/db/database-handle.ts'
import { unauthorized } from '#runtime/errors/http-error.ts'
import { type AppMetrics, createAppMetrics } from './app-metrics.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's metrics, when METRICS_TOKEN is set. */
    metrics?: AppMetrics
  }
}

/** The HTML cache's response header (web/server/web-plugin.ts). */
const HTML_CACHE_HEADER = 'x-html-cache'

/** Measures every request and serves `/metrics` behind `token`. */
export function registerMetrics(app: FastifyInstance, database: DatabaseHandle, token: string): void {
  const metrics = createAppMetrics(database)
  app.decorate('metrics', metrics)
  app.addHook('onResponse', (request, reply, done) => {
    metrics.request(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000)
    const cache = reply.getHeader(HTML_CACHE_HEADER)
    if (cache === 'hit' || cache === 'miss') metrics.htmlCache(cache)
    done()
  })
  const expected = digest(token)
  app.get('/metrics', async (request, reply) => {
    const presented = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]
    if (presented === undefined || !timingSafeEqual(digest(presented), expected)) {
      throw unauthorized('/metrics needs Authorization: Bearer <METRICS_TOKEN>')
    }
    const text = await metrics.registry.metrics()
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text)
  })
}

// Equal-length inputs for the constant-time comparison, whatever was presented.
function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest()
}
