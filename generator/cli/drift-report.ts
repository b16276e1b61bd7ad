/** What `generate --check` says about generated code and migrations that no longer match the schema. */
import { describeStatement } from '../migrate/render-migration.ts'
import type { MigrationStatement } from '../migrate/statements.ts'
import type { Drift } from './sync-files.ts'

/** One line per problem, empty when everything is current; `outLabel` is the output folder as typed. */
export function driftReport(drift: Drift, pending: readonly MigrationStatement[], outLabel: string): string[] {
  return [
    ...drift.changed.map((file) => `  changed: ${outLabel}/${file} differs from what the schema generates`),
    ...drift.missing.map((file) => `  missing: ${outLabel}/${file}`),
    ...drift.stale.map((file) => `  stale: ${outLabel}/${file} is no longer generated`),
    ...(pending.length > 0
      ? [
          `  the schema changed without a migration (${pending.length} statement${pending.length === 1 ? '' : 's'}):`,
          ...pending.map((statement) => `    ${describeStatement(statement)}`),
        ]
      : []),
  ]
}
