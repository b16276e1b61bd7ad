/**
 * A build made only when its inputs changed, shared by the site (web/server/web-build.ts) and the
 * server (runtime/server/server-build.ts). The inputs (files and folders under a root) are hashed,
 * and a build lives in `<builds>/<hash>/`. It is written to a temporary folder and renamed into
 * place, so two processes starting at once never see half a build; the loser of the race reuses
 * the winner's. Once a new one is in place, older builds are removed, except the ones a live process
 * uses (each process that asks for a build holds it until it exits: a server keeps serving its
 * assets while another process rebuilds) and the newest few before it.
 */
import { createHash } from 'node:crypto'
import { rmSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

const COMPLETE_MARKER = 'build-complete.json'

/** Where a build records the processes using it: one empty file per process id. */
export const HOLDERS_DIRECTORY = '.held-by'

/** Builds kept besides the current one and the held ones, newest first. */
export const PREVIOUS_BUILDS_KEPT = 2

/** What to build, from what, and where. */
export interface HashedBuildOptions {
  /** The folder `inputs` are relative to. */
  readonly root: string
  /** Files and folders whose content decides the build. */
  readonly inputs: readonly string[]
  /** Where builds are kept, one folder per hash. */
  readonly buildsDirectory: string
  /** Writes the build into `outDir` (which does not exist yet). */
  readonly build: (outDir: string) => Promise<void>
}

/** A usable build. */
export interface HashedBuild {
  /** `<builds>/<hash>`. */
  readonly directory: string
  readonly hash: string
  /** True when this call built it, false when an existing build was reused. */
  readonly built: boolean
  readonly milliseconds: number
}

/** The hash of every input file's path and content. */
export async function hashInputs(root: string, inputs: readonly string[]): Promise<string> {
  const hash = createHash('sha256')
  for (const file of await listInputFiles(root, inputs)) {
    hash
      .update(file)
      .update('\0')
      .update(await readFile(path.join(root, file)))
      .update('\0')
  }
  return hash.digest('hex').slice(0, 16)
}

async function listInputFiles(root: string, inputs: readonly string[]): Promise<string[]> {
  const files: string[] = []
  const visit = async (relative: string): Promise<void> => {
    const info = await stat(path.join(root, relative)).catch(() => undefined)
    if (info === undefined) return
    if (info.isFile()) {
      files.push(relative.split(path.sep).join('/'))
      return
    }
    for (const entry of await readdir(path.join(root, relative))) await visit(path.join(relative, entry))
  }
  for (const input of inputs) await visit(input)
  return files.sort()
}

/** The build for the current inputs: reused when present, otherwise made now. */
export async function ensureHashedBuild(options: HashedBuildOptions): Promise<HashedBuild> {
  const started = performance.now()
  const hash = await hashInputs(options.root, options.inputs)
  const directory = path.join(options.buildsDirectory, hash)
  if (await isComplete(directory)) {
    await holdBuild(directory)
    return { directory, hash, built: false, milliseconds: performance.now() - started }
  }

  await mkdir(options.buildsDirectory, { recursive: true })
  const temporary = path.join(options.buildsDirectory, `.${hash}-${process.pid}-${Date.now()}`)
  try {
    await options.build(temporary)
    await writeFile(path.join(temporary, COMPLETE_MARKER), `${JSON.stringify({ hash, builtAt: new Date().toISOString() })}\n`)
    await rename(temporary, directory).catch(async (error: NodeJS.ErrnoException) => {
      // Another process finished the same build first; its result is as good as ours.
      if (!(await isComplete(directory))) throw error
    })
  } finally {
    await rm(temporary, { recursive: true, force: true })
  }
  await holdBuild(directory)
  await removeOtherBuilds(options.buildsDirectory, hash)
  return { directory, hash, built: true, milliseconds: performance.now() - started }
}

const held = new Set<string>()

/** Holds `directory` when it is a complete build (a compiled server holds its own); else nothing. */
export async function holdIfBuild(directory: string): Promise<void> {
  if (await isComplete(directory)) await holdBuild(directory)
}

/**
 * Marks `directory` as used by this process until it exits, so no other process's build removes
 * it. A holder that died without cleaning up (killed) no longer counts.
 */
export async function holdBuild(directory: string): Promise<void> {
  const holder = path.join(directory, HOLDERS_DIRECTORY, String(process.pid))
  if (held.has(holder)) return
  await mkdir(path.dirname(holder), { recursive: true })
  await writeFile(holder, '')
  if (held.size === 0) process.once('exit', releaseHeldBuilds)
  held.add(holder)
}

function releaseHeldBuilds(): void {
  for (const holder of held) rmSync(holder, { force: true })
  held.clear()
}

/** Whether a live process other than this one holds `directory`. */
export async function isHeldByAnother(directory: string): Promise<boolean> {
  const holders = await readdir(path.join(directory, HOLDERS_DIRECTORY)).catch(() => [] as string[])
  return holders.some((holder) => Number(holder) !== process.pid && isAlive(Number(holder)))
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it lives, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function isComplete(directory: string): Promise<boolean> {
  return (await stat(path.join(directory, COMPLETE_MARKER)).catch(() => undefined)) !== undefined
}

// Old builds are dead weight once no live process uses them and a few newer ones exist; temporary
// folders of live builds (dot-prefixed) are left alone.
async function removeOtherBuilds(buildsDirectory: string, keep: string): Promise<void> {
  const others: { readonly directory: string; readonly completedAt: number }[] = []
  for (const entry of await readdir(buildsDirectory, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === keep || entry.name.startsWith('.')) continue
    const directory = path.join(buildsDirectory, entry.name)
    const marker = await stat(path.join(directory, COMPLETE_MARKER)).catch(() => undefined)
    others.push({ directory, completedAt: marker?.mtimeMs ?? 0 })
  }
  others.sort((a, b) => b.completedAt - a.completedAt)
  for (const { directory } of others.slice(PREVIOUS_BUILDS_KEPT)) {
    if (!(await isHeldByAnother(directory))) await rm(directory, { recursive: true, force: true })
  }
}
