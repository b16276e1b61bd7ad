/**
 * `--write-readme`: records a run in bench/README.md between the run markers, newest first,
 * keeping the last few runs so the spread between runs on the shared machine stays visible.
 */
import { readFile, writeFile } from 'node:fs/promises'

const START = '<!-- bench:api runs start -->'
const END = '<!-- bench:api runs end -->'
/** How many runs the README keeps. */
export const KEPT_RUNS = 3

/** What a recorded run shows. */
export interface RunReport {
  readonly date: string
  readonly machine: string
  readonly command: string
  readonly table: readonly string[]
}

/** A finished run as Markdown: a dated heading, machine, command and the table in a code block. */
export function formatRunReport(run: RunReport): string {
  return [
    `#### ${run.date}`,
    '',
    `- Machine: ${run.machine}`,
    `- Command: \`${run.command}\``,
    '',
    '```text',
    ...run.table,
    '```',
    '',
  ].join('\n')
}

/** Prepends `report` to the runs recorded in `readmePath`, dropping the oldest beyond {@link KEPT_RUNS}. */
export async function recordRun(readmePath: string, report: string): Promise<void> {
  const readme = await readFile(readmePath, 'utf8')
  const start = readme.indexOf(START)
  const end = readme.indexOf(END)
  if (start < 0 || end < start) throw new Error(`${readmePath} lacks the ${START} … ${END} markers`)
  const previous = readme
    .slice(start + START.length, end)
    .split(/^(?=#### )/m)
    .map((block) => block.trim())
    .filter((block) => block.startsWith('#### '))
  const runs = [report.trim(), ...previous].slice(0, KEPT_RUNS)
  await writeFile(readmePath, `${readme.slice(0, start + START.length)}\n\n${runs.join('\n\n')}\n\n${readme.slice(end)}`)
}
