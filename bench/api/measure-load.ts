/** One autocannon run against one server, reduced to the numbers the bench reports. */
import type { RenderTime } from './server-process.ts'
import type { IncomingHttpHeaders } from 'node:http'
import autocannon from 'autocannon'
import type { BenchWrite } from './bench-cases.ts'
import { HTML_CACHE_HEADER } from './page-snapshots.ts'
import { processCpuMs } from './process-cpu.ts'

/** Throughput and latency of one run. */
export interface Measurement {
  /** Requests answered during the run. */
  readonly requests: number
  readonly requestsPerSecond: number
  /** Median latency, ms. */
  readonly p50: number
  /** 99th percentile latency, ms. */
  readonly p99: number
  /** Server CPU (user + system) per request, µs; undefined without /proc. */
  readonly cpuPerRequestUs: number | undefined
  /** Requests of the deck dealt out, answered or cut off by the end of the run. */
  readonly dealt: number
  /** Answers by the product's HTML cache header (page-snapshots.ts): hits, misses; zero when absent. */
  readonly htmlCache: { readonly hits: number; readonly misses: number }
  /** The server's React rendering during the run (server-process.ts), when asked for: pages and CPU µs. */
  readonly render?: RenderTime
}

/** How hard and how long to load. */
export interface LoadShape {
  readonly seconds: number
  readonly connections: number
  /** Sent with every request. */
  readonly headers?: Readonly<Record<string, string>>
  /** A write's method and body, made anew for every request; a GET without. */
  readonly write?: BenchWrite
}

/**
 * Loads `origin` for `shape.seconds` with the requests of `paths` from the `first`, dealt out in turn to whichever
 * connection sends next (each request asks for another key; both servers get the same sequence),
 * reading the CPU the server process `pid` spends meanwhile. Any error or non-2xx answer fails the
 * run rather than skewing it.
 */
export async function measureLoad(
  origin: string,
  paths: readonly string[],
  shape: LoadShape,
  pid?: number,
  first = 0,
): Promise<Measurement> {
  if (paths.length === 0) throw new Error('measureLoad needs at least one path')
  let next = first % paths.length
  let dealt = 0
  const write = shape.write
  const setupRequest = (request: autocannon.Request) => {
    request.path = paths[next]
    if (write !== undefined) {
      request.method = write.method
      request.body = write.body(request.path!)
    }
    next = next + 1 === paths.length ? 0 : next + 1
    dealt += 1
    return request
  }
  const htmlCache = { hits: 0, misses: 0 }
  const onResponse = (_status: number, _body: string, _context: object, headers: IncomingHttpHeaders | undefined) => {
    const answer = headers?.[HTML_CACHE_HEADER]
    if (answer === 'hit') htmlCache.hits += 1
    else if (answer === 'miss') htmlCache.misses += 1
  }
  const cpuBefore = processCpuMs(pid)
  const result = await autocannon({
    url: origin,
    connections: shape.connections,
    duration: shape.seconds,
    pipelining: 1,
    headers: { ...shape.headers },
    requests: [{ setupRequest, onResponse }],
  })
  const cpuAfter = processCpuMs(pid)
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${origin}${paths[0]}…: ${result.errors} connection errors and ${result.non2xx} non-2xx answers under load`)
  }
  const requests = result.requests.total
  return {
    requests,
    requestsPerSecond: requests / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuPerRequestUs:
      cpuBefore === undefined || cpuAfter === undefined || requests === 0 ? undefined : ((cpuAfter - cpuBefore) * 1000) / requests,
    dealt,
    htmlCache,
  }
}
