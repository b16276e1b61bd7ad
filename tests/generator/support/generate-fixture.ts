/** Runs the generator's pure function over a fixture schema folder, as the CLI would. */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SchemaIR } from '#contract/schema-ir.ts'
import { serializeSnapshot } from '#generator/cli/migrations-folder.ts'
import type { EmittedFile } from '#generator/emit/emitted-file.ts'
import { generate } from '#generator/generate.ts'
import { loadSchema } from '#generator/load/load-schema.ts'
import { renderMigration } from '#generator/migrate/render-migration.ts'

/** The repository root. */
export const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url))

/** The folder of a named fixture. */
export function fixtureDir(name: string): string {
  return path.join(repositoryRoot, 'tests/generator/fixtures', name)
}

/** Everything the generator writes for a fixture: generated files plus the first migration and snapshot. */
export async function generateFixture(name: string): Promise<{ ir: SchemaIR; files: EmittedFile[] }> {
  const label = `tests/generator/fixtures/${name}/schema`
  const loaded = await loadSchema(path.join(fixtureDir(name), 'schema'), label)
  const { ir, files, snapshot, statements } = generate({ ...loaded, rootFile: `${label}/index.ts` })
  return {
    ir,
    files: [
      ...files.map((file) => ({ path: `generated/${file.path}`, contents: file.contents })),
      { path: 'migrations/0001_init.ts', contents: renderMigration('init', statements) },
      { path: 'migrations/schema.snapshot.json', contents: serializeSnapshot(snapshot) },
    ],
  }
}
