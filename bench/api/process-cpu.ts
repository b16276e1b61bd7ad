/**
 * CPU time a process has used so far (user + system), from /proc. Divided by the requests served
 * it gives the server's own cost per request, which the machine's other load disturbs far less
 * than req/s does.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

let ticksPerSecond: number | undefined

/** Milliseconds of CPU `pid` has used, or undefined where /proc is unavailable. */
export function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name, which may itself hold spaces and parentheses: state is
    // field 3 of proc(5), so utime (14) and stime (15) are at 11 and 12 here.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond
  } catch {
    return undefined
  }
}
