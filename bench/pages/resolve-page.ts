/**
 * What resolving a page costs on the demo site: statements per page, response size, and the time
 * of `resolvePage` in process (cold, then warm: median and p90 of many rounds) and of the HTTP
 * route. Prints one run's numbers: `npx tsx bench/pages/resolve-page.ts` (PGlite), or with
 * DATABASE_URL set (PostgreSQL).
 */
import { performance } from 'node:perf_hooks'
import { resolvePage } from '#runtime/modules/host/resolve-page.ts'
import { createTestDatabase } from '../../tests/support/test-database.ts'
import { createPageTestApp, loadDemoRecords } from '../../tests/modules/host/support/page-test-app.ts'
import { statementCounter } from './statement-counter.ts'

const ROUNDS = 200
const URLS = ['/', '/en/', '/courses/data-analyst', '/blog/categories/programme-news', '/no/such/page']

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
}

const database = await createTestDatabase({ migrate: true })
try {
  await loadDemoRecords(database)
  const app = await createPageTestApp(database)
  const counter = statementCounter(database)
  console.log(`resolvePage on ${database.kind}, ${ROUNDS} warm rounds per URL (ms)`)
  console.log('url                               statements  bytes   cold   warm p50  warm p90  HTTP p50')
  for (const url of URLS) {
    counter.reset()
    let started = performance.now()
    const page = await resolvePage(database.db, url)
    const cold = performance.now() - started
    const statements = counter.count()
    const bytes = Buffer.byteLength(JSON.stringify({ data: page }))
    const warm: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      started = performance.now()
      await resolvePage(database.db, url)
      warm.push(performance.now() - started)
    }
    const http: number[] = []
    for (let round = 0; round < ROUNDS / 4; round++) {
      started = performance.now()
      const response = await app.inject({ method: 'GET', url: '/api/host/pages/resolve', query: { url } })
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`)
      http.push(performance.now() - started)
    }
    warm.sort((a, b) => a - b)
    http.sort((a, b) => a - b)
    console.log(
      [
        url.padEnd(34),
        String(statements).padStart(10),
        String(bytes).padStart(7),
        cold.toFixed(1).padStart(6),
        quantile(warm, 0.5).toFixed(1).padStart(10),
        quantile(warm, 0.9).toFixed(1).padStart(9),
        quantile(http, 0.5).toFixed(1).padStart(9),
      ].join(' '),
    )
  }
  await app.close()
} finally {
  await database.close()
}
