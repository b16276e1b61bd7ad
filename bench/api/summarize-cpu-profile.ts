/**
 * Where a server's CPU time went, from a V8 `.cpuprofile` (`npm run bench:api -- --cpu-prof DIR`):
 * self time per package or runtime file, and inclusive time of the functions that take most.
 * Percentages are of busy time (idle left out); given the requests the profile covers, times are
 * also shown per request. `npx tsx bench/api/summarize-cpu-profile.ts FILE [REQUESTS] [TOP]`
 */
import { readFile } from 'node:fs/promises'

/** The parts of a V8 CPU profile this reads. */
export interface CpuProfile {
  readonly nodes: readonly {
    readonly id: number
    readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number }
    readonly children?: readonly number[]
  }[]
  readonly samples: readonly number[]
  readonly timeDeltas: readonly number[]
}

/** Milliseconds by key, largest first. */
export type Breakdown = readonly (readonly [string, number])[]

/** Self time by where the code lives, and inclusive time by function; plus busy time, all in ms. */
export function summarizeCpuProfile(profile: CpuProfile): {
  busyMs: number
  selfByPlace: Breakdown
  selfByFunction: Breakdown
  inclusiveByFunction: Breakdown
} {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const self = new Map<number, number>()
  profile.samples.forEach((id, index) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000)
  })

  const selfByPlace = new Map<string, number>()
  const selfByFunction = new Map<string, number>()
  for (const [id, ms] of self) {
    const frame = byId.get(id)?.callFrame
    if (frame === undefined) continue
    add(selfByPlace, placeOf(frame.url, frame.functionName), ms)
    add(selfByFunction, functionKey(frame), ms)
  }
  const idle = selfByPlace.get('(idle)') ?? 0
  selfByPlace.delete('(idle)')
  selfByFunction.delete(functionKey({ functionName: '(idle)', url: '', lineNumber: -1 }))

  // Inclusive time counts a function once per stack, however often it recurses.
  const inclusiveByFunction = new Map<string, number>()
  const root = profile.nodes[0]
  const walk = (id: number, onStack: ReadonlySet<string>): number => {
    const node = byId.get(id)
    if (node === undefined) return 0
    const key = functionKey(node.callFrame)
    const stack = onStack.has(key) ? onStack : new Set([...onStack, key])
    let total = self.get(id) ?? 0
    for (const child of node.children ?? []) total += walk(child, stack)
    if (!onStack.has(key)) add(inclusiveByFunction, key, total)
    return total
  }
  const all = root === undefined ? 0 : walk(root.id, new Set())
  return {
    busyMs: all - idle,
    selfByPlace: sorted(selfByPlace),
    selfByFunction: sorted(selfByFunction),
    inclusiveByFunction: sorted(inclusiveByFunction),
  }
}

function placeOf(url: string, functionName: string): string {
  if (url === '') return functionName.startsWith('(') ? functionName : '(native)'
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (inPackage?.[1] !== undefined) return inPackage[1]
  if (url.startsWith('node:')) return 'node internals'
  const inRepo = /\/((?:runtime|generated|bench)\/.+)$/.exec(url)
  return inRepo?.[1] ?? url
}

function functionKey(frame: CpuProfile['nodes'][number]['callFrame']): string {
  const file = /node_modules\/(.+)$/.exec(frame.url)?.[1] ?? placeOf(frame.url, frame.functionName)
  return `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`
}

function add(map: Map<string, number>, key: string, ms: number): void {
  map.set(key, (map.get(key) ?? 0) + ms)
}

function sorted(map: ReadonlyMap<string, number>): Breakdown {
  return [...map].sort((left, right) => right[1] - left[1])
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, requestsText, topText = '25'] = process.argv.slice(2)
  if (file === undefined) throw new Error('usage: summarize-cpu-profile.ts FILE.cpuprofile [REQUESTS] [TOP]')
  const requests = Number(requestsText) > 0 ? Number(requestsText) : undefined
  const top = Number(topText)
  const summary = summarizeCpuProfile(JSON.parse(await readFile(file, 'utf8')) as CpuProfile)
  const perRequest = (ms: number) => (requests === undefined ? '' : `${((ms * 1000) / requests).toFixed(1).padStart(8)} µs/req`)
  const line = ([key, ms]: readonly [string, number]) =>
    `${ms.toFixed(0).padStart(7)} ms ${perRequest(ms)} ${((100 * ms) / summary.busyMs).toFixed(1).padStart(5)}%  ${key}`
  console.log(
    `busy ${summary.busyMs.toFixed(0)} ms ${perRequest(summary.busyMs)}${requests === undefined ? '' : ` over ${requests} requests`}`,
  )
  console.log('\nself time by place:')
  for (const entry of summary.selfByPlace.slice(0, top)) console.log(line(entry))
  console.log('\nself time by function:')
  for (const entry of summary.selfByFunction.slice(0, top)) console.log(line(entry))
  console.log('\ninclusive time by function:')
  for (const entry of summary.inclusiveByFunction.slice(0, top * 2)) console.log(line(entry))
}
