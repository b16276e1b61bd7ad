/**
 * Abandoned carts are cleared on a schedule by exactly one process among many (issues 23 and 24):
 * two `npm start` processes on one PostgreSQL database, the job due every 2 s; over an 8 s window
 * the two together run it about four times (each would run it about four times on its own), and a
 * cart left untouched past CLEAR_OLD_ORDERS_AFTER_DAYS is gone while a fresh one stays.
 * Separate processes cannot share an embedded database, so this runs only on PostgreSQL.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CLEAR_OLD_ORDERS_JOB } from '#runtime/modules/ecommerce/jobs/clear-old-orders-job.ts'
import { createScratchPostgres, type ScratchPostgres } from '../../jobs/support/scratch-postgres.ts'
import { type ServerProcess, startServerProcess } from '../../jobs/support/server-process.ts'

const METRICS_TOKEN = 'clear-old-orders-metrics-token'
const PERIOD_SECONDS = 2
const WINDOW_MS = 8_000

describe.runIf(process.env.DATABASE_URL)(
  'the clear-old-orders job with two server processes on PostgreSQL (needs DATABASE_URL: processes cannot share an embedded database)',
  () => {
    let scratch: ScratchPostgres
    let servers: ServerProcess[] = []

    beforeAll(async () => {
      scratch = await createScratchPostgres()
      const env = {
        DATABASE_URL: scratch.url,
        CLEAR_OLD_ORDERS_AFTER_DAYS: '1',
        CLEAR_OLD_ORDERS_EVERY_SECONDS: String(PERIOD_SECONDS),
        JOB_POLL_INTERVAL_MS: '100',
        METRICS_TOKEN,
      }
      servers = await Promise.all([startServerProcess(env), startServerProcess(env)])
    }, 240_000)
    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()))
      await scratch?.drop()
    })

    // The job's runs in both processes together, from their /metrics.
    const runs = async () => {
      let total = 0
      for (const server of servers) {
        const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
        expect(response.status).toBe(200)
        const line = new RegExp(`^tessera_job_runs_total\\{job="${CLEAR_OLD_ORDERS_JOB}",outcome="done"\\} (\\d+)$`, 'm').exec(
          await response.text(),
        )
        total += Number(line?.[1] ?? 0)
      }
      return total
    }

    it('runs once per period among both processes and deletes only the carts untouched for longer than the age', async () => {
      const { db } = scratch.database
      const [stale, fresh, history] = await Promise.all([
        db
          .insertInto('ecommerce_orders')
          .values({ updated_at: sql<string>`now() - interval '2 days'` })
          .returning('id')
          .executeTakeFirstOrThrow(),
        db.insertInto('ecommerce_orders').defaultValues().returning('id').executeTakeFirstOrThrow(),
        db
          .insertInto('ecommerce_orders')
          .values({ type: 'history', status: 'approving', updated_at: sql<string>`now() - interval '2 days'` })
          .returning('id')
          .executeTakeFirstOrThrow(),
      ])

      const before = await runs()
      const started = performance.now()
      await new Promise((resolve) => setTimeout(resolve, WINDOW_MS))
      const ran = (await runs()) - before
      const seconds = (performance.now() - started) / 1000

      // About one run per period in all: never one per process per period.
      expect(ran).toBeGreaterThanOrEqual(Math.floor(seconds / PERIOD_SECONDS) - 1)
      expect(ran).toBeLessThanOrEqual(Math.ceil(seconds / PERIOD_SECONDS) + 1)
      const left = await db.selectFrom('ecommerce_orders').select('id').where('id', 'in', [stale.id, fresh.id, history.id]).execute()
      expect(left.map((row) => row.id).sort()).toEqual([fresh.id, history.id].sort())
      const job = await db.selectFrom('host_jobs').select(['status', 'last_error']).where('name', '=', CLEAR_OLD_ORDERS_JOB).execute()
      expect(job).toEqual([{ status: 'queued', last_error: null }])
    }, 60_000)
  },
)
