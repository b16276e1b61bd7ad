/**
 * A loopback HTTP server standing in for "some site on the internet" in URL-import tests. It is
 * reachable only through an explicit allow-list: by default the fetcher refuses loopback.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** Routes of the test site, keyed by path. */
export type TestRoutes = Record<string, (request: http.IncomingMessage, response: http.ServerResponse) => void>

/** A listening test site: its origin, how many requests reached it, and `close`. */
export interface RemoteTestServer {
  readonly origin: string
  readonly port: number
  readonly hits: () => number
  close(): Promise<void>
}

/** Serves `routes` on 127.0.0.1 at a free port; unknown paths answer 404. */
export async function startRemoteTestServer(routes: TestRoutes): Promise<RemoteTestServer> {
  let hits = 0
  const server = http.createServer((request, response) => {
    hits += 1
    const route = routes[new URL(request.url ?? '/', 'http://x').pathname]
    if (route === undefined) {
      response.writeHead(404).end('not found')
      return
    }
    route(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    hits: () => hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
