/**
 * Builds kept while in use: a server serving the assets of one build keeps them when another
 * process makes a newer build (the newer build removes only builds no live process holds, beyond
 * the few newest), and a holder that died no longer keeps anything.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ensureHashedBuild, HOLDERS_DIRECTORY, PREVIOUS_BUILDS_KEPT } from '#runtime/server/hashed-build.ts'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

async function workspace() {
  const root = await mkdtemp(path.join(tmpdir(), 'hashed-build-'))
  cleanups.push(() => rm(root, { recursive: true, force: true }))
  const buildsDirectory = path.join(root, 'builds')
  let version = 0
  // Each call changes the input, so each build gets a new hash.
  const build = async () => {
    version += 1
    await writeFile(path.join(root, 'input.txt'), `version ${version}`)
    return ensureHashedBuild({
      root,
      inputs: ['input.txt'],
      buildsDirectory,
      build: async (outDir) => {
        await mkdir(path.join(outDir, 'assets'), { recursive: true })
        await writeFile(path.join(outDir, 'assets', 'app.js'), `// ${version}`)
      },
    })
  }
  const kept = async () => (await readdir(buildsDirectory)).filter((name) => !name.startsWith('.')).sort()
  return { build, kept }
}

// A process that stays alive until the test ends, standing in for a server in another process.
function otherProcess(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
  cleanups.push(async () => void child.kill('SIGKILL'))
  return child
}

async function holdAs(directory: string, pid: number): Promise<void> {
  await mkdir(path.join(directory, HOLDERS_DIRECTORY), { recursive: true })
  await writeFile(path.join(directory, HOLDERS_DIRECTORY, String(pid)), '')
}

async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' })
  await new Promise((resolve) => child.on('exit', resolve))
  return child.pid ?? 0
}

describe('hashed builds', () => {
  it('never removes a build another live process holds, however many builds follow', async () => {
    const { build, kept } = await workspace()
    const served = await build()
    // This process holds every build it asked for; the server is another process.
    await rm(path.join(served.directory, HOLDERS_DIRECTORY), { recursive: true })
    await holdAs(served.directory, otherProcess().pid ?? 0)
    for (let index = 0; index < PREVIOUS_BUILDS_KEPT + 3; index++) await build()
    expect(await kept()).toContain(served.hash)
    expect(await readdir(path.join(served.directory, 'assets'))).toEqual(['app.js'])
  })

  it('keeps the newest previous builds and removes older ones no live process holds', async () => {
    const { build, kept } = await workspace()
    const first = await build()
    await rm(path.join(first.directory, HOLDERS_DIRECTORY), { recursive: true })
    await holdAs(first.directory, await deadPid())
    const hashes = [first.hash]
    for (let index = 0; index < PREVIOUS_BUILDS_KEPT + 2; index++) {
      const next = await build()
      await rm(path.join(next.directory, HOLDERS_DIRECTORY), { recursive: true })
      hashes.push(next.hash)
    }
    // The current build and the ones just before it.
    expect(await kept()).toEqual(hashes.slice(-(PREVIOUS_BUILDS_KEPT + 1)).sort())
  })

  it('holds the builds this process asked for until it exits', async () => {
    const { build } = await workspace()
    const current = await build()
    expect(await readdir(path.join(current.directory, HOLDERS_DIRECTORY))).toEqual([String(process.pid)])
  })
})
