/**
 * `npm run bench:fuzz`: the property of tests/server/every-route-fuzz.test.ts at bench size. Sends
 * 10^5 requests (`--runs N` or FUZZ_RUNS) drawn for every documented route to the whole product API
 * over the demo site, `--concurrency C` (default 4) at a time, on PGlite or DATABASE_URL's server,
 * and prints how many were sent, the status histogram and every 5xx or refusal without DESIGN's
 * error body (exit code 1 when there is any). `--seed S` replays a run.
 */
import { parseArgs } from 'node:util'
import type { InjectOptions } from 'fastify'
import fc from 'fast-check'
import { createFuzzApp } from '../../tests/server/support/fuzz-app.ts'
import { createRouteFuzz, violation } from '../../tests/server/support/route-fuzz.ts'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.FUZZ_RUNS ?? '100000' },
    concurrency: { type: 'string', default: '4' },
    seed: { type: 'string', default: String(Date.now() % 2 ** 31) },
  },
})
const runs = Number(values.runs)
const concurrency = Number(values.concurrency)
const seed = Number(values.seed)
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(concurrency) || concurrency < 1 || !Number.isInteger(seed)) {
  console.error('Usage: npm run bench:fuzz -- [--runs N] [--concurrency C] [--seed S]')
  process.exit(2)
}

const startedSetup = Date.now()
const { database, app } = await createFuzzApp()
const fuzz = await createRouteFuzz(app)
console.log(
  `Fuzz: ${runs} requests over ${fuzz.operations.length} documented operations, ${concurrency} at a time, seed ${seed}, on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} (set up in ${((Date.now() - startedSetup) / 1000).toFixed(1)} s)`,
)

const statuses = new Map<number, number>()
const violations: string[] = []
let violationCount = 0
let sent = 0
const BATCH = 1_000
const started = Date.now()
let nextReport = 10_000

async function send(request: InjectOptions): Promise<void> {
  const response = await app.inject(request)
  statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1)
  const problem = violation(request, response)
  if (problem !== undefined) {
    violationCount += 1
    if (violations.length < 20) violations.push(problem)
  }
  sent += 1
  if (sent >= nextReport) {
    nextReport += 10_000
    console.log(`  ${sent} sent, ${Math.round(sent / ((Date.now() - started) / 1000))} requests/s, ${violationCount} violations`)
  }
}

for (let batch = 0; sent < runs; batch += 1) {
  const requests = fc.sample(fuzz.requests, { numRuns: Math.min(BATCH, runs - sent), seed: seed + batch })
  let index = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (index < requests.length) await send(requests[index++]!)
    }),
  )
}
const seconds = (Date.now() - started) / 1000
await app.close()
await database.close()

const histogram = [...statuses].sort(([a], [b]) => a - b)
const fiveHundreds = histogram.filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0)
console.log(`\nSent ${sent} requests in ${seconds.toFixed(1)} s (${Math.round(sent / seconds)} requests/s)`)
console.log('Status histogram:')
for (const [status, count] of histogram) console.log(`  ${status}  ${String(count).padStart(7)}  ${((100 * count) / sent).toFixed(2)}%`)
console.log(`5xx: ${fiveHundreds}; refusals without DESIGN's error body: ${violationCount - fiveHundreds}`)
for (const problem of violations) console.log(`\n${problem}`)
process.exit(violationCount === 0 ? 0 : 1)
