/**
 * Every package our code imports is declared in package.json. An undeclared one works only while
 * another package happens to bring it along (fastify-plugin came with fastify, pino with it too),
 * and breaks the day that package drops or upgrades it. TypeScript's own pre-processor finds the
 * imports, so `import type`, `export … from` and `import('…')` count and strings in code do not.
 */
import { readdir, readFile } from 'node:fs/promises'
import { builtinModules } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ts } from 'ts-morph'
import { describe, expect, it } from 'vitest'

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url))
const SOURCE_FOLDERS = ['bench', 'contract', 'examples', 'generator', 'migrations', 'runtime', 'schema', 'seed', 'tests', 'web']
const SOURCE_FILE = /\.(ts|tsx|mts)$/

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(path.join(repositoryRoot, folder), { withFileTypes: true }).catch(() => [])
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = `${folder}/${entry.name}`
      if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'fixtures' ? [] : sourceFiles(relative)
      return SOURCE_FILE.test(entry.name) ? [relative] : []
    }),
  )
  return nested.flat()
}

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`; undefined for paths, aliases and Node's own modules. */
function packageName(specifier: string): string | undefined {
  if (/^[./#]/.test(specifier) || specifier.startsWith('node:') || builtinModules.includes(specifier)) return undefined
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

describe('package.json', () => {
  it('declares every package the code imports', async () => {
    const manifest = JSON.parse(await readFile(path.join(repositoryRoot, 'package.json'), 'utf8')) as Record<
      string,
      Record<string, string> | undefined
    >
    const declared = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})])
    const files = (await Promise.all(SOURCE_FOLDERS.map(sourceFiles))).flat()
    expect(files.length).toBeGreaterThan(500)
    const undeclared: string[] = []
    for (const file of files) {
      const { importedFiles } = ts.preProcessFile(await readFile(path.join(repositoryRoot, file), 'utf8'), true, true)
      for (const { fileName } of importedFiles) {
        const name = packageName(fileName)
        if (name !== undefined && !declared.has(name)) undeclared.push(`${file}: ${name}`)
      }
    }
    expect(undeclared).toEqual([])
  })
})
