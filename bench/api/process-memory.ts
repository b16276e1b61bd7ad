/** Resident memory of a process, from /proc: now (VmRSS) and the most it has held (VmHWM). */
import { readFileSync } from 'node:fs'

/** Megabytes resident now and at the peak. */
export interface ResidentMemory {
  readonly currentMb: number
  readonly peakMb: number
}

/** The resident memory of `pid`, or undefined where /proc is unavailable. */
export function residentMemory(pid: number | undefined): ResidentMemory | undefined {
  if (pid === undefined) return undefined
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN)
    const current = kb('VmRSS')
    const peak = kb('VmHWM')
    if (Number.isNaN(current) || Number.isNaN(peak)) return undefined
    return { currentMb: current / 1024, peakMb: peak / 1024 }
  } catch {
    return undefined
  }
}

/** `peak 123 MB, after the run 98 MB` (or `n/a`); `now` names the moment of the current figure. */
export function describeMemory(memory: ResidentMemory | undefined, now = 'after the run'): string {
  return memory === undefined ? 'n/a' : `peak ${Math.round(memory.peakMb)} MB, ${now} ${Math.round(memory.currentMb)} MB`
}
