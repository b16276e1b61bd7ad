/**
 * A real server for browser journeys, started the way `npm start` starts it (runtime/cli/start.ts
 * in its own process) on a fresh embedded database in a temporary DATA_DIR. One per test file.
 *
 * A first start (a new database: migrations, the demo site, the demo admin) took 39 s of a busy
 * machine against 9 s for a start on a database that exists, and every journey needs the same
 * first state. So the first journey of a test run makes it once, by a real first start, and keeps
 * the stopped server's DATA_DIR as a template; every server of the run then starts on a copy of it
 * (the demo admin's credentials come from the template's first start). `freshDatabase: true` starts
 * on an empty DATA_DIR instead, for a journey that is about the first start itself.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
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

/** Options of {@link startServer}. */
export interface StartServerOptions {
  /** Start on an empty DATA_DIR (a real first start) instead of a copy of the run's first state. */
  readonly freshDatabase?: boolean
}

type DemoAdmin = { readonly email: string; readonly password: string }

/**
 * Starts the product on a temporary DATA_DIR (or `env.DATA_DIR`, which must be empty) holding the
 * run's first state, and waits until it listens.
 */
export async function startServer(env: Readonly<Record<string, string>> = {}, options: StartServerOptions = {}): Promise<RunningServer> {
  const dataDir = env.DATA_DIR ?? (await mkdtemp(path.join(os.tmpdir(), 'tessera-e2e-')))
  const demoAdmin = options.freshDatabase ? undefined : await copyFirstState(dataDir)
  const server = await startOn(dataDir, env, demoAdmin)
  return {
    ...server,
    async stop() {
      await server.stop()
      // The caller's own DATA_DIR is the caller's to remove.
      if (env.DATA_DIR === undefined) await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** Copies the run's first state into `dataDir`; resolves with its demo admin. */
async function copyFirstState(dataDir: string): Promise<DemoAdmin> {
  const template = await firstStateTemplate()
  await cp(template.dataDir, dataDir, { recursive: true })
  return template.demoAdmin
}

/** The run's first state, made once by a real first start; parallel workers wait for the one making it. */
async function firstStateTemplate(): Promise<{ readonly dataDir: string; readonly demoAdmin: DemoAdmin }> {
  const root = path.join(os.tmpdir(), 'tessera-e2e-first-state')
  const ready = path.join(root, 'ready.json')
  try {
    await mkdir(root)
  } catch {
    // Another worker makes it: wait for its ready file.
    for (let waited = 0; waited < 180_000; waited += 200) {
      const made = await readFile(ready, 'utf8').catch(() => undefined)
      if (made !== undefined) return JSON.parse(made) as { dataDir: string; demoAdmin: DemoAdmin }
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    throw new Error(`No first-state template appeared in ${root} within 180 s`)
  }
  const dataDir = path.join(root, 'data')
  await mkdir(dataDir)
  const server = await startOn(dataDir, {}, undefined)
  await stopChild(server.child)
  if (server.demoAdmin === undefined || (await readdir(dataDir)).length === 0)
    throw new Error(`The first start printed no demo admin:\n${server.output()}`)
  const made = { dataDir, demoAdmin: server.demoAdmin }
  await writeFile(`${ready}.tmp`, JSON.stringify(made))
  await cp(`${ready}.tmp`, ready)
  return made
}

/** Starts the server on `dataDir`; `demoAdmin` is the first start's when the database is a copy. */
async function startOn(
  dataDir: string,
  env: Readonly<Record<string, string>>,
  demoAdmin: DemoAdmin | undefined,
): Promise<RunningServer & { readonly child: ChildProcess }> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  // The Node options of `npm start` (its heap growth among them); the sources run under tsx.
  const child = spawn(process.execPath, [...productionNodeOptions(), '--import', 'tsx', 'runtime/cli/start.ts'], {
    cwd: ROOT,
    env: { ...inherited, NODE_ENV: 'development', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // A copy of the first state starts with the line its first start printed, so that whoever reads
  // the demo admin from the output finds it as on a first start.
  let output =
    demoAdmin === undefined ? '' : `Demo admin: ${demoAdmin.email} / ${demoAdmin.password} (printed by this database's first start)\n`
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start within 120 s:\n${output}`)), 120_000)
    const check = () => {
      const match = /serving on (http:\/\/[^\s]+) /.exec(output)
      // On a new database the demo admin's line follows the listening line, possibly in a later
      // chunk, so both are waited for.
      if (match?.[1] !== undefined && (demoAdmin !== undefined || /Demo admin: /.test(output))) {
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
    child,
    dataDir,
    output: () => output,
    demoAdmin: admin?.[1] !== undefined && admin[2] !== undefined ? { email: admin[1], password: admin[2] } : demoAdmin,
    stop: () => stopChild(child),
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
