/**
 * The Node options `npm start` runs the server with: the options between `exec node` and
 * `dist/server/start.js` in package.json's `start` script (`--heap-growing-percent=50`: the old
 * generation grows by half its live size between full collections instead of up to four times, see
 * bench/README.md). The bench and the tests that start the server start it with them, as
 * production does.
 */
import { readFileSync } from 'node:fs'

const START_COMMAND = /\bexec node ((?:--\S+ )*)dist\/server\/start\.js\b/

/** The `--…` options of the `start` script's node command, in order. */
export function productionNodeOptions(): string[] {
  const { scripts } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    scripts: Record<string, string>
  }
  const options = START_COMMAND.exec(scripts.start ?? '')?.[1]
  if (options === undefined)
    throw new Error(`package.json's start script does not run \`exec node [options] dist/server/start.js\`: ${scripts.start}`)
  return options.split(' ').filter(Boolean)
}
