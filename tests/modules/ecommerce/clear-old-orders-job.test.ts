/**
 * The scheduled clearing of abandoned carts on the embedded database: two apps over one PGlite
 * database (processes cannot share one; clear-old-orders-processes.test.ts runs real processes on
 * PostgreSQL) run the job `ecommerce.clear-old-orders` about once per period in all, and it deletes
 * only the carts without invoices untouched for CLEAR_OLD_ORDERS_AFTER_DAYS.
 */
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { CLEAR_OLD_ORDERS_JOB } from '#runtime/modules/ecommerce/jobs/clear-old-orders-job.ts'
import { createApp } from '#runtime/server/create-app.ts'
import { productApiPlugins } from '#runtime/server/product-api.ts'
import { createTestConfig } from '../../support/test-config.ts'
import { createTestDatabase } from '../../support/test-database.ts'

const METRICS_TOKEN = 'clear-old-orders-job-metrics'
const PERIOD_SECONDS = 1

describe('the clear-old-orders job', () => {
  let database: DatabaseHandle
  let apps: FastifyInstance[] = []

  beforeAll(async () => {
    database = await createTestDatabase({ kind: 'pglite', migrate: true })
    const env = {
      JWT_SECRET: 'clear-old-orders-job-test-secret-32-characters',
      CLEAR_OLD_ORDERS_AFTER_DAYS: '1',
      CLEAR_OLD_ORDERS_EVERY_SECONDS: String(PERIOD_SECONDS),
      JOB_POLL_INTERVAL_MS: '50',
      METRICS_TOKEN,
    }
    apps = await Promise.all(
      [0, 1].map(async () => {
        const app = await createApp({ database, config: createTestConfig(env), apiPlugins: productApiPlugins })
        await app.ready()
        return app
      }),
    )
  }, 120_000)
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()))
    await database?.close()
  })

  const runs = async () => {
    let total = 0
    for (const app of apps) {
      const text = (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body
      total += Number(
        new RegExp(`^tessera_job_runs_total\\{job="${CLEAR_OLD_ORDERS_JOB}",outcome="done"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? 0,
      )
    }
    return total
  }

  it('runs about once per period between two apps and deletes only the stale carts', async () => {
    const { db } = database
    const stale = await db
      .insertInto('ecommerce_orders')
      .values({ updated_at: sql<string>`now() - interval '2 days'` })
      .returning('id')
      .executeTakeFirstOrThrow()
    const fresh = await db.insertInto('ecommerce_orders').defaultValues().returning('id').executeTakeFirstOrThrow()
    const paid = await db
      .insertInto('ecommerce_orders')
      .values({ type: 'history', status: 'approving', updated_at: sql<string>`now() - interval '2 days'` })
      .returning('id')
      .executeTakeFirstOrThrow()

    const before = await runs()
    const started = performance.now()
    await new Promise((resolve) => setTimeout(resolve, 4_000))
    const ran = (await runs()) - before
    const seconds = (performance.now() - started) / 1000

    expect(ran).toBeGreaterThanOrEqual(Math.floor(seconds / PERIOD_SECONDS) - 1)
    expect(ran).toBeLessThanOrEqual(Math.ceil(seconds / PERIOD_SECONDS) + 1)
    const left = await db.selectFrom('ecommerce_orders').select('id').where('id', 'in', [stale.id, fresh.id, paid.id]).execute()
    expect(left.map((row) => row.id).sort()).toEqual([fresh.id, paid.id].sort())
  }, 30_000)
})
