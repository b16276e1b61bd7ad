/**
 * A real server for browser journeys, started the way `npm start` starts it (runtime/cli/start.ts
 * in its own process) on a fresh embedded database in a temporary DATA_DIR, so the demo site is
 * loaded exactly as on a first start. One per test file.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { productionNodeOptions } from '#runtime/server/production-node-options.ts'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

/** A running server. */
export interface RunningServer {
  /** `http://127.0.0.1:<port>`. */
  readonly url: string
  /** Its DATA_DIR: the mail it sends is written to `outbox` there (no SMTP in development). */
  readonly dataDir: string
  /** What the server printed to stdout and stderr so far. */
  readonly output: () => string
  /** The demo admin's e-mail and password, as printed on first start. */
  readonly demoAdmin: { readonly email: string; readonly password: string } | undefined
  stop(): Promise<void>
}

/** Starts the product on a fresh temporary DATA_DIR and waits until it listens. */
export async function startServer(env: Readonly<Record<string, string>> = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-e2e-'))
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  // The Node options of `npm start` (its heap growth among them); the sources run under tsx.
  const child = spawn(process.execPath, [...productionNodeOptions(), '--import', 'tsx', 'runtime/cli/start.ts'], {
    cwd: ROOT,
    env: { ...inherited, NODE_ENV: 'development', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start within 120 s:\n${output}`)), 120_000)
    const check = () => {
      const match = /serving on (http:\/\/[^\s]+) /.exec(output)
      // A fresh DATA_DIR is a new database: the demo admin's line follows the listening line,
      // possibly in a later chunk, so both are waited for.
      if (match?.[1] !== undefined && /Demo admin: /.test(output)) {
        clearTimeout(timer)
        resolve(match[1].replace('localhost', '127.0.0.1'))
      }
    }
    child.stdout.on('data', check)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`The server exited with ${code} before listening:\n${output}`))
    })
  })
  const admin = /Demo admin: (\S+) \/ (\S+)/.exec(output)
  return {
    url,
    dataDir: env.DATA_DIR ?? dataDir,
    output: () => output,
    demoAdmin: admin?.[1] !== undefined && admin[2] !== undefined ? { email: admin[1], password: admin[2] } : undefined,
    async stop() {
      await stopChild(child)
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}
