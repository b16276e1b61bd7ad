/**
 * `npm start` in a process of its own (runtime/cli/start.ts under tsx), as a supervisor runs it:
 * several of these on one PostgreSQL database are several servers behind a load balancer.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { waitForMailedCode } from '../../modules/rbac/support/outbox.ts'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

/** A JWT secret every test process shares, so a token from one is good on the others. */
export const PROCESS_JWT_SECRET = 'jobs-test-jwt-secret-of-at-least-32-characters'

/** A started server process. */
export interface ServerProcess {
  /** `http://127.0.0.1:<port>`. */
  readonly url: string
  /** Its DATA_DIR (its mail outbox is under it). */
  readonly dataDir: string
  readonly child: ChildProcess
  /** Everything it printed so far, stdout and stderr. */
  output(): string
  /** Resolves with the exit code (or the signal) once it has exited. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  /** SIGTERM, then SIGKILL after 15 s; removes its DATA_DIR. */
  stop(): Promise<void>
}

/** The environment a server process gets: a fresh DATA_DIR, any free port, quiet logs. */
export function serverEnv(dataDir: string, env: Readonly<Record<string, string>>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  return {
    ...inherited,
    NODE_ENV: 'development',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    JWT_SECRET: PROCESS_JWT_SECRET,
    AUTH_RATE_LIMIT: '100000',
    FORM_RATE_LIMIT: '100000',
    ...env,
  }
}

/** Spawns `runtime/cli/start.ts` with `env` over the defaults of {@link serverEnv}, without waiting. */
export async function spawnServer(
  env: Readonly<Record<string, string>> = {},
): Promise<{ child: ChildProcess; dataDir: string; output: () => string; exited: ServerProcess['exited'] }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-process-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'runtime/cli/start.ts'], {
    cwd: ROOT,
    env: serverEnv(dataDir, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  return { child, dataDir, output: () => output, exited }
}

/** Starts a server and waits until it listens (at most two minutes: it may build the site first). */
export async function startServerProcess(env: Readonly<Record<string, string>> = {}): Promise<ServerProcess> {
  const { child, dataDir, output, exited } = await spawnServer(env)
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start within 120 s:\n${output()}`)), 120_000)
    const check = () => {
      const match = /serving on (http:\/\/\S+) /.exec(output())
      if (match?.[1] === undefined) return
      clearTimeout(timer)
      child.stdout!.off('data', check)
      resolve(match[1].replace('localhost', '127.0.0.1'))
    }
    child.stdout!.on('data', check)
    void exited.then(({ code, signal }) => {
      clearTimeout(timer)
      reject(new Error(`The server exited (${code ?? signal}) before listening:\n${output()}`))
    })
  })
  return {
    url,
    dataDir,
    child,
    output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
        child.kill('SIGTERM')
        await exited
        clearTimeout(timer)
      }
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** A JSON call over HTTP: the body and the status. */
export async function httpJson(
  url: string,
  method: string,
  body?: unknown,
  headers: Readonly<Record<string, string>> = {},
): Promise<{ status: number; body: any }> {
  const response = await fetch(url, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text) }
}

/**
 * Registers an account by e-mail through a server, verified with the code it mailed (sent by whichever
 * of `servers`, sharing one database, ran the mail job); its subject id and access token.
 */
export async function registerOver(
  server: Pick<ServerProcess, 'url' | 'dataDir'>,
  email: string,
  servers: readonly Pick<ServerProcess, 'dataDir'>[] = [server],
): Promise<{ subjectId: string; jwt: string; email: string }> {
  const { url } = server
  const accepted = await httpJson(`${url}/api/rbac/subjects/authentication/email-and-password/registration`, 'POST', {
    login: email,
    password: 'correct horse battery',
  })
  if (accepted.status !== 202) throw new Error(`Registration failed: ${accepted.status} ${JSON.stringify(accepted.body)}`)
  const code = await waitForMailedCode(
    servers.map((each) => path.join(each.dataDir, 'outbox')),
    email,
    'verify',
    30_000,
  )
  const reply = await httpJson(`${url}/api/rbac/subjects/authentication/email-and-password/verification`, 'POST', { code })
  if (reply.status !== 200) throw new Error(`Verification failed: ${reply.status} ${JSON.stringify(reply.body)}`)
  const jwt: string = reply.body.data.jwt
  const me = await httpJson(`${url}/api/rbac/subjects/authentication/me`, 'GET', undefined, { authorization: `Bearer ${jwt}` })
  return { subjectId: me.body.data.id, jwt, email }
}
