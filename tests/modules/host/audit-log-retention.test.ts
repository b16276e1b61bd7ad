/**
 * The audit log's retention: the daily job `host.audit-log-retention` of an app deletes the entries
 * older than AUDIT_LOG_KEEP_DAYS and keeps the rest; AUDIT_LOG_KEEP_DAYS=0 keeps everything.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { AUDIT_LOG_RETENTION_JOB } from '#runtime/modules/host/jobs/audit-log-retention-job.ts'
import { createApp } from '#runtime/server/create-app.ts'
import { productApiPlugins } from '#runtime/server/product-api.ts'
import { createTestConfig } from '../../support/test-config.ts'
import { createTestDatabase } from '../../support/test-database.ts'

describe('the audit-log retention job', () => {
  let database: DatabaseHandle
  const apps: FastifyInstance[] = []

  beforeAll(async () => {
    database = await createTestDatabase({ kind: 'pglite', migrate: true })
  }, 120_000)
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()))
    await database?.close()
  })

  const startApp = async (keepDays: string) => {
    const config = createTestConfig({
      JWT_SECRET: 'audit-log-retention-test-secret-32-chars',
      AUDIT_LOG_KEEP_DAYS: keepDays,
      JOB_POLL_INTERVAL_MS: '50',
    })
    const app = await createApp({ database, config, apiPlugins: productApiPlugins })
    await app.ready()
    apps.push(app)
    return app
  }

  const entry = (daysAgo: number) =>
    database.db
      .insertInto('host_audit_entries')
      .values({
        entity: 'ecommerce/products',
        record_id: randomUUID(),
        action: 'update',
        created_at: sql<string>`now() - ${daysAgo} * interval '1 day'`,
      })
      .returning('id')
      .executeTakeFirstOrThrow()

  const left = async (ids: readonly string[]) =>
    (await database.db.selectFrom('host_audit_entries').select('id').where('id', 'in', ids).execute()).map((row) => row.id).sort()

  it('keeps every entry when AUDIT_LOG_KEEP_DAYS is 0: the job is not even defined', async () => {
    const old = await entry(4000)
    const app = await startApp('0')
    // Twenty job polls of this app: a defined job would have run by then.
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(await left([old.id])).toEqual([old.id])
    const jobs = await database.db.selectFrom('host_jobs').select('name').where('name', '=', AUDIT_LOG_RETENTION_JOB).execute()
    expect(jobs).toEqual([])
    await app.close()
    apps.pop()
    await database.db.deleteFrom('host_audit_entries').execute()
  })

  it('deletes the entries older than AUDIT_LOG_KEEP_DAYS once it runs, and keeps the younger ones', async () => {
    const old = await entry(40)
    const young = await entry(20)
    const today = await entry(0)
    await startApp('30')
    await expect.poll(() => left([old.id, young.id, today.id]), { timeout: 15_000 }).toEqual([young.id, today.id].sort())
    const jobs = await database.db.selectFrom('host_jobs').select('name').where('name', '=', AUDIT_LOG_RETENTION_JOB).execute()
    expect(jobs).toHaveLength(1)
  })
})
