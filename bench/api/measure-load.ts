/** One autocannon run against one URL, reduced to the numbers the bench reports. */
import autocannon from 'autocannon'
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
}

/** How hard and how long to load. */
export interface LoadShape {
  readonly seconds: number
  readonly connections: number
}

/**
 * Loads `url` for `shape.seconds`, reading the CPU the server process `pid` spends meanwhile. Any
 * error or non-2xx answer fails the run rather than skewing it.
 */
export async function measureLoad(url: string, shape: LoadShape, pid?: number): Promise<Measurement> {
  const cpuBefore = processCpuMs(pid)
  const result = await autocannon({ url, connections: shape.connections, duration: shape.seconds, pipelining: 1 })
  const cpuAfter = processCpuMs(pid)
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${url}: ${result.errors} connection errors and ${result.non2xx} non-2xx answers under load`)
  }
  const requests = result.requests.total
  return {
    requests,
    requestsPerSecond: requests / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuPerRequestUs: cpuBefore === undefined || cpuAfter === undefined || requests === 0 ? undefined : ((cpuAfter - cpuBefore) * 1000) / requests,
  }
}
