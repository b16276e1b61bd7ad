/**
 * `npm run generate [-- --check | --ir | --migration NAME [--allow-destructive]]`.
 * Options `--schema`, `--out` and `--migrations` point at other folders (tests use them).
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { emitAll } from '../emit/emit-all.ts'
import { normalizeSchema } from '../ir/normalize.ts'
import { SchemaError } from '../ir/schema-error.ts'
import { loadSchema } from '../load/load-schema.ts'
import { diffSnapshots } from '../migrate/diff-snapshots.ts'
import { describeStatement, renderMigration } from '../migrate/render-migration.ts'
import { snapshotOf } from '../migrate/snapshot.ts'
import { isDestructive } from '../migrate/statements.ts'
import { readSnapshot, writeMigration } from './migrations-folder.ts'
import { syncFiles } from './sync-files.ts'

const started = performance.now()
const { values } = parseArgs({
  options: {
    schema: { type: 'string', default: 'schema' },
    out: { type: 'string', default: 'generated' },
    migrations: { type: 'string', default: 'migrations' },
    check: { type: 'boolean', default: false },
    ir: { type: 'boolean', default: false },
    migration: { type: 'string' },
    'allow-destructive': { type: 'boolean', default: false },
  },
  strict: true,
})

function fail(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

const schemaDir = path.resolve(values.schema)
const outDir = path.resolve(values.out)
const migrationsDir = path.resolve(values.migrations)
const label = path.relative(process.cwd(), schemaDir) || '.'

let ir
try {
  const loaded = await loadSchema(schemaDir, label)
  ir = normalizeSchema(loaded.site, { sourceFiles: loaded.sourceFiles, issues: loaded.issues, rootFile: `${label}/index.ts` })
} catch (error) {
  if (error instanceof SchemaError) fail(error.message)
  throw error
}

if (values.ir) {
  process.stdout.write(`${JSON.stringify(ir, null, 2)}\n`)
  process.exit(0)
}

const files = emitAll(ir)
const snapshot = snapshotOf(ir)
const pending = diffSnapshots(await readSnapshot(migrationsDir), snapshot)
const elapsed = () => `${Math.round(performance.now() - started)} ms`

if (values.check) {
  const drift = await syncFiles(outDir, files, true)
  const problems = [
    ...drift.changed.map((file) => `  changed: ${values.out}/${file} differs from what the schema generates`),
    ...drift.missing.map((file) => `  missing: ${values.out}/${file}`),
    ...drift.stale.map((file) => `  stale: ${values.out}/${file} is no longer generated`),
    ...(pending.length > 0
      ? [
          `  the schema changed without a migration (${pending.length} statement${pending.length === 1 ? '' : 's'}):`,
          ...pending.map((statement) => `    ${describeStatement(statement)}`),
        ]
      : []),
  ]
  if (problems.length > 0) {
    fail(`generate --check: generated code or migrations are stale:\n${problems.join('\n')}\nRun npm run generate${pending.length ? ' -- --migration NAME' : ''} and commit the result.`)
  }
  process.stdout.write(`generate --check: ${files.length} files and the migrations are up to date (${elapsed()})\n`)
  process.exit(0)
}

if (values.migration !== undefined) {
  if (!/^[a-z0-9_]+$/.test(values.migration)) fail('--migration NAME: use lowercase letters, digits and underscores')
  if (pending.length === 0) {
    process.stdout.write('No schema changes since the last migration; no migration written.\n')
  } else {
    const destructive = pending.filter(isDestructive)
    if (destructive.length > 0 && !values['allow-destructive']) {
      fail(
        `Refused: this migration would lose data:\n${destructive.map((statement) => `  ${describeStatement(statement)}`).join('\n')}\n` +
          'If that is intended, run again with --allow-destructive. To rename instead, set renamedFrom in the schema.',
      )
    }
    await mkdir(migrationsDir, { recursive: true })
    const fileName = await writeMigration(migrationsDir, values.migration, renderMigration(values.migration, pending), snapshot)
    process.stdout.write(`Wrote ${values.migrations}/${fileName}:\n${pending.map((statement) => `  ${describeStatement(statement)}`).join('\n')}\n`)
  }
}

const drift = await syncFiles(outDir, files, false)
const written = drift.changed.length + drift.missing.length
process.stdout.write(`Generated ${files.length} files for ${ir.entities.length} entities: ${written} written, ${drift.stale.length} removed (${elapsed()}).\n`)
if (values.migration === undefined && pending.length > 0) {
  process.stdout.write(`The schema has ${pending.length} change(s) with no migration yet: run npm run generate -- --migration NAME\n`)
}
