/**
 * `npm run bench:api`: the generated API against a minimal hand-written Fastify + pg server on the
 * same PostgreSQL data (10,000 products and the demo site in a scratch database), both in child
 * processes on loopback, loaded by autocannon one at a time, case by case. The page cases load the
 * product with the site (site-server.ts) instead: its page resolver against the baseline's, its
 * server-rendered pages against bare node:http answering the same bytes (bare-pages-server.ts).
 * Prints req/s, p50, p99 and CPU per request of each, and the ratio generated/baseline of req/s.
 * bench/README.md says how to read it.
 *
 * Options: --warmup S, --rounds N, --seconds S, --connections N, --case TEXT (only the cases whose
 * name contains TEXT), --write-readme (record the run in bench/README.md), --cpu-prof DIR (CPU
 * profiles of both servers over each case's measured rounds, into DIR), --skip-embedded (no RSS
 * measurement on the embedded database), --from-source (both servers under tsx instead of compiled
 * as `npm start` runs them).
 */
import { randomBytes } from 'node:crypto'
import { mkdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type BenchCase, benchCases, htmlDecks } from './bench-cases.ts'
import { benchDatabase } from './bench-database.ts'
import { parseBenchOptions } from './bench-options.ts'
import { type ServerEntries, serverEntries } from './compiled-servers.ts'
import { compareServers } from './compare-servers.ts'
import { measureEmbeddedFootprint } from './embedded-footprint.ts'
import { describeMachine, readMachineInfo } from './machine-info.ts'
import { formatRunReport, recordRun } from './readme-report.ts'
import { emptyHtmlCache, snapshotPages } from './page-snapshots.ts'
import { type CaseSummary, formatHtmlCacheLines, formatRenderLines, formatResultsTable, summarizeCase } from './results-table.ts'
import { describeMemory, residentMemory } from './process-memory.ts'
import { PRODUCT_COUNT, benchData } from './seed-products.ts'
import { type ServerProcess, startServer } from './server-process.ts'
import { type ServerPair, verifySameResponses } from './verify-responses.ts'
import { ensureWebBuild } from '#web/server/web-build.ts'

const README = fileURLToPath(new URL('../README.md', import.meta.url))

const argv = process.argv.slice(2)
const options = parseBenchOptions(argv)
const machine = readMachineInfo()
const startedAt = performance.now()
const log = (line: string) => console.log(line)

const database = benchDatabase(options.serverUrl)
const servers: ServerProcess[] = []
let entries: ServerEntries | undefined
let pagesDirectory: string | undefined
let cleaning: Promise<void> | undefined
// Idempotent, so the finally block and a Ctrl-C arriving during it do not drop twice.
const cleanUp = () =>
  (cleaning ??= (async () => {
    await Promise.allSettled(servers.map((server) => server.stop()))
    await Promise.allSettled([
      database.drop(),
      entries?.remove(),
      pagesDirectory === undefined ? undefined : rm(pagesDirectory, { recursive: true, force: true }),
    ])
  })())
let interrupted = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true
    log(`\n${signal}: stopping the servers and dropping the bench database`)
    void cleanUp().finally(() => process.exit(130))
  })
}

try {
  log(`Machine: ${describeMachine(machine)}`)
  log(options.fromSource ? 'Servers run under tsx (--from-source).' : 'Compiling the servers as `npm start` compiles the server…')
  entries = await serverEntries(options.fromSource)
  // The keys the seed makes (seed-products.ts), known before seeding.
  const data = benchData()
  // The generated server's RBAC secret key, which the write cases send (bench-cases.ts).
  const secretKey = randomBytes(32).toString('hex')
  // --case 'a|b': the cases whose name contains a or b.
  const wanted = (options.caseFilter ?? '').split('|')
  const cases = benchCases(data, undefined, secretKey).filter((benchCase) => wanted.some((part) => benchCase.name.includes(part)))
  if (cases.length === 0) throw new Error(`No case matches --case ${options.caseFilter}`)
  const needs = new Set(cases.map((benchCase) => benchCase.servers))
  log(`Seeding the demo site and ${PRODUCT_COUNT} products into a scratch database…`)
  await database.create()
  const shared = { ...process.env, DATABASE_URL: database.url, NODE_ENV: 'production' }
  // Production refuses to start without these; nothing in the bench signs in, and the writes send the secret key.
  const production = {
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(32).toString('hex'),
    RBAC_SECRET_KEY: secretKey,
    PUBLIC_URL: 'http://127.0.0.1',
    DATA_DIR: path.join(os.tmpdir(), 'tessera-bench'),
  }
  const start = async (name: string, entry: string, env: NodeJS.ProcessEnv) => {
    const server = await startServer({ name, ...entries!.resolve(entry), env })
    servers.push(server)
    return server
  }
  const generated =
    needs.has('api') || needs.has('write') ? await start('generated', 'generated-server.ts', { ...shared, ...production }) : undefined
  const baseline =
    needs.has('api') || needs.has('write') || needs.has('resolver') ? await start('baseline', 'baseline-server.ts', shared) : undefined
  let site: ServerProcess | undefined
  let barePages: ServerProcess | undefined
  if (needs.has('resolver') || needs.has('html')) {
    // As `npm start`'s build step does, so the server finds the site built.
    const webBuild = await ensureWebBuild()
    log(`Site: ${webBuild.built ? 'built' : 'reused'} ${path.relative(process.cwd(), webBuild.directory)}`)
    site = await start('site', 'site-server.ts', { ...shared, ...production })
  }
  if (site !== undefined && needs.has('html')) {
    const decks = htmlDecks(data)
    log(
      `Snapshotting ${decks.missed.length + decks.cached.length} pages for the bare page server (each page of the miss deck once, of the cached deck twice, ${decks.plain.join(', ')} once more without Accept-Encoding)…`,
    )
    pagesDirectory = await snapshotPages(site.origin, decks)
    barePages = await start('bare pages', 'bare-pages-server.ts', { ...process.env, BENCH_PAGES_DIR: pagesDirectory })
  }
  const pairOf = (benchCase: BenchCase): ServerPair => {
    const pair = { api: [generated, baseline], write: [generated, baseline], resolver: [site, baseline], html: [site, barePages] }[
      benchCase.servers
    ]
    if (pair[0] === undefined || pair[1] === undefined) throw new Error(`${benchCase.name}: its servers were not started`)
    return { generated: pair[0], baseline: pair[1] }
  }

  await verifySameResponses(cases, pairOf)
  log('Both servers return the same bodies for every case.')
  log(
    `Measuring: ${options.warmupSeconds} s warm-up, then ${options.rounds} round(s) × ${options.seconds} s per server, ` +
      `${options.connections} connections, servers alternating.`,
  )
  if (options.cpuProfileDir !== undefined) await mkdir(options.cpuProfileDir, { recursive: true })
  const summaries: CaseSummary[] = []
  for (const benchCase of cases) {
    if (benchCase.missesHtmlCache === true && site !== undefined)
      await emptyHtmlCache(site.origin, '/', () => database.announceContentChange())
    summaries.push(summarizeCase(await compareServers(benchCase, pairOf(benchCase), options, log), benchCase.goal))
  }

  const memory = [
    ...(generated === undefined ? [] : [`RSS of the generated server on PostgreSQL: ${describeMemory(residentMemory(generated.pid))}`]),
    ...(baseline === undefined ? [] : [`RSS of the baseline server on PostgreSQL: ${describeMemory(residentMemory(baseline.pid))}`]),
    ...(site === undefined ? [] : [`RSS of the product with the site on PostgreSQL: ${describeMemory(residentMemory(site.pid))}`]),
  ]
  // PostgreSQL's servers are stopped first: the embedded run has the machine to itself.
  await Promise.allSettled(servers.map((server) => server.stop()))
  const apiCases = cases.filter((benchCase) => benchCase.servers === 'api')
  if (!options.skipEmbedded && apiCases.length > 0) {
    // The PostgreSQL table stands without it: a failure here is reported, not fatal.
    try {
      memory.push(
        ...(await measureEmbeddedFootprint(apiCases, { seconds: options.seconds, connections: options.connections }, entries, log)),
      )
    } catch (error) {
      memory.push(`RSS on the embedded database: not measured (${error instanceof Error ? error.message : String(error)})`)
    }
  }
  const table = [...formatResultsTable(summaries), '', ...formatHtmlCacheLines(summaries), ...formatRenderLines(summaries), ...memory]
  log('')
  for (const line of table) log(line)
  const below = summaries.filter((summary) => summary.goal !== null && summary.ratio < summary.goal)
  log('')
  const belowNames = below.map((summary) => summary.name).join(', ')
  log(below.length === 0 ? 'Every ratio meets its goal.' : `Below their goal: ${belowNames}.`)
  if (options.writeReadme) {
    const command = ['npm run bench:api', ...(argv.length > 0 ? ['--', ...argv] : [])].join(' ')
    await recordRun(README, formatRunReport({ date: machine.date, machine: describeMachine(machine), command, table }))
    log(`Recorded in ${path.relative(process.cwd(), README)}.`)
  }
} catch (error) {
  // After an interrupt, the failures of the work it cut short are expected and not worth a trace.
  if (!interrupted) {
    console.error(error)
    process.exitCode = 1
  }
} finally {
  await cleanUp()
  log(`Done in ${((performance.now() - startedAt) / 1000).toFixed(0)} s.`)
}
