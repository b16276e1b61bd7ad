/**
 * Creates a new embedded database's files in a short-lived child process, as PostgreSQL's own initdb
 * is a program of its own. PGlite's initdb runs PostgreSQL in a second WASM instance, copies that
 * instance's whole 128 MB heap to restore it before each PostgreSQL run, and moves the result
 * through a tarball into the first instance's files. In the server's process that peaked at about
 * 760 MB and still held about 430 MB after a garbage collection (a WASM memory never shrinks); a
 * process that exits returns all of it, and the server then opens the finished directory as every
 * later start does (about 170 MB for PGlite).
 *
 * The child writes into a sibling directory that is renamed into place only once PostgreSQL has shut
 * down cleanly, so a first start cut short leaves no half-made database for the next one to open.
 */
import { spawn } from 'node:child_process'
import { access, mkdir, readdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'

const MODULE_FILE = fileURLToPath(import.meta.url)

/**
 * Makes `location` a PGlite data directory unless it already is one. `settings` are the
 * postgresql.conf lines the database will be opened with, so initdb runs in as little memory.
 */
export async function ensurePGliteDataDir(location: string, settings: readonly string[]): Promise<void> {
  if (await isDataDir(location)) return
  await refuseForeignFiles(location)
  const staging = `${location}.initdb`
  await rm(staging, { recursive: true, force: true })
  await mkdir(staging, { recursive: true })
  await runInitdbChild(staging, settings)
  await rm(location, { recursive: true, force: true })
  await rename(staging, location)
}

async function isDataDir(location: string): Promise<boolean> {
  try {
    await access(path.join(location, 'PG_VERSION'))
    return true
  } catch {
    return false
  }
}

// An empty directory (made by an earlier version, or by hand) gives way to the new database; files
// that are not a database are someone's, and stay.
async function refuseForeignFiles(location: string): Promise<void> {
  const entries = await readdir(location).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return []
    throw error
  })
  if (entries.length > 0) throw new Error(`${location} holds files but no database (no PG_VERSION): move them away and start again`)
}

// Run from source (tsx, vitest) the child needs tsx's loader; compiled, it is plain JavaScript.
function runInitdbChild(staging: string, settings: readonly string[]): Promise<void> {
  const loader = MODULE_FILE.endsWith('.ts') ? ['--import', 'tsx'] : []
  const child = spawn(process.execPath, [...loader, MODULE_FILE, staging, JSON.stringify(settings)], {
    stdio: ['ignore', 'inherit', 'pipe'],
  })
  let stderr = ''
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === 0) resolve()
      else
        reject(
          new Error(`Creating the embedded database in ${staging} failed (${signal ?? `exit code ${String(code)}`}): ${stderr.trim()}`),
        )
    })
  })
}

// The child: PGlite runs initdb when it opens an empty directory; close() shuts PostgreSQL down cleanly.
async function initdb(staging: string, settings: string[]): Promise<void> {
  const pglite = await PGlite.create(staging, { postgresqlconf: settings })
  await pglite.close()
}

if (process.argv[1] === MODULE_FILE) {
  const [staging, settings] = process.argv.slice(2)
  if (staging === undefined || settings === undefined) throw new Error('Usage: pglite-initdb <data directory> <settings as JSON>')
  await initdb(staging, JSON.parse(settings) as string[])
}
