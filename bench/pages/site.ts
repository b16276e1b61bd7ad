/**
 * `npm run bench:site`: the public site's figures in one run (issue #9 "Speed"):
 *
 * 1. SQL statements per page: each demo page resolved in process on PGlite (or on PostgreSQL with
 *    DATABASE_URL), counted at the driver, after a first resolve that prepares the statements.
 * 2. Lighthouse, mobile (its default: a mid-range phone on slow 4G, simulated), on the root page
 *    and a product page of a production server started as `npm start` starts it: performance,
 *    accessibility, best practices and SEO (goal ≥ 95 each) and LCP (goal ≤ 2.5 s).
 * 3. The anonymous root page's request rate against a bare node server answering the same bytes
 *    (goal ≥ 0.5), with autocannon, many connections.
 *
 * Timings on a shared machine move from run to run; the goals are printed beside the figures, and
 * the exit code is 1 when one is missed. `-- --quick` shortens the load rounds.
 */
import { randomBytes } from 'node:crypto'
import { resolvePage } from '#runtime/modules/host/resolve-page.ts'
import { startServer } from '../../tests/e2e/support/start-server.ts'
import { loadDemoRecords } from '../../tests/modules/host/support/page-test-app.ts'
import { createTestDatabase } from '../../tests/support/test-database.ts'
import { CATEGORIES, lighthouseScores } from './lighthouse-scores.ts'
import { measureRequestRate } from './request-rate.ts'
import { statementCounter } from './statement-counter.ts'

const STATEMENT_PAGES = [
  '/',
  '/en',
  '/ecommerce/products/data-analyst',
  '/courses/web-developer',
  '/ecommerce/categories/it-professions',
  '/ecommerce/stores/new-profession-school',
  '/blog/articles/choosing-a-new-profession',
  '/blog/categories/programme-news',
  '/social/profiles/career-centre',
  '/no/such/page',
]
const LIGHTHOUSE_PAGES = ['/', '/ecommerce/products/data-analyst']
const GOALS = { score: 0.95, lcpMs: 2500, rateRatio: 0.5, rootStatements: 12 }
const quick = process.argv.includes('--quick')

const missed: string[] = []
const check = (ok: boolean, what: string) => {
  if (!ok) missed.push(what)
  return ok ? 'ok' : 'MISSED'
}

// 1. Statements per page.
const database = await createTestDatabase({ migrate: true })
try {
  await loadDemoRecords(database)
  const counter = statementCounter(database)
  console.log(`SQL statements per page (${database.kind}, after a first resolve prepares them)`)
  for (const url of STATEMENT_PAGES) {
    await resolvePage(database.db, url)
    counter.reset()
    await resolvePage(database.db, url)
    const statements = counter.count()
    const goal =
      url === '/'
        ? `  goal ≤ ${GOALS.rootStatements}: ${check(statements <= GOALS.rootStatements, `root page statements ${statements}`)}`
        : ''
    console.log(`  ${url.padEnd(44)} ${String(statements).padStart(3)}${goal}`)
  }
} finally {
  await database.close()
}

// 2 and 3 against one production server.
// Production needs a signing secret and the public address; a throw-away secret for this run.
const server = await startServer({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  JWT_SECRET: randomBytes(32).toString('hex'),
  PUBLIC_URL: 'http://localhost',
})
try {
  // The first render of each page fills the server's HTML cache, as the first visitor's would.
  for (const url of LIGHTHOUSE_PAGES)
    for (const round of [1, 2])
      await fetch(`${server.url}${url}`, { headers: { 'accept-encoding': 'br' } }).then(
        (response) => response.arrayBuffer(),
        () => round,
      )

  const runs = quick ? 1 : 3
  console.log(`\nLighthouse, mobile, the median of ${runs} run(s) per page (score × 100; goals: each ≥ 95, LCP ≤ 2.5 s)`)
  console.log(`  ${'page'.padEnd(36)} ${CATEGORIES.map((id) => id.padStart(15)).join('')}      LCP`)
  const results = await lighthouseScores(
    LIGHTHOUSE_PAGES.map((url) => `${server.url}${url}`),
    runs,
  )
  for (const result of results) {
    const path = new URL(result.url).pathname
    const scores = CATEGORIES.map((id) => {
      const score = Math.round(result.scores[id] * 100)
      return `${score}${check(result.scores[id] >= GOALS.score, `${path} ${id} ${score}`) === 'ok' ? ' ' : '!'}`.padStart(15)
    })
    const lcp = `${(result.lcpMs / 1000).toFixed(2)} s${check(result.lcpMs <= GOALS.lcpMs, `${path} LCP ${Math.round(result.lcpMs)} ms`) === 'ok' ? ' ' : '!'}`
    console.log(`  ${path.padEnd(36)} ${scores.join('')} ${lcp.padStart(9)}`)
    for (const audit of result.failed) console.log(`      below 0.9: ${audit}`)
  }

  const shape = quick
    ? { connections: 50, warmupSeconds: 1, roundSeconds: 3, rounds: 2 }
    : { connections: 100, warmupSeconds: 3, roundSeconds: 6, rounds: 4 }
  console.log(
    `\nAnonymous root page, requests per second (autocannon, ${shape.connections} connections, ${shape.rounds} rounds of ${shape.roundSeconds} s each)`,
  )
  const rate = await measureRequestRate(`${server.url}/`, shape)
  console.log(
    `  product ${rate.product.toFixed(0)}/s   bare node server ${rate.bare.toFixed(0)}/s   (${rate.bytes} bytes, ${rate.encoding})`,
  )
  console.log(
    `  ratio ${rate.ratio.toFixed(2)}   goal ≥ ${GOALS.rateRatio}: ${check(rate.ratio >= GOALS.rateRatio, `request rate ratio ${rate.ratio.toFixed(2)}`)}`,
  )
} finally {
  await server.stop()
}

if (missed.length > 0) {
  console.log(`\nMissed: ${missed.join('; ')}`)
  process.exitCode = 1
} else console.log('\nEvery goal met.')
