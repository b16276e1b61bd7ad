/**
 * The production build of the site, made only when its inputs changed: the inputs (web/, the vite
 * config, the lockfile, and the few files outside web/ the bundles import) are hashed, and a build
 * lives in `dist/web/<hash>/` (`client/` with the browser assets and manifest, `server/` with the
 * server entry), made and kept by runtime/server/hashed-build.ts as the compiled server is.
 * Every module the bundles contain must lie under one of the inputs, or the build fails (the check
 * is in web-build-inputs.ts): that keeps the hash honest.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { ensureHashedBuild, type HashedBuild, hashInputs } from '#runtime/server/hashed-build.ts'
import { REPOSITORY_ROOT } from '#runtime/server/repository-root.ts'
import { WEB_BUILD_INPUTS } from './web-build-inputs.ts'

export { REPOSITORY_ROOT, WEB_BUILD_INPUTS }

/** Where builds are kept. */
export const WEB_BUILDS_DIRECTORY = path.join(REPOSITORY_ROOT, 'dist', 'web')

/** A usable build. */
export type WebBuild = HashedBuild

/** The hash of every input file's path and content. */
export async function hashWebInputs(root = REPOSITORY_ROOT): Promise<string> {
  return hashInputs(root, WEB_BUILD_INPUTS)
}

/** The build for the current inputs: reused when present, otherwise made now. */
export async function ensureWebBuild(root = REPOSITORY_ROOT): Promise<WebBuild> {
  return ensureHashedBuild({
    root,
    inputs: WEB_BUILD_INPUTS,
    buildsDirectory: WEB_BUILDS_DIRECTORY,
    build: (outDir) => buildInto(outDir, root),
  })
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
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite ${args.join(' ')} failed (exit ${code}):\n${output.trim()}`)),
    )
  })
}
