/**
 * The bench's hand-written page resolver (bench/api/baseline-page-resolver.ts) must answer a
 * product page exactly as the product's `GET /api/host/pages/resolve?view=site` does, or the page
 * resolver's ratio in `npm run bench:api` means nothing. The bench checks 25 pages before each run;
 * this checks the bench's database (the demo site and the bench products) for bench products spread
 * over the whole range. PostgreSQL only: the baseline runs on a `pg` pool, as in the bench.
 */
import Fastify, { type FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/database-handle.ts'
import { openPostgres } from '#runtime/db/open-postgres.ts'
import { pgTypeParsers } from '#runtime/db/type-parsers.ts'
import { registerBaselinePageResolver } from '../../bench/api/baseline-page-resolver.ts'
import { type BenchDatabase, benchDatabase } from '../../bench/api/bench-database.ts'
import { benchData } from '../../bench/api/seed-products.ts'
import { createPageTestApp } from '../modules/host/support/page-test-app.ts'

const serverUrl = process.env.DATABASE_URL

describe.skipIf(serverUrl === undefined)('the bench baseline page resolver', () => {
  let database: BenchDatabase
  let handle: DatabaseHandle
  let pool: pg.Pool
  let product: FastifyInstance
  let baseline: FastifyInstance

  beforeAll(async () => {
    database = benchDatabase(serverUrl!)
    await database.create()
    handle = await openPostgres(database.url)
    product = await createPageTestApp(handle)
    pool = new pg.Pool({ connectionString: database.url, types: pgTypeParsers, options: '-c TimeZone=UTC' })
    baseline = Fastify({ logger: false })
    registerBaselinePageResolver(baseline, pool)
  }, 120_000)

  afterAll(async () => {
    await baseline?.close()
    await pool?.end()
    await product?.close()
    await handle?.close()
    await database?.drop()
  })

  const resolve = async (app: FastifyInstance, url: string) => {
    const response = await app.inject({ method: 'GET', url: '/api/host/pages/resolve', query: { url, view: 'site' } })
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as { data: { page: unknown; entity: { children: Record<string, unknown[]> } } }
  }

  it('answers every sampled product page as the product does, categories included', async () => {
    const slugs = benchData().productSlugs.filter((_, index) => index % 997 === 0)
    for (const slug of slugs) {
      const url = `/ecommerce/products/${slug}`
      const ours = await resolve(product, url)
      expect(await resolve(baseline, url), url).toEqual(ours)
      expect(ours.data.entity.children['ecommerce/categories-to-products']).toHaveLength(3)
    }
  })

  it('refuses what it does not resolve with a 4xx naming it', async () => {
    const other = await baseline.inject({ method: 'GET', url: '/api/host/pages/resolve', query: { url: '/blog', view: 'site' } })
    expect(other.statusCode).toBe(400)
    expect(other.json()).toEqual({ error: { message: 'The baseline resolves /ecommerce/products/<slug> with view=site only' } })
    const missing = await baseline.inject({
      method: 'GET',
      url: '/api/host/pages/resolve',
      query: { url: '/ecommerce/products/no-such-product', view: 'site' },
    })
    expect(missing.statusCode).toBe(404)
  })
})
