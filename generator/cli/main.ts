/**
 * `npm run generate [-- --check | --ir | --migration NAME [--allow-destructive]]`.
 * Options `--schema`, `--out` and `--migrations` point at other folders (tests use them), and
 * `--code` at the root whose `{runtime,web,tests}/modules/<module>` folders hold the modules' own code
 * (and the hook files that entities name, `runtime/modules/<module>/hooks/<entity>.ts`).
 * The thin shell around `generate`: it reads the schema and the committed snapshot, and
 * writes what `generate` returns. It never calls `process.exit`: output on a pipe is
 * written asynchronously, and ending the process early would cut it (a long `--ir`).
 */
import { access, mkdir } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { generate } from '../generate.ts'
import { SchemaError } from '../ir/schema-error.ts'
import { loadSchema } from '../load/load-schema.ts'
import { describeStatement, renderMigration } from '../migrate/render-migration.ts'
import { isDestructive } from '../migrate/statements.ts'
import { CliFailure } from './cli-failure.ts'
import { driftReport } from './drift-report.ts'
import { findHookCode } from './find-hook-code.ts'
import { findAdminComponents } from './find-admin-components.ts'
import { findModuleCode } from './find-module-code.ts'
import { findRouteContracts } from './find-route-contracts.ts'
import { readSnapshot, writeMigration } from './migrations-folder.ts'
import { syncFiles } from './sync-files.ts'

async function main(argv: readonly string[]): Promise<void> {
  const started = performance.now()
  const { values } = parseArgs({
    args: [...argv],
    options: {
      schema: { type: 'string', default: 'schema' },
      out: { type: 'string', default: 'generated' },
      migrations: { type: 'string', default: 'migrations' },
      code: { type: 'string', default: '.' },
      check: { type: 'boolean', default: false },
      ir: { type: 'boolean', default: false },
      migration: { type: 'string' },
      'allow-destructive': { type: 'boolean', default: false },
    },
    strict: true,
  })
  if (values.migration !== undefined && !/^[a-z0-9_]+$/.test(values.migration)) {
    throw new CliFailure('--migration NAME: use lowercase letters, digits and underscores')
  }

  const schemaDir = path.resolve(values.schema)
  const outDir = path.resolve(values.out)
  const migrationsDir = path.resolve(values.migrations)
  const label = path.relative(process.cwd(), schemaDir) || '.'
  await access(path.join(schemaDir, 'index.ts')).catch(() => {
    throw new CliFailure(`--schema ${values.schema}: there is no ${label}/index.ts to load`)
  })
  const loaded = await loadSchema(schemaDir, label)
  const {
    ir,
    files,
    snapshot,
    statements: pending,
  } = generate({
    ...loaded,
    rootFile: `${label}/index.ts`,
    previousSnapshot: await readSnapshot(migrationsDir),
    moduleCode: await findModuleCode(path.resolve(values.code)),
    hookCode: await findHookCode(path.resolve(values.code), loaded.site),
    adminComponents: await findAdminComponents(path.resolve(values.code)),
    routes: await findRouteContracts(
      path.resolve(values.code),
      loaded.site.modules.map((module) => module.name),
    ),
  })
  const elapsed = () => `${Math.round(performance.now() - started)} ms`

  if (values.ir) {
    process.stdout.write(`${JSON.stringify(ir, null, 2)}\n`)
    return
  }

  if (values.check) {
    const problems = driftReport(await syncFiles(outDir, files, true), pending, values.out)
    if (problems.length > 0) {
      throw new CliFailure(
        `generate --check: generated code or migrations are stale:\n${problems.join('\n')}\n` +
          `Run npm run generate${pending.length ? ' -- --migration NAME' : ''} and commit the result.`,
      )
    }
    process.stdout.write(`generate --check: ${files.length} files and the migrations are up to date (${elapsed()})\n`)
    return
  }

  if (values.migration !== undefined) {
    if (pending.length === 0) {
      process.stdout.write('No schema changes since the last migration; no migration written.\n')
    } else {
      const destructive = pending.filter(isDestructive)
      if (destructive.length > 0 && !values['allow-destructive']) {
        throw new CliFailure(
          `Refused: this migration would lose data:\n${destructive.map((statement) => `  ${describeStatement(statement)}`).join('\n')}\n` +
            'If that is intended, run again with --allow-destructive. To rename instead, set renamedFrom in the schema.',
        )
      }
      await mkdir(migrationsDir, { recursive: true })
      const fileName = await writeMigration(migrationsDir, values.migration, renderMigration(values.migration, pending), snapshot)
      process.stdout.write(
        `Wrote ${values.migrations}/${fileName}:\n${pending.map((statement) => `  ${describeStatement(statement)}`).join('\n')}\n`,
      )
    }
  }

  const drift = await syncFiles(outDir, files, false)
  const written = drift.changed.length + drift.missing.length
  process.stdout.write(
    `Generated ${files.length} files for ${ir.entities.length} entities: ${written} written, ${drift.stale.length} removed (${elapsed()}).\n`,
  )
  if (values.migration === undefined && pending.length > 0) {
    process.stdout.write(`The schema has ${pending.length} change(s) with no migration yet: run npm run generate -- --migration NAME\n`)
  }
}

/** What the terminal shows for a failure: the message of an expected one, the stack of a bug. */
function failureText(error: unknown): string {
  const code = (error as { code?: unknown }).code
  const expected =
    error instanceof CliFailure || error instanceof SchemaError || (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS_'))
  if (error instanceof Error) return expected ? error.message : (error.stack ?? error.message)
  return String(error)
}

try {
  await main(process.argv.slice(2))
} catch (error) {
  process.stderr.write(`${failureText(error)}\n`)
  process.exitCode = 1
}
