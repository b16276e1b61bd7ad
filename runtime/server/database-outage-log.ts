import type { FastifyBaseLogger } from 'fastify'
import type { DatabaseHandle } from '#runtime/db/database-handle.ts'

/**
 * Logs a database outage once when it starts and once when it ends, however many requests it
 * refused meanwhile (each of those is answered 503 without a log line of its own). Returns the
 * function that stops logging (the app calls it on close).
 */
export function logDatabaseOutages(database: DatabaseHandle, log: FastifyBaseLogger): () => void {
  return database.availability.onChange((change) => {
    if (change.kind === 'down') {
      log.error({ reason: change.reason }, 'Database unavailable: answering 503 with Retry-After until it is back')
    } else {
      log.warn({ downForMs: change.downForMs, refusedRequests: change.refused }, 'Database is back')
    }
  })
}
