/**
 * The production build of the site, made only when its inputs changed: the inputs (web/, the vite
 * config, the lockfile, and the few files outside web/ the bundles import) are hashed, and a build
 * lives in `dist/web/<hash>/` (`client/` with the browser assets and manifest, `server/` with the
 * server entry). A build is written to a temporary folder and renamed into place, so two
 * processes starting at once never see half a build; the loser of the race reuses the winner's.
 * Every module the bundles contain must lie under one of the inputs, or the build fails (the check
 * is in web-build-inputs.ts): that keeps the hash honest.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { WEB_BUILD_INPUTS } from './web-build-inputs.ts'

export { WEB_BUILD_INPUTS }

/** The repository root. */
export const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** Where builds are kept. */
export const WEB_BUILDS_DIRECTORY = path.join(REPOSITORY_ROOT, 'dist', 'web')

const COMPLETE_MARKER = 'build-complete.json'

/** A usable build. */
export interface WebBuild {
  /** `dist/web/<hash>`. */
  readonly directory: string
  readonly hash: string
  /** True when this call built it, false when an existing build was reused. */
  readonly built: boolean
  readonly milliseconds: number
}

/** The hash of every input file's path and content. */
export async function hashWebInputs(root = REPOSITORY_ROOT): Promise<string> {
  const hash = createHash('sha256')
  for (const file of await listInputFiles(root)) {
    hash.update(file).update('\0').update(await readFile(path.join(root, file))).update('\0')
  }
  return hash.digest('hex').slice(0, 16)
}

async function listInputFiles(root: string): Promise<string[]> {
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
  for (const input of WEB_BUILD_INPUTS) await visit(input)
  return files.sort()
}

/** The build for the current inputs: reused when present, otherwise made now. */
export async function ensureWebBuild(root = REPOSITORY_ROOT): Promise<WebBuild> {
  const started = performance.now()
  const hash = await hashWebInputs(root)
  const directory = path.join(WEB_BUILDS_DIRECTORY, hash)
  if (await isComplete(directory)) return { directory, hash, built: false, milliseconds: performance.now() - started }

  await mkdir(WEB_BUILDS_DIRECTORY, { recursive: true })
  const temporary = path.join(WEB_BUILDS_DIRECTORY, `.${hash}-${process.pid}-${Date.now()}`)
  try {
    await buildInto(temporary, root)
    await writeFile(path.join(temporary, COMPLETE_MARKER), `${JSON.stringify({ hash, builtAt: new Date().toISOString() })}\n`)
    await rename(temporary, directory).catch(async (error: NodeJS.ErrnoException) => {
      // Another process finished the same build first; its result is as good as ours.
      if (!(await isComplete(directory))) throw error
    })
  } finally {
    await rm(temporary, { recursive: true, force: true })
  }
  await removeOtherBuilds(hash)
  return { directory, hash, built: true, milliseconds: performance.now() - started }
}

async function isComplete(directory: string): Promise<boolean> {
  return (await stat(path.join(directory, COMPLETE_MARKER)).catch(() => undefined)) !== undefined
}

// Old builds are dead weight; temporary folders of live builds (dot-prefixed) are left alone.
async function removeOtherBuilds(keep: string): Promise<void> {
  for (const entry of await readdir(WEB_BUILDS_DIRECTORY)) {
    if (entry !== keep && !entry.startsWith('.')) await rm(path.join(WEB_BUILDS_DIRECTORY, entry), { recursive: true, force: true })
  }
}

// Each build runs in its own Node process with NODE_ENV=production: Vite picks development JSX
// when the calling process says NODE_ENV=test, and a server need not load Vite at all.
async function buildInto(outDir: string, root: string): Promise<void> {
  await runVite(root, ['build', '--outDir', path.join(outDir, 'client'), '--emptyOutDir'])
  await runVite(root, ['build', '--ssr', '--outDir', path.join(outDir, 'server'), '--emptyOutDir'])
}

function runVite(root: string, args: readonly string[]): Promise<void> {
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js')
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [vite, ...args, '--mode', 'production', '--logLevel', 'warn'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`vite ${args.join(' ')} failed (exit ${code}):\n${output.trim()}`))))
  })
}
