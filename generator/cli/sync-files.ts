/**
 * Brings an output folder in line with a set of generated files: writes only
 * what changed, removes stale `.gen.*` files, or (dry run) only reports drift.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { EmittedFile } from '../emit/emitted-file.ts'

/** What differs between disk and the generated set. */
export interface Drift {
  readonly changed: string[]
  readonly missing: string[]
  readonly stale: string[]
}

/** `undefined` when the path does not exist; any other failure (permissions...) is thrown. */
async function unlessMissing<T>(read: Promise<T>): Promise<T | undefined> {
  try {
    return await read
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

async function listGenerated(root: string, relative = ''): Promise<string[]> {
  const entries = await unlessMissing(readdir(path.join(root, relative), { withFileTypes: true }))
  if (entries === undefined) return []
  const files: string[] = []
  for (const entry of entries) {
    const child = relative ? `${relative}/${entry.name}` : entry.name
    if (entry.isDirectory()) files.push(...(await listGenerated(root, child)))
    else if (/\.gen\.[a-z]+$/.test(entry.name)) files.push(child)
  }
  return files
}

/** Compares, and unless `dryRun`, writes and removes. Returns the drift found. */
export async function syncFiles(root: string, files: readonly EmittedFile[], dryRun: boolean): Promise<Drift> {
  const drift: Drift = { changed: [], missing: [], stale: [] }
  const wanted = new Set(files.map((file) => file.path))
  for (const file of files) {
    const target = path.join(root, file.path)
    const current = await unlessMissing(readFile(target, 'utf8'))
    if (current === file.contents) continue
    ;(current === undefined ? drift.missing : drift.changed).push(file.path)
    if (!dryRun) {
      await mkdir(path.dirname(target), { recursive: true })
      await writeFile(target, file.contents)
    }
  }
  for (const existing of await listGenerated(root)) {
    if (wanted.has(existing)) continue
    drift.stale.push(existing)
    if (!dryRun) await rm(path.join(root, existing))
  }
  if (!dryRun) await removeEmptyFolders(root)
  return drift
}

async function removeEmptyFolders(folder: string): Promise<boolean> {
  const entries = await unlessMissing(readdir(folder, { withFileTypes: true }))
  if (entries === undefined) return false
  let empty = true
  for (const entry of entries) {
    if (entry.isDirectory() && (await removeEmptyFolders(path.join(folder, entry.name)))) continue
    empty = false
  }
  if (empty) await rm(folder, { recursive: true })
  return empty
}
