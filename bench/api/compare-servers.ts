/**
 * The measuring schedule of one case: both servers warmed up, then rounds that measure them one
 * after the other, the order flipping every round (ABBA), so drift in the machine's load falls on
 * both alike. Only one server is under load at any time. When profiling, both servers sample CPU
 * through the measured rounds only.
 */
import path from 'node:path'
import type { BenchCase } from './bench-cases.ts'
import { type LoadShape, type Measurement, measureLoad } from './measure-load.ts'
import type { ServerProcess } from './server-process.ts'

/** Both servers' measurements of one case, one entry per round. */
export interface CaseResult {
  readonly name: string
  readonly generated: readonly Measurement[]
  readonly baseline: readonly Measurement[]
}

/** The schedule's knobs (see bench-options.ts). */
export interface Schedule extends LoadShape {
  readonly warmupSeconds: number
  readonly rounds: number
  /** Where to write `<case>-<server>.cpuprofile` files; no profiling when undefined. */
  readonly cpuProfileDir: string | undefined
}

type Servers = { readonly generated: ServerProcess; readonly baseline: ServerProcess }

/** Runs the schedule of `benchCase`, reporting progress through `log`. */
export async function compareServers(
  benchCase: BenchCase,
  servers: Servers,
  schedule: Schedule,
  log: (line: string) => void,
): Promise<CaseResult> {
  // Where each server's next run starts in the deck: the top, unless the case must not repeat pages.
  const dealt = { generated: 0, baseline: 0 }
  const load = async (which: keyof Servers, seconds: number) => {
    const server = servers[which]
    const shape = { seconds, connections: schedule.connections, headers: benchCase.headers, write: benchCase.write }
    const before = await server.renderTime()
    const measurement = await measureLoad(server.origin, benchCase.paths, shape, server.pid, dealt[which])
    const after = await server.renderTime()
    if (benchCase.missesHtmlCache === true) dealt[which] += measurement.dealt
    return { ...measurement, render: { calls: after.calls - before.calls, cpuMicros: after.cpuMicros - before.cpuMicros } }
  }
  if (schedule.warmupSeconds > 0) {
    await load('generated', schedule.warmupSeconds)
    await load('baseline', schedule.warmupSeconds)
  }
  const profiling = schedule.cpuProfileDir !== undefined
  if (profiling) await Promise.all([servers.generated.startProfile(), servers.baseline.startProfile()])
  const generated: Measurement[] = []
  const baseline: Measurement[] = []
  for (let round = 0; round < schedule.rounds; round += 1) {
    const order = round % 2 === 0 ? (['generated', 'baseline'] as const) : (['baseline', 'generated'] as const)
    for (const which of order) {
      const measurement = await load(which, schedule.seconds)
      const measurements = which === 'generated' ? generated : baseline
      measurements.push(measurement)
      log(`  ${benchCase.name} round ${round + 1} ${which}: ${Math.round(measurement.requestsPerSecond)} req/s`)
    }
  }
  if (schedule.cpuProfileDir !== undefined) {
    for (const [which, measurements] of [
      ['generated', generated],
      ['baseline', baseline],
    ] as const) {
      const file = path.join(schedule.cpuProfileDir, `${fileNameOf(benchCase.name)}-${which}.cpuprofile`)
      await servers[which].stopProfile(file)
      const requests = measurements.reduce((sum, measurement) => sum + measurement.requests, 0)
      log(`  profile: npx tsx bench/api/summarize-cpu-profile.ts ${file} ${requests}`)
    }
  }
  return { name: benchCase.name, generated, baseline }
}

function fileNameOf(caseName: string): string {
  return caseName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
