/**
 * Property: no request to any route the API documents, with any query string and any body, is
 * answered 5xx, and every refusal carries DESIGN's error body (requests drawn by
 * support/route-fuzz.ts over the demo site's data). tests/api/malformed-requests.test.ts goes
 * deeper into entity queries.
 *
 * `npm test` sends a couple of thousand requests; `npm run bench:fuzz` sends 10^5 (or
 * FUZZ_RUNS) and prints the status histogram; `FUZZ_RUNS=100000 npx vitest run
 * tests/server/every-route-fuzz.test.ts` sends as many here.
 */
import type { FastifyInstance } from 'fastify'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/database-handle.ts'
import { createFuzzApp } from './support/fuzz-app.ts'
import { createRouteFuzz, type RouteFuzz, violation } from './support/route-fuzz.ts'

const RUNS = Number(process.env.FUZZ_RUNS ?? 2_000)

let database: DatabaseHandle
let app: FastifyInstance
let fuzz: RouteFuzz

beforeAll(async () => {
  ;({ database, app } = await createFuzzApp())
  fuzz = await createRouteFuzz(app)
}, 180_000)

afterAll(async () => {
  await app?.close()
  await database?.close()
})

describe('every documented route', () => {
  it('has routes to fuzz', () => {
    expect(fuzz.operations.length).toBeGreaterThan(100)
    expect(fuzz.operations.some((operation) => operation.path.includes('/authentication/'))).toBe(true)
  })

  it(`never answers 5xx and refuses with the documented error body (${RUNS} requests)`, async () => {
    const statuses = new Map<number, number>()
    await fc.assert(
      fc.asyncProperty(fuzz.requests, async (request) => {
        const response = await app.inject(request)
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1)
        const problem = violation(request, response)
        if (problem !== undefined) throw new Error(problem)
      }),
      { numRuns: RUNS },
    )
    // Schema-shaped values get past validation: a fuzz that only ever hits 400s proves little.
    const succeeded = [...statuses].filter(([status]) => status < 300).reduce((sum, [, count]) => sum + count, 0)
    expect(succeeded, JSON.stringify(Object.fromEntries(statuses))).toBeGreaterThan(RUNS / 20)
  }, 600_000)
})
