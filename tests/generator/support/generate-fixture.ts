/** Runs the generator's pure pipeline (load → IR → emit) over a fixture schema folder. */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { emitAll } from '#generator/emit/emit-all.ts'
import type { EmittedFile } from '#generator/emit/emitted-file.ts'
import type { SchemaIR } from '#generator/ir/types.ts'
import { normalizeSchema } from '#generator/ir/normalize.ts'
import { loadSchema } from '#generator/load/load-schema.ts'
import { renderMigration } from '#generator/migrate/render-migration.ts'
import { diffSnapshots } from '#generator/migrate/diff-snapshots.ts'
import { emptySnapshot, snapshotOf } from '#generator/migrate/snapshot.ts'
import { serializeSnapshot } from '#generator/cli/migrations-folder.ts'

/** The repository root. */
export const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url))

/** The folder of a named fixture. */
export function fixtureDir(name: string): string {
  return path.join(repositoryRoot, 'tests/generator/fixtures', name)
}

/** Everything the generator writes for a fixture: generated files plus the first migration and snapshot. */
export async function generateFixture(name: string): Promise<{ ir: SchemaIR; files: EmittedFile[] }> {
  const schemaDir = path.join(fixtureDir(name), 'schema')
  const label = `tests/generator/fixtures/${name}/schema`
  const loaded = await loadSchema(schemaDir, label)
  const ir = normalizeSchema(loaded.site, { sourceFiles: loaded.sourceFiles, issues: loaded.issues, rootFile: `${label}/index.ts` })
  const snapshot = snapshotOf(ir)
  const files = [
    ...emitAll(ir).map((file) => ({ path: `generated/${file.path}`, contents: file.contents })),
    { path: 'migrations/0001_init.ts', contents: renderMigration('init', diffSnapshots(emptySnapshot, snapshot)) },
    { path: 'migrations/schema.snapshot.json', contents: serializeSnapshot(snapshot) },
  ]
  return { ir, files }
}
