/**
 * How a listening app stops on SIGTERM without failing a request it accepted. Fastify's own close
 * marks the app closing (requests then get a 503), runs `preClose` hooks, and only then stops
 * listening and drops idle connections, which also drops a connection accepted a moment ago whose
 * request is not parsed yet. Here the listening socket closes first (new connections are refused,
 * and a load balancer moves on), requests already on their way get a moment to be read, and then
 * the app closes: chat streams end with a retry hint and jobs stop (`preClose`), every response
 * sent meanwhile carries `Connection: close`, idle connections are closed, and the database and
 * the other resources close (`onClose`) only once the last request has been answered.
 */
import { Server as NetServer } from 'node:net'
import type { FastifyInstance } from 'fastify'

/** How long requests already sent on accepted connections get to arrive before idle connections are closed. */
const ARRIVAL_GRACE_MS = 250

/** Stops `app` as described above; resolves once it is closed. */
export async function closeGracefully(app: FastifyInstance): Promise<void> {
  if (app.server.listening) {
    // net.Server's close, not http.Server's: that one also closes idle connections at once.
    NetServer.prototype.close.call(app.server)
    await new Promise((resolve) => setTimeout(resolve, ARRIVAL_GRACE_MS))
  }
  await app.close()
}
