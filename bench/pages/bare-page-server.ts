/**
 * The cheapest server that could answer the site's root page: bare `node:http` sending fixed bytes
 * with fixed headers, the ones the product sent for the page. The bench (site.ts) starts it as a
 * child process: `node --import tsx bench/pages/bare-page-server.ts <body file> <headers JSON>`;
 * it prints `port <n>` once listening and exits when its parent goes away.
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

const [bodyFile, headersJson] = process.argv.slice(2)
if (bodyFile === undefined || headersJson === undefined) throw new Error('usage: bare-page-server.ts <body file> <headers JSON>')
const body = readFileSync(bodyFile)
const headers = { ...(JSON.parse(headersJson) as Record<string, string>), 'content-length': String(body.length) }

const server = createServer((_request, response) => {
  response.writeHead(200, headers)
  response.end(body)
})
server.keepAliveTimeout = 72_000
server.listen(0, '127.0.0.1', () => console.log(`port ${(server.address() as AddressInfo).port}`))
process.on('disconnect', () => process.exit(0))
process.stdin.on('end', () => process.exit(0))
process.stdin.resume()
