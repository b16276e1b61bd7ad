/** Arguments of `npm run migrate -- up | down [--steps N | --all] | status`. */
import { parseArgs } from 'node:util'

/** What `npm run migrate -- …` was asked to do, normalised so the CLI only switches on `kind`. */
export type MigrateCommand =
  | { readonly kind: 'up' }
  | { readonly kind: 'down'; readonly steps: number }
  | { readonly kind: 'down-all' }
  | { readonly kind: 'status' }

/** Usage text shown for `--help` and after a bad invocation. */
export const MIGRATE_USAGE = 'Usage: npm run migrate -- up | down [--steps N | --all] | status'

/** Parses argv (without node and script); throws an Error whose message is meant for the terminal. */
export function parseMigrateArgs(argv: readonly string[]): MigrateCommand {
  const { positionals, values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: { steps: { type: 'string' }, all: { type: 'boolean', default: false } },
  })
  const [action, ...extra] = positionals
  if (extra.length > 0) throw new Error(`Unexpected argument ${extra[0]}`)
  if (action !== 'down' && (values.steps !== undefined || values.all)) {
    throw new Error('--steps and --all only apply to down')
  }
  switch (action) {
    case 'up':
      return { kind: 'up' }
    case 'status':
      return { kind: 'status' }
    case 'down': {
      if (values.all && values.steps !== undefined) throw new Error('Use either --steps or --all, not both')
      if (values.all) return { kind: 'down-all' }
      const steps = values.steps === undefined ? 1 : Number(values.steps)
      if (!Number.isInteger(steps) || steps < 1) throw new Error(`--steps must be a positive integer, got ${values.steps}`)
      return { kind: 'down', steps }
    }
    default:
      throw new Error(action === undefined ? 'Missing command' : `Unknown command ${action}`)
  }
}
