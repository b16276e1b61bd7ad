/**
 * The repository root, found from this file: the nearest folder above it holding
 * `package-lock.json`. Counting `../` would not do, since the compiled server runs this file from
 * `dist/server/<hash>/runtime/server/`, and the root is still where sources, builds and
 * `node_modules` are.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The absolute path of the repository, with a trailing separator. */
export const REPOSITORY_ROOT = findRepositoryRoot(path.dirname(fileURLToPath(import.meta.url)))

function findRepositoryRoot(start: string): string {
  for (let directory = start; ; directory = path.dirname(directory)) {
    if (existsSync(path.join(directory, 'package-lock.json'))) return directory + path.sep
    if (path.dirname(directory) === directory) throw new Error(`No package-lock.json above ${start}`)
  }
}
