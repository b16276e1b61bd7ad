/**
 * The generator stands alone: no file under generator/ imports from runtime/, web/,
 * generated/ or schema/ (the schema is loaded by path at run time); it shares only contract/,
 * the tables every layer imports (tests/repository/dependency-directions.test.ts). The TypeScript
 * compiler resolves the imports, so `#runtime/…` aliases, relative paths and type-only
 * imports all count, and import lines inside emitted code templates do not.
 */
import { execFile } from 'node:child_process'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url))
const run = promisify(execFile)

async function typeScriptFiles(folder: string): Promise<string[]> {
  const entries = await readdir(path.join(repositoryRoot, folder), { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? typeScriptFiles(`${folder}/${entry.name}`)
        : Promise.resolve(entry.name.endsWith('.ts') ? [`${folder}/${entry.name}`] : []),
    ),
  )
  return nested.flat()
}

describe('generator/', () => {
  it('imports nothing from outside generator/ but contract/ and packages', async () => {
    const sources = await typeScriptFiles('generator')
    const tsc = path.join(repositoryRoot, 'node_modules/.bin/tsc')
    const options = [
      '--ignoreConfig',
      '--listFilesOnly',
      '--noEmit',
      '--module',
      'nodenext',
      '--moduleResolution',
      'nodenext',
      '--allowImportingTsExtensions',
      '--types',
      'node',
    ]
    const { stdout } = await run(tsc, [...options, ...sources], { cwd: repositoryRoot })
    const ownFiles = stdout
      .split('\n')
      .filter((file) => file !== '' && !file.includes('/node_modules/'))
      .map((file) => path.relative(repositoryRoot, file))
    expect(ownFiles.length).toBeGreaterThanOrEqual(sources.length)
    expect(ownFiles.filter((file) => !file.startsWith('generator/') && !file.startsWith('contract/'))).toEqual([])
  })
})
