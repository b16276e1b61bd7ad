/**
 * A PostgreSQL server of a test's own, in a temporary directory on a free port, that the test may
 * stop and start at will. The shared server other test runs use is never touched. Needs Debian's
 * PostgreSQL binaries; as root the server runs as the `postgres` user (it refuses to run as root).
 */
import { execFile } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { chown, mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** The binaries of the newest installed PostgreSQL, or undefined when there are none. */
export function postgresBinDirectory(): string | undefined {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root).filter((entry) => existsSync(path.join(root, entry, 'bin', 'initdb')))
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0]
  return newest === undefined ? undefined : path.join(root, newest, 'bin')
}

/** A running throw-away server. */
export interface ThrowawayPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  readonly url: string
  stop(): Promise<void>
  start(): Promise<void>
  /** Stops the server for good and deletes its files. */
  destroy(): Promise<void>
}

/** Creates and starts a server; `destroy()` it in `afterAll`. */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBinDirectory()
  if (bin === undefined) throw new Error('No PostgreSQL binaries under /usr/lib/postgresql')
  const directory = await mkdtemp(path.join(os.tmpdir(), 'tessera-pg-'))
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres'])
    const { stdout: group } = await run('id', ['-g', 'postgres'])
    await chown(directory, Number(stdout.trim()), Number(group.trim()))
  }
  const pg = (tool: string, args: readonly string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]) : run(path.join(bin, tool), [...args])
  const data = path.join(directory, 'data')
  const port = await freePort()
  await pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '--no-instructions'])
  const options = `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=40`
  const start = async () => {
    await pg('pg_ctl', ['-D', data, '-o', options, '-l', path.join(directory, 'server.log'), '-w', '-t', '30', 'start'])
  }
  // Fast shutdown: sessions are ended and their open transactions rolled back, as in a restart.
  const stop = async () => {
    await pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop'])
  }
  await start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: async () => {
      await stop().catch(() => undefined)
      await rm(directory, { recursive: true, force: true })
    },
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}
