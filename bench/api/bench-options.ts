/** The command line of `npm run bench:api`, checked once into plain numbers and flags. */
import { parseArgs } from 'node:util'

/** How one bench run measures. */
export interface BenchOptions {
  /** Maintenance URL of the PostgreSQL server the scratch database is created on. */
  readonly serverUrl: string
  /**
   * Seconds of load per server per case before measuring, not recorded. Long enough for V8 to
   * finish optimising the request path on a busy machine: with 2 s, the generated server's first
   * round still ran at a third of its second's rate while its compiler threads were busy.
   */
  readonly warmupSeconds: number
  /** Measured rounds per case; each round measures both servers once, in alternating order. */
  readonly rounds: number
  /** Seconds of load per server per round. */
  readonly seconds: number
  /** Concurrent HTTP connections autocannon keeps open. */
  readonly connections: number
  /** Replace the recorded runs in bench/README.md with this one prepended. */
  readonly writeReadme: boolean
  /** Directory for V8 CPU profiles of both servers, when profiling. */
  readonly cpuProfileDir: string | undefined
  /** Only the cases whose name contains this text (profiling one case), or every case. */
  readonly caseFilter: string | undefined
  /** Leave out the generated server's RSS on the embedded database (PGlite). */
  readonly skipEmbedded: boolean
  /** Run both servers' TypeScript under tsx instead of compiled as `npm start` runs (compiled-servers.ts). */
  readonly fromSource: boolean
}

const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/test'

// Upper bounds keep a typo from turning the bench into an hour-long load test.
const LIMITS = { warmup: 30, rounds: 10, seconds: 60, connections: 256 } as const

/** Reads `argv` (without node and script); DATABASE_URL picks the server, as for the tests. */
export function parseBenchOptions(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): BenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    options: {
      warmup: { type: 'string', default: '5' },
      rounds: { type: 'string', default: '4' },
      seconds: { type: 'string', default: '5' },
      connections: { type: 'string', default: '32' },
      'write-readme': { type: 'boolean', default: false },
      'cpu-prof': { type: 'string' },
      case: { type: 'string' },
      'skip-embedded': { type: 'boolean', default: false },
      'from-source': { type: 'boolean', default: false },
    },
  })
  return {
    serverUrl: env.DATABASE_URL || DEFAULT_SERVER_URL,
    warmupSeconds: integer(values.warmup, 'warmup', 0, LIMITS.warmup),
    rounds: integer(values.rounds, 'rounds', 1, LIMITS.rounds),
    seconds: integer(values.seconds, 'seconds', 1, LIMITS.seconds),
    connections: integer(values.connections, 'connections', 1, LIMITS.connections),
    writeReadme: values['write-readme'],
    cpuProfileDir: values['cpu-prof'],
    caseFilter: values.case,
    skipEmbedded: values['skip-embedded'],
    fromSource: values['from-source'],
  }
}

function integer(text: string, name: string, min: number, max: number): number {
  const value = /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN
  if (!(value >= min && value <= max)) throw new Error(`--${name} must be an integer from ${min} to ${max} (got ${text})`)
  return value
}
