/**
 * Pages a second for the anonymous root page, asked plainly and with a unique query string on every
 * request (`/?x=<random>`, #30 finding 12: 15 against 138 pages/s when the query was part of the HTML
 * cache's key). Run against a started production server:
 * `npx tsx bench/pages/random-query-rate.ts http://127.0.0.1:3000 [seconds] [connections]`.
 */
import { randomUUID } from 'node:crypto'
import autocannon from 'autocannon'

async function rate(origin: string, seconds: number, connections: number, unique: boolean): Promise<{ rate: number; non2xx: number }> {
  const result = await autocannon({
    url: `${origin}/`,
    connections,
    duration: seconds,
    headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
    requests: [{ setupRequest: (request) => (unique ? { ...request, path: `/?x=${randomUUID()}` } : request) }],
  })
  return { rate: result.requests.average, non2xx: result.non2xx }
}

const [origin = 'http://127.0.0.1:3000', seconds = '10', connections = '10'] = process.argv.slice(2)
// A warm-up fills the cache with the plain page.
await rate(origin, 2, Number(connections), false)
for (const unique of [false, true]) {
  const { rate: perSecond, non2xx } = await rate(origin, Number(seconds), Number(connections), unique)
  console.log(`${unique ? '/?x=<random>' : '/          '}  ${perSecond.toFixed(1)} pages/s  (${non2xx} non-2xx)`)
}
