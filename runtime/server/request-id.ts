import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

/** Header that carries the request id in both directions. */
export const REQUEST_ID_HEADER = 'x-request-id'

// A proxy's id is kept so one id follows the request across services; anything that could forge
// log lines or bloat them is replaced.
const TRUSTED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/

/** Fastify `genReqId`: reuse a well-formed incoming `x-request-id`, otherwise mint a UUID. */
export function generateRequestId(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER]
  return typeof incoming === 'string' && TRUSTED_REQUEST_ID.test(incoming) ? incoming : randomUUID()
}
