/**
 * The embedded figure: the generated server on PGlite, configured as `npm start` configures it
 * without DATABASE_URL (the site is not loaded). A first child creates the database in a fresh
 * DATA_DIR (initdb, migrations, the bench data) and stops; its peak is the first start's. A second
 * child opens the same directory, as every later start does, and is loaded with every case for a few
 * seconds: its resident memory before and after that load is what the bench prints. There is no
 * baseline to compare with, so only req/s is shown beside it.
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { BenchCase } from './bench-cases.ts'
import { measureLoad } from './measure-load.ts'
import { describeMemory, residentMemory } from './process-memory.ts'
import type { ServerEntries } from './compiled-servers.ts'
import { startServer } from './server-process.ts'

/** Lines of the report: req/s per case, then the server's RSS. */
export async function measureEmbeddedFootprint(
  cases: readonly BenchCase[],
  shape: { readonly seconds: number; readonly connections: number },
  entries: ServerEntries,
  log: (line: string) => void,
): Promise<string[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-bench-pglite-'))
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir, BENCH_SEED_EMBEDDED: '1' }
  delete env.DATABASE_URL
  Object.assign(env, {
    JWT_SECRET: randomBytes(32).toString('hex'),
    RBAC_SECRET_KEY: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://127.0.0.1',
  })
  log('Embedded database: creating, migrating and seeding PGlite in a child…')
  // initdb, migrations and 10,000 products on PGlite take minutes on a busy machine.
  const startTimeoutMs = 600_000
  let firstStart: ReturnType<typeof residentMemory>
  let server = await startServer({
    name: 'generated (PGlite, first start)',
    ...entries.resolve('generated-server.ts'),
    env,
    startTimeoutMs,
  })
  try {
    firstStart = residentMemory(server.pid)
  } finally {
    await server.stop()
  }
  delete env.BENCH_SEED_EMBEDDED
  server = await startServer({ name: 'generated (PGlite)', ...entries.resolve('generated-server.ts'), env, startTimeoutMs })
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
      `RSS of the generated server on the embedded database (PGlite), first start (initdb, migrations, seeding): peak ${Math.round(firstStart?.peakMb ?? Number.NaN)} MB`,
      `RSS of the generated server on the embedded database (PGlite), a later start: ${describeMemory(idle, 'before the load')}`,
      `RSS of the generated server on the embedded database (PGlite), after ${shape.seconds} s of each case: ${describeMemory(residentMemory(server.pid))}`,
      ...lines,
    ]
  } finally {
    await server.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}
