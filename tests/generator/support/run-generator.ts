/** Runs `npm run generate` as a separate process, as a developer would. */
import { execFile } from 'node:child_process'
import { cp, mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { fixtureDir, repositoryRoot } from './generate-fixture.ts'

const run = promisify(execFile)

/** Exit code and output of one generator run. */
export interface GeneratorRun {
  readonly code: number
  readonly stdout: string
  readonly stderr: string
}

/** Runs the generator CLI from the repository root with the given arguments. */
export async function runGenerator(args: readonly string[]): Promise<GeneratorRun> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'generator/cli/main.ts', ...args], { cwd: repositoryRoot })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' }
  }
}

/**
 * A scratch project inside the repository (so `#dsl` resolves) with a copy of a
 * fixture's schema and empty output and migrations folders.
 */
export async function scratchProject(fixture: string): Promise<{ dir: string; args: string[]; remove: () => Promise<void> }> {
  const dir = path.join(repositoryRoot, '.data', 'generator-tests', `${fixture}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`)
  await mkdir(dir, { recursive: true })
  await cp(path.join(fixtureDir(fixture), 'schema'), path.join(dir, 'schema'), { recursive: true })
  const args = ['--schema', path.join(dir, 'schema'), '--out', path.join(dir, 'generated'), '--migrations', path.join(dir, 'migrations')]
  return { dir, args, remove: () => rm(dir, { recursive: true, force: true }) }
}
