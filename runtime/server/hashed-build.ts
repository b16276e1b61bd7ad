/**
 * A build made only when its inputs changed, shared by the site (web/server/web-build.ts) and the
 * server (runtime/server/server-build.ts). The inputs (files and folders under a root) are hashed,
 * and a build lives in `<builds>/<hash>/`. It is written to a temporary folder and renamed into
 * place, so two processes starting at once never see half a build; the loser of the race reuses
 * the winner's. Older builds are removed once a new one is in place.
 */
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

const COMPLETE_MARKER = 'build-complete.json'

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
    hash.update(file).update('\0').update(await readFile(path.join(root, file))).update('\0')
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
  if (await isComplete(directory)) return { directory, hash, built: false, milliseconds: performance.now() - started }

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
  await removeOtherBuilds(options.buildsDirectory, hash)
  return { directory, hash, built: true, milliseconds: performance.now() - started }
}

async function isComplete(directory: string): Promise<boolean> {
  return (await stat(path.join(directory, COMPLETE_MARKER)).catch(() => undefined)) !== undefined
}

// Old builds are dead weight; temporary folders of live builds (dot-prefixed) are left alone.
async function removeOtherBuilds(buildsDirectory: string, keep: string): Promise<void> {
  for (const entry of await readdir(buildsDirectory, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== keep && !entry.name.startsWith('.')) {
      await rm(path.join(buildsDirectory, entry.name), { recursive: true, force: true })
    }
  }
}
