/**
 * The runtime CLIs in their own processes with stdout and stderr on pipes, as a script or CI
 * reads them: failures end with an exit code and their whole message, and a stopped server
 * exits cleanly.
 */
import { execFile, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../', import.meta.url))
const run = promisify(execFile)
const dataDirs: string[] = []
afterEach(async () => {
  while (dataDirs.length) await rm(dataDirs.pop()!, { recursive: true, force: true })
})

async function freshDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tessera-cli-'))
  dataDirs.push(dir)
  return dir
}

/** The environment of a CLI on an embedded database in `dataDir`. */
function cliEnv(dataDir: string, extra: Readonly<Record<string, string>> = {}): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  return { ...inherited, NODE_ENV: 'development', DATA_DIR: dataDir, ...extra }
}

async function runCli(script: string, args: readonly string[], env: NodeJS.ProcessEnv) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', `runtime/cli/${script}`, ...args], { cwd: root, env })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' }
  }
}

describe('npm run migrate and npm run admin', () => {
  it('end a bad invocation with exit code 2 and the whole usage text', async () => {
    const env = cliEnv(await freshDataDir())
    const migrate = await runCli('migrate.ts', ['sideways'], env)
    expect(migrate).toMatchObject({ code: 2, stdout: '' })
    expect(migrate.stderr).toBe('Unknown command sideways\nUsage: npm run migrate -- up | down [--steps N | --all] | status\n')
    const admin = await runCli('admin.ts', ['--email', 'nobody'], env)
    expect(admin).toMatchObject({ code: 2, stdout: '' })
    expect(admin.stderr).toBe(
      '--email must be an e-mail address, got nobody\nUsage: npm run admin -- --email person@example.com [--password "at least 8 characters"]\n',
    )
  })

  // A new data directory runs PGlite's initdb in the child (7 s of CPU; minutes on a loaded machine), as the start below does.
  it('migrate status lists the pending migrations of a new database and exits 0', async () => {
    const result = await runCli('migrate.ts', ['status'], cliEnv(await freshDataDir()))
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout).toMatch(/^pending {2}0001_init\n/)
  }, 120_000)
})

describe('npm start', () => {
  it('logs one readable line per request in development, and on SIGTERM closes, logs it and exits 0', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'runtime/cli/start.ts'], {
      cwd: root,
      env: cliEnv(await freshDataDir(), { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
    await new Promise<void>((resolve, reject) => {
      const listening = () => {
        if (!output.includes('Tessera is serving on')) return
        child.stdout.off('data', listening)
        resolve()
      }
      child.stdout.on('data', listening)
      void exited.then((code) => reject(new Error(`exited with ${code} before listening:\n${output}`)))
    })
    const origin = /serving on (http:\/\/\S+) /.exec(output)![1]!
    expect((await fetch(`${origin}/health`)).status).toBe(200)
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
    expect(output).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO(?: \(\d+\))?: GET \/health 200 \d+ ms$/m)
    expect(output).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO(?: \(\d+\))?: Received SIGTERM, shutting down$/m)
    // Readable lines only: no JSON, and no second line for the request.
    expect(output).not.toContain('"msg"')
    expect(output).not.toContain('incoming request')
  }, 120_000)
})
