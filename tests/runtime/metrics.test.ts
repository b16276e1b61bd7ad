/**
 * `/metrics` (METRICS_TOKEN): the Prometheus text format behind a bearer token, 401 without it and
 * absent when no token is configured; after a short load it counts requests per route with their
 * latency, the HTML cache's hits and misses, the job queue and job runs.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { insertJob } from '#runtime/jobs/job-rows.ts'
import { createApp } from '#runtime/server/create-app.ts'
import { createTestConfig } from '../support/test-config.ts'
import { createTestDatabase } from '../support/test-database.ts'
import { contentWidget, resolvedPage } from '../web/support/page-fixtures.ts'
import { createWebTestApp } from '../web/support/web-test-app.ts'

const TOKEN = 'metrics-token-for-the-test-only'

let database: DatabaseHandle
let app: FastifyInstance

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  const resolve = async () =>
    resolvedPage({ language: 'en', path: '/metrics-page', own: [contentWidget({ ru: 'Метрики', en: 'Metrics' })] })
  app = await createWebTestApp(database, resolve, false, { METRICS_TOKEN: TOKEN })
}, 120_000)
afterAll(async () => {
  await app?.close()
  await database?.close()
})

const scrape = async () => {
  const response = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
  expect(response.statusCode).toBe(200)
  return response
}

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const plain = await createApp({ database, config: createTestConfig(), logger: false })
    const response = await plain.inject({ url: '/metrics' })
    await plain.close()
    expect(response.statusCode).toBe(404)
  })

  it('is 401 without the bearer token or with another', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-the-metrics-token' }, { authorization: TOKEN }]) {
      const response = await app.inject({ url: '/metrics', headers })
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: '/metrics needs Authorization: Bearer <METRICS_TOKEN>' } })
      expect(response.body).not.toContain('tessera_')
    }
  })

  it('counts requests per route with their latency, cache hits and misses, and the job queue after a short load', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await app.inject({ url: '/en/metrics-page' })).statusCode).toBe(200)
      expect((await app.inject({ url: '/api/host/pages?limit=1' })).statusCode).toBe(200)
    }
    expect((await app.inject({ url: '/api/host/nothing-here' })).statusCode).toBe(404)
    await insertJob(database.db, 'metrics-test-job', {}, 0)
    await insertJob(database.db, 'metrics-test-job', {}, 0)

    const response = await scrape()
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = response.body
    expect(text).toContain('tessera_http_requests_total{method="GET",route="/*",status="200"} 5')
    expect(text).toContain('tessera_http_requests_total{method="GET",route="/api/host/pages",status="200"} 5')
    expect(text).toContain('tessera_http_requests_total{method="GET",route="unmatched",status="404"} 1')
    expect(text).toMatch(/tessera_http_request_duration_seconds_bucket\{le="0\.5",method="GET",route="\/api\/host\/pages"\} \d/)
    expect(text).toContain('tessera_http_request_duration_seconds_count{method="GET",route="/*"} 5')
    expect(text).toContain('tessera_html_cache_requests_total{result="miss"} 1')
    expect(text).toContain('tessera_html_cache_requests_total{result="hit"} 4')
    expect(text).toContain('tessera_jobs_due 2')
    expect(text).toMatch(/^tessera_process_resident_memory_bytes \d+/m)
    if (database.kind === 'postgres') {
      expect(text).toMatch(/^tessera_db_pool_connections\{state="total"\} [1-9]/m)
      // Nothing else runs: the scrape's own due-jobs query is not a query waiting for a connection.
      expect(text).toMatch(/^tessera_db_pool_connections\{state="waiting"\} 0$/m)
    }
  })
})
