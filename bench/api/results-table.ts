/**
 * The report of a run: per case, each server's mean req/s and latency over the rounds, and the
 * ratio generated/baseline of req/s with its spread over the rounds. Plain text, aligned, so it
 * reads the same in a terminal and in a Markdown code block.
 */
import type { CaseResult } from './compare-servers.ts'
import type { Measurement } from './measure-load.ts'

/** One case reduced to the numbers printed. */
export interface CaseSummary {
  readonly name: string
  /** Means over the rounds (`requests`, `dealt` and `htmlCache` are totals). */
  readonly generated: Measurement
  readonly baseline: Measurement
  /** Mean generated req/s over mean baseline req/s. */
  readonly ratio: number
  /** Lowest and highest ratio of a single round (generated and baseline of the same round). */
  readonly ratioRange: readonly [number, number]
  /** The ratio this case should reach; null when it has none. */
  readonly goal: number | null
}

const SERVER_COLUMNS = ['req/s', 'p50', 'p99', 'CPU/req'] as const

/** The ratio a case should reach unless it names its own (issue #15: 0.9 for single records). */
export const RATIO_GOAL = 0.8

/** Means over the rounds, and the ratios. */
export function summarizeCase(result: CaseResult, goal: number | null = RATIO_GOAL): CaseSummary {
  const generated = meanOf(result.generated)
  const baseline = meanOf(result.baseline)
  const roundRatios = result.generated.map(
    (measurement, index) => measurement.requestsPerSecond / (result.baseline[index]?.requestsPerSecond ?? Number.NaN),
  )
  return {
    name: result.name,
    generated,
    baseline,
    ratio: generated.requestsPerSecond / baseline.requestsPerSecond,
    ratioRange: [Math.min(...roundRatios), Math.max(...roundRatios)],
    goal,
  }
}

/** The table as lines of text. */
export function formatResultsTable(summaries: readonly CaseSummary[]): string[] {
  const header = [
    'case',
    ...SERVER_COLUMNS.map((column) => `gen ${column}`),
    ...SERVER_COLUMNS.map((column) => `base ${column}`),
    'ratio',
    'rounds',
    'goal',
  ]
  const rows = summaries.map((summary) => [
    summary.name,
    formatRate(summary.generated.requestsPerSecond),
    formatMs(summary.generated.p50),
    formatMs(summary.generated.p99),
    formatUs(summary.generated.cpuPerRequestUs),
    formatRate(summary.baseline.requestsPerSecond),
    formatMs(summary.baseline.p50),
    formatMs(summary.baseline.p99),
    formatUs(summary.baseline.cpuPerRequestUs),
    summary.ratio.toFixed(2),
    `${summary.ratioRange[0].toFixed(2)}–${summary.ratioRange[1].toFixed(2)}`,
    summary.goal === null ? '–' : summary.ratio >= summary.goal ? 'ok' : `< ${summary.goal}`,
  ])
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)))
  const line = (cells: readonly string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ')
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)]
}

/** Below the table: how the product's HTML cache answered in each case where it answered at all. */
export function formatHtmlCacheLines(summaries: readonly CaseSummary[]): string[] {
  return summaries
    .filter(({ generated }) => generated.htmlCache.hits + generated.htmlCache.misses > 0)
    .map(
      ({ name, generated }) =>
        `HTML cache of the product, ${name}, measured rounds: ${generated.htmlCache.hits} hits, ${generated.htmlCache.misses} misses`,
    )
}

/**
 * Below the table: where the product rendered pages in a case (its misses), React's share: the CPU
 * of `renderToString` per page (web/app/render-timing.ts, the same pages in the same rounds), and
 * how many times that the whole miss costs (resolve, router, serialisation, compression included).
 */
export function formatRenderLines(summaries: readonly CaseSummary[]): string[] {
  return summaries.flatMap(({ name, generated }) => {
    const render = generated.render
    // Only where most requests were rendered (the misses): a cached case renders a handful.
    if (render === undefined || generated.requests === 0 || render.calls < generated.requests / 2) return []
    const perPage = render.cpuMicros / generated.requests
    const whole = generated.cpuPerRequestUs
    const ratio =
      whole === undefined
        ? ''
        : `; the whole request ${Math.round(whole)} µs, ${(whole / perPage).toFixed(1)} × rendering the same pages with renderToString alone`
    return [
      `React's renderToString in the product, ${name}: ${Math.round(perPage)} µs CPU per request (${render.calls} renders of ${generated.requests} requests)${ratio}`,
    ]
  })
}

function meanOf(measurements: readonly Measurement[]): Measurement {
  const total = (pick: (measurement: Measurement) => number) => measurements.reduce((sum, measurement) => sum + pick(measurement), 0)
  const mean = (pick: (measurement: Measurement) => number) => total(pick) / measurements.length
  const cpu = measurements.every((m) => m.cpuPerRequestUs !== undefined) ? mean((m) => m.cpuPerRequestUs ?? 0) : undefined
  return {
    requests: total((m) => m.requests),
    dealt: total((m) => m.dealt),
    requestsPerSecond: mean((m) => m.requestsPerSecond),
    p50: mean((m) => m.p50),
    p99: mean((m) => m.p99),
    cpuPerRequestUs: cpu,
    htmlCache: { hits: total((m) => m.htmlCache.hits), misses: total((m) => m.htmlCache.misses) },
    render: measurements.every((m) => m.render !== undefined)
      ? { calls: total((m) => m.render?.calls ?? 0), cpuMicros: total((m) => m.render?.cpuMicros ?? 0) }
      : undefined,
  }
}

function formatRate(value: number): string {
  return Math.round(value).toString()
}

function formatUs(value: number | undefined): string {
  return value === undefined ? 'n/a' : `${Math.round(value)} µs`
}

function formatMs(value: number): string {
  return `${value.toFixed(1)} ms`
}
