/**
 * What `/metrics` reports, in a registry of the app's own (two apps in one process, as in tests,
 * never share counters): requests per route and their latency, the database pool, the anonymous
 * HTML cache's hits and misses, the job queue and job runs, and Node's process metrics.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { DatabaseHandle } from '#runtime/db/database-handle.ts'
import { countDueJobs } from '#runtime/jobs/job-rows.ts'

/** The app's metrics and what feeds them. */
export interface AppMetrics {
  readonly registry: Registry
  /** One answered request: its method, route pattern, status and duration. */
  request(method: string, route: string, status: number, seconds: number): void
  /** One page the HTML cache answered (`hit`) or rendered (`miss`). */
  htmlCache(result: 'hit' | 'miss'): void
  /** One job run and its outcome. */
  jobRun(job: string, outcome: 'done' | 'failed', seconds: number): void
}

/** Latency buckets in seconds: from a cached page to a slow checkout. */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/** Creates the metrics of an app over `database`. */
export function createAppMetrics(database: DatabaseHandle): AppMetrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, prefix: 'tessera_' })
  const requests = new Counter({
    name: 'tessera_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  })
  const latency = new Histogram({
    name: 'tessera_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  })
  const htmlCache = new Counter({
    name: 'tessera_html_cache_requests_total',
    help: 'Anonymous pages answered from the HTML cache (hit) or rendered (miss)',
    labelNames: ['result'] as const,
    registers: [registry],
  })
  const jobRuns = new Counter({
    name: 'tessera_job_runs_total',
    help: 'Job runs in this process, by job and outcome',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  })
  const jobDuration = new Histogram({
    name: 'tessera_job_run_duration_seconds',
    help: 'Time a job run took, by job',
    labelNames: ['job'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  })
  // Registered before the due-jobs gauge, whose query queues for a connection while the scrape
  // runs: prom-client collects in registration order, so the pool is read before that query
  // counts as waiting.
  new Gauge({
    name: 'tessera_db_pool_connections',
    help: 'PostgreSQL pool connections of this process: open (total), idle, and queries waiting for one (waiting)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats?.()
      if (stats === undefined) return
      this.set({ state: 'total' }, stats.total)
      this.set({ state: 'idle' }, stats.idle)
      this.set({ state: 'waiting' }, stats.waiting)
    },
  })
  new Gauge({
    name: 'tessera_jobs_due',
    help: 'Jobs due and waiting for a process (all processes together)',
    registers: [registry],
    async collect() {
      // An unreachable database leaves the value out rather than failing the whole scrape.
      const due = await countDueJobs(database.db).catch(() => undefined)
      if (due !== undefined) this.set(due)
    },
  })
  return {
    registry,
    request(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) })
      latency.observe({ method, route }, seconds)
    },
    htmlCache: (result) => htmlCache.inc({ result }),
    jobRun(job, outcome, seconds) {
      jobRuns.inc({ job, outcome })
      jobDuration.observe({ job }, seconds)
    },
  }
}
