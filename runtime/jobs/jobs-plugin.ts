/**
 * Gives the API routes registered after it `api.jobs`: the one place where work promised for
 * later is defined and stored (DESIGN "Modules and extension points": jobs). A route plugin
 * defines the jobs it needs when it registers (`define`, `every`) and stores one with `enqueue`;
 * the runner (job-runner.ts) starts once the app is ready, in every process, and stops before the
 * app closes, so no job runs against a closed database.
 */
import fp from 'fastify-plugin'
import type { ApiPlugin } from '#runtime/server/create-app.ts'
import { insertJob } from './job-rows.ts'
import { type JobDefinition, type JobHandler, type JobRunner, startJobRunner } from './job-runner.ts'
import type { JobTimings } from './job-timings.ts'

/** What route plugins see as `api.jobs`. */
export interface Jobs {
  /** Defines the one-off job `name` (stored with {@link Jobs.enqueue}). */
  define(name: string, run: JobHandler): void
  /** Defines the periodic job `name`: run once every `everyMs` among all processes together. */
  every(name: string, everyMs: number, run: JobHandler): void
  /** Stores a run of `name` due in `delayMs` (default now); resolves with its id once stored. */
  enqueue(name: string, payload: Readonly<Record<string, unknown>>, options?: { readonly delayMs?: number }): Promise<string>
  /** Runs the due jobs now (tests, the admin); resolves with how many ran. */
  runDue(): Promise<number>
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Durable jobs (registered by jobsPlugin). */
    jobs: Jobs
  }
}

/** Options of {@link createJobsPlugin}; tests shrink the timings. */
export interface JobsPluginOptions {
  readonly timings?: JobTimings
  /** Called with each run's outcome (metrics). */
  readonly onRun?: (name: string, outcome: 'done' | 'failed', seconds: number) => void
}

/** The jobs plugin with `options`. */
export function createJobsPlugin(options: JobsPluginOptions = {}): ApiPlugin {
  const decorateJobs: ApiPlugin = async (api, { database, config }) => {
    const definitions = new Map<string, JobDefinition>()
    let runner: JobRunner | undefined
    const add = (name: string, definition: JobDefinition) => {
      if (runner !== undefined) throw new Error(`Job ${name} is defined after the job runner started`)
      if (definitions.has(name)) throw new Error(`Job ${name} is defined twice`)
      definitions.set(name, definition)
    }
    api.decorate('jobs', {
      define: (name, run) => add(name, { run }),
      every: (name, everyMs, run) => add(name, { run, everyMs }),
      async enqueue(name, payload, { delayMs = 0 } = {}) {
        if (!definitions.has(name)) throw new Error(`Job ${name} is not defined`)
        const id = await insertJob(database.db, name, payload, delayMs)
        runner?.wakeIn(delayMs)
        return id
      },
      runDue: () => runner?.runDue() ?? Promise.resolve(0),
    } satisfies Jobs)
    api.addHook('onReady', async () => {
      runner = await startJobRunner({
        db: database.db,
        definitions,
        log: api.log,
        pollIntervalMs: config.operations.jobPollIntervalMs,
        timings: options.timings,
        // METRICS_TOKEN: each run is counted (runtime/monitoring/metrics-route.ts).
        onRun: options.onRun ?? api.metrics?.jobRun,
      })
    })
    // Before onClose: the notifier and the database that jobs use close there.
    api.addHook('preClose', async () => {
      await runner?.stop()
    })
  }
  return fp(decorateJobs, { name: 'tessera-jobs' })
}

/** Decorates the `/api` scope with `jobs`; register it before the plugins that define jobs. */
export const jobsPlugin: ApiPlugin = createJobsPlugin()
