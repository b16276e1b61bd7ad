/**
 * The generator as one pure function: schema definitions and the last committed
 * snapshot in, generated files and the pending migration statements out. It
 * touches no disk; `cli/main.ts` loads the schema and writes the results.
 */

import type { SchemaIR } from '#contract/schema-ir.ts'
import type { SiteDefinition } from '#dsl'
import { emitAll } from './emit/emit-all.ts'
import type { ModuleCode } from './emit/emit-modules.ts'
import type { EmittedFile } from './emit/emitted-file.ts'
import { missingAdminComponents } from './ir/check-admin-components.ts'
import { strayDemoBridges } from './ir/check-demo-bridges.ts'
import { type NormalizeOptions, normalizeSchema } from './ir/normalize.ts'
import { SchemaError } from './ir/schema-error.ts'
import type { ModuleRoutes } from './openapi/contract-paths.ts'
import { diffSnapshots } from './migrate/diff-snapshots.ts'
import { emptySnapshot, type SchemaSnapshot, snapshotOf } from './migrate/snapshot.ts'
import type { MigrationStatement } from './migrate/statements.ts'

/** The schema as loaded, and the snapshot of the last migration. */
export interface GenerateOptions extends NormalizeOptions {
  readonly site: SiteDefinition
  /** The committed `migrations/schema.snapshot.json`; the empty database before the first migration. */
  readonly previousSnapshot?: SchemaSnapshot
  /** Which modules have hand-written code (the CLI looks on disk); without it no registration files. */
  readonly moduleCode?: ModuleCode
  /**
   * The modules' admin components on disk (`module/name` of `web/modules/<module>/admin/<name>.tsx`;
   * the CLI looks): with it, a field naming one that is not there is a schema error.
   */
  readonly adminComponents?: readonly string[]
  /** The hand-written routes of the site's modules (contract/routes/<module>.ts; the CLI loads them). */
  readonly routes?: readonly ModuleRoutes[]
}

/** Everything one run produces, in memory. */
export interface GeneratorOutput {
  readonly ir: SchemaIR
  /** Every file under `generated/`, sorted by path. */
  readonly files: readonly EmittedFile[]
  /** The database schema the IR describes, committed with the next migration. */
  readonly snapshot: SchemaSnapshot
  /** What the next migration must do: the diff from `previousSnapshot` to `snapshot`. */
  readonly statements: readonly MigrationStatement[]
}

/** Runs normalisation, the emitters and the migration diff. Throws `SchemaError` listing every problem. */
export function generate(options: GenerateOptions): GeneratorOutput {
  const { site, previousSnapshot = emptySnapshot, moduleCode, adminComponents, routes, ...normalizeOptions } = options
  const ir = normalizeSchema(site, normalizeOptions)
  const missing = [
    ...(adminComponents === undefined ? [] : missingAdminComponents(ir, adminComponents)),
    ...(moduleCode === undefined ? [] : strayDemoBridges(ir, moduleCode)),
  ]
  if (missing.length > 0) throw new SchemaError(missing)
  const snapshot = snapshotOf(ir)
  return { ir, files: emitAll(ir, moduleCode, routes), snapshot, statements: diffSnapshots(previousSnapshot, snapshot) }
}
