/**
 * The embedded figure: the generated server on PGlite in a fresh DATA_DIR, configured as `npm start`
 * configures it without DATABASE_URL (the site is not loaded), migrated and seeded with the bench
 * data, then loaded with every case for a few seconds; its resident memory after that load is what
 * the bench prints. There is no baseline to compare with, so only req/s is shown beside it.
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { BenchCase } from './bench-cases.ts'
import { measureLoad } from './measure-load.ts'
import { describeMemory, residentMemory } from './process-memory.ts'
import { startServer } from './server-process.ts'

/** Lines of the report: req/s per case, then the server's RSS. */
export async function measureEmbeddedFootprint(
  cases: readonly BenchCase[],
  shape: { readonly seconds: number; readonly connections: number },
  log: (line: string) => void,
): Promise<string[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-bench-pglite-'))
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir, BENCH_SEED_EMBEDDED: '1' }
  delete env.DATABASE_URL
  Object.assign(env, { JWT_SECRET: randomBytes(32).toString('hex'), RBAC_SECRET_KEY: randomBytes(32).toString('hex'), PUBLIC_URL: 'http://127.0.0.1' })
  log('Embedded database: migrating and seeding PGlite in a child…')
  const server = await startServer({ name: 'generated (PGlite)', entry: 'generated-server.ts', env })
  try {
    const lines: string[] = []
    const idle = residentMemory(server.pid)
    for (const benchCase of cases) {
      const measurement = await measureLoad(server.origin, benchCase.paths, shape, server.pid)
      const line = `  ${benchCase.name}: ${Math.round(measurement.requestsPerSecond)} req/s on PGlite`
      log(line)
      lines.push(line)
    }
    return [
      `RSS of the generated server on the embedded database (PGlite) before the load (seeded): ${describeMemory(idle)}`,
      `RSS of the generated server on the embedded database (PGlite) after ${shape.seconds} s of each case: ${describeMemory(residentMemory(server.pid))}`,
      ...lines,
    ]
  } finally {
    await server.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}
