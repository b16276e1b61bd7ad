/**
 * `npm start` runs compiled JavaScript: the server build is made from the sources, reused while
 * they are unchanged, and plain `node` (no TypeScript loader) serves the API, the docs page (an
 * asset read next to its module) and the site from it, migrating a new database first.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashInputs } from '#runtime/server/hashed-build.ts'
import { productionNodeOptions } from '#runtime/server/production-node-options.ts'
import { REPOSITORY_ROOT } from '#runtime/server/repository-root.ts'
import { ensureServerBuild, SERVER_BUILD_INPUTS, SERVER_START_FILE } from '#runtime/server/server-build.ts'
import { ensureWebBuild } from '#web/server/web-build.ts'

let server: ChildProcess | undefined
let origin: string
let output = ''

beforeAll(async () => {
  await ensureServerBuild()
  await ensureWebBuild()
  // Plain node with `npm start`'s options, a clean environment: nothing may load TypeScript at run time.
  server = spawn(process.execPath, [...productionNodeOptions(), SERVER_START_FILE], {
    cwd: REPOSITORY_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      PORT: '0',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      HOME: process.env.HOME ?? '/tmp',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  origin = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = output.match(/Tessera is serving on (http:\/\/\S+) /)
      if (match?.[1]) resolve(match[1])
    }
    server?.stdout?.on('data', onData)
    server?.stderr?.on('data', onData)
    server?.on('exit', (code) => reject(new Error(`the compiled server exited (${code}):\n${output}`)))
  })
}, 240_000)

afterAll(() => {
  server?.kill('SIGTERM')
})

describe('the compiled server', () => {
  it('is reused while the sources are unchanged, and start.js points at it', async () => {
    const again = await ensureServerBuild()
    expect(again.built).toBe(false)
    expect(again.hash).toBe(await hashInputs(REPOSITORY_ROOT, SERVER_BUILD_INPUTS))
    expect(await readFile(SERVER_START_FILE, 'utf8')).toContain(`./${again.hash}/runtime/cli/start.js`)
    expect((await stat(path.join(again.directory, 'migrations'))).isDirectory()).toBe(true)
  })

  it('serves the API, its docs page and the site from plain node', async () => {
    const health = await fetch(`${origin}/health`)
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ data: { status: 'ok', database: 'pglite' } })

    const products = await fetch(`${origin}/api/ecommerce/products?limit=1`)
    expect(products.status).toBe(200)
    expect(((await products.json()) as { data: unknown[] }).data).toHaveLength(1)

    const docs = await fetch(`${origin}/api/docs`)
    expect(docs.status).toBe(200)
    expect(await docs.text()).toContain('<html')

    const home = await fetch(`${origin}/en`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('<!DOCTYPE html>')
  })

  it('runs with the Node options of npm start and no TypeScript loader', async () => {
    const commandLine = (await readFile(`/proc/${server?.pid}/cmdline`, 'utf8')).split('\0').filter(Boolean)
    expect(commandLine).toEqual([process.execPath, '--heap-growing-percent=50', SERVER_START_FILE])
    expect(output).not.toMatch(/tsx/)
  })
})
