/** Reads and writes the committed snapshot and numbered migration files. */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { emptySnapshot, type SchemaSnapshot } from '../migrate/snapshot.ts'
import { CliFailure } from './cli-failure.ts'

/** The snapshot file's name inside the migrations folder. */
export const snapshotFileName = 'schema.snapshot.json'

/** The committed snapshot, or the empty one before the first migration. */
export async function readSnapshot(folder: string): Promise<SchemaSnapshot> {
  const file = path.join(folder, snapshotFileName)
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptySnapshot
    throw error
  }
  try {
    return JSON.parse(text) as SchemaSnapshot
  } catch (error) {
    throw new CliFailure(`${path.relative(process.cwd(), file)} is not valid JSON (${(error as Error).message}); restore the committed one`)
  }
}

/** The snapshot as committed: stable two-space JSON with a final newline. */
export function serializeSnapshot(snapshot: SchemaSnapshot): string {
  return `${JSON.stringify(snapshot, null, 2)}\n`
}

/** Names of existing migration files, sorted. */
export async function listMigrations(folder: string): Promise<string[]> {
  try {
    return (await readdir(folder)).filter((name) => /^\d{4}_[a-z0-9_]+\.ts$/.test(name)).sort()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
}

/** Writes a new migration with the next number and the new snapshot. Never overwrites. */
export async function writeMigration(folder: string, name: string, contents: string, snapshot: SchemaSnapshot): Promise<string> {
  const existing = await listMigrations(folder)
  const last = existing.at(-1)
  const number = last ? Number(last.slice(0, 4)) + 1 : 1
  const fileName = `${String(number).padStart(4, '0')}_${name}.ts`
  await writeFile(path.join(folder, fileName), contents, { flag: 'wx' })
  await writeFile(path.join(folder, snapshotFileName), serializeSnapshot(snapshot))
  return fileName
}
