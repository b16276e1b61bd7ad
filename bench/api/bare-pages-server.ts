/**
 * Child process: the cheapest server that could answer the site's pages, bare `node:http` sending,
 * per URL, the bytes and headers the product sent for it (page-snapshots.ts wrote them to the
 * directory in BENCH_PAGES_DIR), as bench/pages/bare-page-server.ts does for the root page alone;
 * a request without `Accept-Encoding` gets the bytes the product sent such a client.
 * A URL it holds no page for is a 404.
 */
import { createServer } from 'node:http'
import { readPageSnapshots, snapshotKey } from './page-snapshots.ts'
import { serveInChild } from './serve-in-child.ts'

const directory = process.env.BENCH_PAGES_DIR
if (directory === undefined) throw new Error('bare-pages-server.ts needs BENCH_PAGES_DIR (written by page-snapshots.ts)')
const pages = readPageSnapshots(directory)

const server = createServer((request, response) => {
  const page = pages.get(snapshotKey(request.url ?? '', request.headers['accept-encoding'] !== undefined))
  if (page === undefined) {
    response.writeHead(404, { 'content-type': 'text/plain' })
    response.end(`No page for ${request.url}`)
    return
  }
  response.writeHead(200, page.headers)
  response.end(page.body)
})
server.keepAliveTimeout = 72_000

await serveInChild(
  {
    server,
    listen: ({ host, port }) => new Promise<void>((resolve) => server.listen(port, host, resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  },
  async () => undefined,
)
