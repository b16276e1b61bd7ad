/** What the README records about the machine a run measured on: the numbers depend on it. */
import { execFileSync } from 'node:child_process'
import os from 'node:os'

/** The machine and its state when the run started. */
export interface MachineInfo {
  readonly date: string
  readonly cpus: number
  readonly cpuModel: string
  /** The `Mem:` line of `free -h` (total, used, free…), or the total from Node when `free` is missing. */
  readonly memory: string
  readonly node: string
  /** One-minute load average at the start: how busy the shared machine already was. */
  readonly loadAverage: number
}

/** Reads the machine now. */
export function readMachineInfo(): MachineInfo {
  return {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    memory: freeMemoryLine(),
    node: process.version,
    loadAverage: os.loadavg()[0] ?? 0,
  }
}

/** One line for a report. */
export function describeMachine(info: MachineInfo): string {
  const load = `load average ${info.loadAverage.toFixed(2)} at start`
  return `${info.cpus} CPUs (nproc), ${info.cpuModel}; memory (free -h) ${info.memory}; Node ${info.node}; ${load}`
}

function freeMemoryLine(): string {
  try {
    const output = execFileSync('free', ['-h'], { encoding: 'utf8', timeout: 5_000 })
    const header = output.split('\n')[0]?.trim().split(/\s+/) ?? []
    const values =
      output
        .split('\n')
        .find((line) => line.startsWith('Mem:'))
        ?.trim()
        .split(/\s+/)
        .slice(1) ?? []
    if (values.length > 0) return header.map((name, index) => `${name} ${values[index] ?? '?'}`).join(', ')
  } catch {
    // No procps: fall back to what Node knows.
  }
  return `total ${(os.totalmem() / 2 ** 30).toFixed(1)}Gi`
}
