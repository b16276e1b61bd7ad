/**
 * The compiled server `npm start` runs: every TypeScript module `runtime/cli/start.ts` reaches, and
 * every migration (loaded by file name at run time), compiled one file to one file by esbuild into
 * `dist/server/<hash>/` with the repository's layout, so paths a module finds from its own URL
 * (migrations/, seed files, the API docs page) hold there too. Imports keep pointing at modules,
 * with `.ts` turned into `.js`; packages stay in the repository's node_modules. Made only when the
 * sources changed (runtime/server/hashed-build.ts), as the site's build is.
 */
import { cp, mkdir, readdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { build, type Plugin } from 'esbuild'
import { ensureHashedBuild, type HashedBuild } from './hashed-build.ts'
import { REPOSITORY_ROOT } from './repository-root.ts'

/** Where server builds are kept; `start.js` there starts the current one. */
export const SERVER_BUILDS_DIRECTORY = path.join(REPOSITORY_ROOT, 'dist', 'server')

/** The file `npm start` runs. */
export const SERVER_START_FILE = path.join(SERVER_BUILDS_DIRECTORY, 'start.js')

/** The entry module, relative to the repository root. */
const ENTRY = 'runtime/cli/start.ts'

/** Folders whose TypeScript may be compiled into the server, and the files deciding how. */
export const SERVER_BUILD_INPUTS = [
  'contract',
  'runtime',
  'generated',
  'schema',
  'seed',
  'migrations',
  'generator',
  'web',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
] as const

// Files modules read next to themselves at run time (found from import.meta.url), copied as they are.
const ASSETS = ['runtime/http/openapi-docs-page.html', 'generated/openapi/openapi.gen.json', 'seed/demo/files'] as const

// The compiled tree resolves `#runtime/...` through a package.json of its own.
const COMPILED_PACKAGE = {
  type: 'module',
  private: true,
  imports: {
    '#dsl': './generator/dsl/index.js',
    '#contract/*': './contract/*',
    '#generator/*': './generator/*',
    '#generated/*': './generated/*',
    '#runtime/*': './runtime/*',
    '#web/*': './web/*',
    '#schema': './schema/index.js',
  },
}

/** The server build for the current sources, made now if they changed, and `start.js` pointing at it. */
export async function ensureServerBuild(root = REPOSITORY_ROOT): Promise<HashedBuild> {
  const serverBuild = await ensureHashedBuild({
    root,
    inputs: SERVER_BUILD_INPUTS,
    buildsDirectory: SERVER_BUILDS_DIRECTORY,
    build: (outDir) => compileServer(root, outDir),
  })
  await writeStartFile(serverBuild)
  return serverBuild
}

/**
 * Compiles the modules `entries` (relative to `root`) reach, and every migration, into `outDir`
 * as `npm start`'s build does. The API bench compiles its two servers with it, so the generated
 * one runs the very JavaScript production runs (bench/README.md).
 */
export async function compileServer(root: string, outDir: string, entries: readonly string[] = [ENTRY]): Promise<void> {
  const migrations = (await readdir(path.join(root, 'migrations')))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => `migrations/${file}`)
  const entryPoints = [...entries, ...migrations].map((file) => path.join(root, file))
  const modules = await reachableModules(root, entryPoints)
  await build({
    absWorkingDir: root,
    entryPoints: modules,
    outbase: root,
    outdir: outDir,
    // "Bundling" with every import external compiles each module alone and lets a plugin rewrite its imports.
    bundle: true,
    plugins: [importsStayModules],
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
  })
  await writeFile(path.join(outDir, 'package.json'), `${JSON.stringify(COMPILED_PACKAGE, null, 2)}\n`)
  for (const asset of ASSETS) await cp(path.join(root, asset), path.join(outDir, asset), { recursive: true })
}

// One pass that follows every local import from the entries (packages excluded) and only lists them.
async function reachableModules(root: string, entryPoints: readonly string[]): Promise<string[]> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [...entryPoints],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    write: false,
    metafile: true,
    outdir: path.join(root, 'dist', '.server-scan'),
    logLevel: 'warning',
  })
  return Object.keys(result.metafile.inputs)
    .filter((input) => /\.tsx?$/.test(input) && !input.startsWith('node_modules/'))
    .map((input) => path.join(root, input))
}

const importsStayModules: Plugin = {
  name: 'tessera:imports-stay-modules',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point') return undefined
      if (!args.path.startsWith('.') && !args.path.startsWith('#')) return { path: args.path, external: true }
      // Data a module imports (package.json for the API version) is inlined, as it was at build time.
      if (!/\.tsx?$/.test(args.path)) return undefined
      return { path: args.path.replace(/\.tsx?$/, '.js'), external: true }
    })
  },
}

// Written beside the builds and renamed into place, so a start never reads half a file.
async function writeStartFile(serverBuild: HashedBuild): Promise<void> {
  await mkdir(SERVER_BUILDS_DIRECTORY, { recursive: true })
  const temporary = `${SERVER_START_FILE}.${process.pid}.tmp`
  const entry = `./${serverBuild.hash}/${ENTRY.replace(/\.ts$/, '.js')}`
  await writeFile(
    temporary,
    `// Written by runtime/server/server-build.ts: starts the server compiled from the current sources.\nawait import('${entry}')\n`,
  )
  await rename(temporary, SERVER_START_FILE)
}
