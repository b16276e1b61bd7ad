/**
 * Named fixture schemas against golden output files. The golden files are real
 * `.ts` files under tests/, so `npm run typecheck` type-checks them too.
 * Set UPDATE_GOLDEN=1 to rewrite them after an intended change.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { fixtureDir, generateFixture } from './support/generate-fixture.ts'

const fixtures = ['catalog', 'long-names']

async function listFiles(root: string, relative = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, relative), { withFileTypes: true }).catch(() => [])
  const files: string[] = []
  for (const entry of entries) {
    const child = relative ? `${relative}/${entry.name}` : entry.name
    if (entry.isDirectory()) files.push(...(await listFiles(root, child)))
    else files.push(child)
  }
  return files.sort()
}

describe.each(fixtures)('fixture %s', (name) => {
  it('generates exactly the golden files', async () => {
    const { files } = await generateFixture(name)
    const expectedDir = path.join(fixtureDir(name), 'expected')
    if (process.env.UPDATE_GOLDEN) {
      await rm(expectedDir, { recursive: true, force: true })
      for (const file of files) {
        await mkdir(path.dirname(path.join(expectedDir, file.path)), { recursive: true })
        await writeFile(path.join(expectedDir, file.path), file.contents)
      }
    }
    expect(files.map((file) => file.path).sort()).toEqual(await listFiles(expectedDir))
    for (const file of files) {
      expect(file.contents, file.path).toBe(await readFile(path.join(expectedDir, file.path), 'utf8'))
    }
  })

  it('is deterministic: two runs give byte-identical output', async () => {
    const first = await generateFixture(name)
    const second = await generateFixture(name)
    expect(second.files).toEqual(first.files)
  })
})

describe('the long-names fixture', () => {
  it('keeps every SQL identifier within 63 characters, with stable hashed suffixes', async () => {
    const { ir } = await generateFixture('long-names')
    const identifiers = ir.entities.flatMap((entity) => [
      entity.table,
      ...entity.fields.map((field) => field.column),
      ...entity.indexes.map((index) => index.name),
    ])
    for (const identifier of identifiers) expect(identifier.length, identifier).toBeLessThanOrEqual(63)
    expect(new Set(identifiers.filter((id) => id !== 'id' && !id.endsWith('_at'))).size).toBeGreaterThan(5)
    expect(ir.entities.map((entity) => entity.table)).toContain('website_builder_extraordinarily_long_named_widgets_to_0159c2d0')
  })

  it('names both links of a self-relation after their keys', async () => {
    const { ir } = await generateFixture('long-names')
    const widgets = ir.entities.find((entity) => entity.name === 'extraordinarily-long-named-widgets')!
    expect(widgets.links.map((link) => link.name)).toEqual([
      'extraordinarilyLongNamedWidgetsToExtraordinarilyLongNamedWidgetsByChild',
      'extraordinarilyLongNamedWidgetsToExtraordinarilyLongNamedWidgetsByParent',
    ])
  })
})
