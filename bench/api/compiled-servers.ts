/**
 * The bench servers as production runs the server: `npm start` runs JavaScript compiled by
 * runtime/server/server-build.ts, not TypeScript through tsx. The bench entries (the generated
 * server, the product with the site, the baseline and the bare page server) are compiled by that
 * same function into one scratch tree under `dist/bench-api/` (inside the repository, so packages
 * resolve from its node_modules) and run with plain `node`; the tree is removed at the end. `--from-source` runs them under tsx instead. The
 * product's servers get the Node options of `npm start` (runtime/server/production-node-options.ts); the
 * hand-written ones, none.
 */
import { randomBytes } from 'node:crypto'
import { rm, rmdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { REPOSITORY_ROOT } from '#runtime/server/repository-root.ts'
import { productionNodeOptions } from '#runtime/server/production-node-options.ts'
import { compileServer } from '#runtime/server/server-build.ts'

/** How the bench starts a server entry such as `generated-server.ts`. */
export interface ServerEntries {
  /** Whether the entries run compiled (true) or under tsx. */
  readonly compiled: boolean
  /** The file to fork for `entry`, and the Node options it runs with. */
  resolve(entry: string): { readonly file: string; readonly execArgv: readonly string[] }
  /** Removes the compiled tree, if any. Safe to call twice. */
  remove(): Promise<void>
}

const ENTRIES = [
  'bench/api/generated-server.ts',
  'bench/api/site-server.ts',
  'bench/api/baseline-server.ts',
  'bench/api/bare-pages-server.ts',
] as const

// The product's servers run as `npm start` runs the server.
const optionsOf = (entry: string): string[] =>
  entry === 'generated-server.ts' || entry === 'site-server.ts' ? productionNodeOptions() : []

/** Compiles both server entries (unless `fromSource`) and says how to start each. */
export async function serverEntries(fromSource: boolean): Promise<ServerEntries> {
  if (fromSource) {
    return {
      compiled: false,
      resolve: (entry) => ({ file: fileURLToPath(new URL(entry, import.meta.url)), execArgv: ['--import', 'tsx', ...optionsOf(entry)] }),
      remove: async () => undefined,
    }
  }
  const outDir = path.join(REPOSITORY_ROOT, 'dist', 'bench-api', `${process.pid}-${randomBytes(4).toString('hex')}`)
  try {
    await compileServer(REPOSITORY_ROOT, outDir, ENTRIES)
  } catch (error) {
    await rm(outDir, { recursive: true, force: true })
    throw error
  }
  let removing: Promise<void> | undefined
  return {
    compiled: true,
    resolve: (entry) => ({ file: path.join(outDir, 'bench', 'api', entry.replace(/\.ts$/, '.js')), execArgv: optionsOf(entry) }),
    remove: () =>
      (removing ??= (async () => {
        await rm(outDir, { recursive: true, force: true })
        // The parent goes too once no other bench run holds a tree in it.
        await rmdir(path.dirname(outDir)).catch(() => undefined)
      })()),
  }
}
