/** The generator CLI as a developer uses it: errors, migrations, refusals and `--check`. */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { runGenerator, scratchProject } from './support/run-generator.ts'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

async function project(fixture: string) {
  const scratch = await scratchProject(fixture)
  cleanups.push(scratch.remove)
  return scratch
}

describe('npm run generate', () => {
  it('ends a run with schema errors with exit code 1 and every problem on stderr', async () => {
    const result = await runGenerator(['--schema', 'tests/generator/fixtures/invalid/schema', '--out', '.data/never', '--ir'])
    expect(result).toMatchObject({ code: 1, stdout: '' })
    const lines = result.stderr.trimEnd().split('\n')
    expect(lines[0]).toBe('5 schema errors:')
    expect(lines.slice(1)).toHaveLength(5)
    expect(lines).toContain('  tests/generator/fixtures/invalid/schema/index.ts: defaultLanguage "ru" is not in languages')
  })

  it('refuses a schema folder with no index.ts in one line', async () => {
    const result = await runGenerator(['--schema', 'tests/generator/fixtures/nowhere', '--ir'])
    expect(result).toMatchObject({
      code: 1,
      stdout: '',
      stderr: '--schema tests/generator/fixtures/nowhere: there is no tests/generator/fixtures/nowhere/index.ts to load\n',
    })
  })

  it('names a broken snapshot file instead of printing a stack trace', async () => {
    const { dir, args } = await project('catalog')
    await mkdir(path.join(dir, 'migrations'))
    await writeFile(path.join(dir, 'migrations', 'schema.snapshot.json'), '{ "version": 1, ')
    const result = await runGenerator([...args, '--check'])
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/migrations\/schema\.snapshot\.json is not valid JSON \(.+\); restore the committed one\n$/)
    expect(result.stderr).not.toContain('    at ')
  })

  it('writes a migration, refuses a destructive one without --allow-destructive, and never rewrites a committed one', async () => {
    const { dir, args } = await project('catalog')
    const first = await runGenerator([...args, '--migration', 'init'])
    expect(first.code, first.stderr).toBe(0)
    expect(first.stdout).toContain('Wrote')
    const init = await readFile(path.join(dir, 'migrations', '0001_init.ts'), 'utf8')

    const productsFile = path.join(dir, 'schema', 'ecommerce', 'products.ts')
    const source = await readFile(productsFile, 'utf8')
    await writeFile(productsFile, source.replace('    secretNote: text({ secret: true }),\n', ''))
    const refused = await runGenerator([...args, '--migration', 'drop_note'])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain('Refused: this migration would lose data')
    expect(refused.stderr).toContain('dropColumn ecommerce_products.secret_note')
    expect(await readdir(path.join(dir, 'migrations'))).toEqual(['0001_init.ts', 'schema.snapshot.json'])

    const allowed = await runGenerator([...args, '--migration', 'drop_note', '--allow-destructive'])
    expect(allowed.code, allowed.stderr).toBe(0)
    expect(await readdir(path.join(dir, 'migrations'))).toEqual(['0001_init.ts', '0002_drop_note.ts', 'schema.snapshot.json'])
    expect(await readFile(path.join(dir, 'migrations', '0001_init.ts'), 'utf8')).toBe(init)

    const nothing = await runGenerator([...args, '--migration', 'again'])
    expect(nothing.stdout).toContain('No schema changes since the last migration')
  })

  it('--check passes when up to date, and catches a hand-edited file, a stale file and a schema change with no migration', async () => {
    const { dir, args } = await project('catalog')
    expect((await runGenerator([...args, '--migration', 'init'])).code).toBe(0)
    const clean = await runGenerator([...args, '--check'])
    expect(clean.code, clean.stderr).toBe(0)

    const generatedFile = path.join(dir, 'generated', 'validators', 'ecommerce', 'products.gen.ts')
    const original = await readFile(generatedFile, 'utf8')
    await writeFile(generatedFile, original.replace('z.uuid()', 'z.string()'))
    await writeFile(path.join(dir, 'generated', 'leftover.gen.ts'), '// old\n')
    const edited = await runGenerator([...args, '--check'])
    expect(edited.code).toBe(1)
    expect(edited.stderr).toContain('changed: ')
    expect(edited.stderr).toContain('validators/ecommerce/products.gen.ts differs from what the schema generates')
    expect(edited.stderr).toContain('leftover.gen.ts is no longer generated')

    expect((await runGenerator(args)).code).toBe(0)
    expect(await readFile(generatedFile, 'utf8')).toBe(original)
    const productsFile = path.join(dir, 'schema', 'ecommerce', 'products.ts')
    await writeFile(
      productsFile,
      (await readFile(productsFile, 'utf8'))
        .replace('    mimeType', '    mimeType')
        .replace('    stock: integer', '    weight: integer(),\n    stock: integer'),
    )
    expect((await runGenerator(args)).code).toBe(0)
    const unmigrated = await runGenerator([...args, '--check'])
    expect(unmigrated.code).toBe(1)
    expect(unmigrated.stderr).toContain('the schema changed without a migration (1 statement)')
    expect(unmigrated.stderr).toContain('addColumn ecommerce_products.weight')
  })

  it('writes byte-identical output on a second run, and writes nothing the second time', async () => {
    const { args } = await project('catalog')
    const first = await runGenerator(args)
    expect(first.stdout).toMatch(/Generated \d+ files for 6 entities: \d+ written/)
    const second = await runGenerator(args)
    expect(second.stdout).toMatch(/Generated \d+ files for 6 entities: 0 written, 0 removed/)
  })

  // Output on a pipe is written asynchronously: a CLI that ended with process.exit cut it at 64 KB.
  it('--ir writes the whole IR through a pipe, far past 64 KB, with the fields the README promises', async () => {
    const result = await runGenerator(['--ir'])
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout.length).toBeGreaterThan(256 * 1024)
    const ir = JSON.parse(result.stdout) as {
      version: number
      languages: string[]
      defaultLanguage: string
      modules: string[]
      entities: Record<string, unknown>[]
    }
    expect(ir.version).toBe(1)
    expect(ir.languages).toContain(ir.defaultLanguage)
    expect(ir.entities.length).toBeGreaterThan(50)
    for (const entity of ir.entities) {
      expect(Object.keys(entity)).toEqual(
        expect.arrayContaining(['kind', 'module', 'name', 'table', 'route', 'fields', 'links', 'access', 'admin']),
      )
      for (const field of entity.fields as Record<string, unknown>[]) {
        expect(Object.keys(field)).toEqual(expect.arrayContaining(['name', 'column', 'kind', 'notNull', 'secret']))
      }
    }
    const relation = ir.entities.find((entity) => entity.kind === 'relation')!
    expect((relation.fields as { references?: unknown }[]).filter((field) => field.references)).not.toHaveLength(0)
  })

  it('--check writes a drift report longer than 64 KB through a pipe, to its last line', async () => {
    const { dir, args } = await project('catalog')
    expect((await runGenerator([...args, '--migration', 'init'])).code).toBe(0)
    const leftovers = path.join(dir, 'generated', 'leftovers')
    await mkdir(leftovers)
    const count = 1500
    for (let index = 0; index < count; index++) {
      await writeFile(path.join(leftovers, `a-generated-file-from-an-older-schema-${String(index).padStart(4, '0')}.gen.ts`), '// old\n')
    }
    const result = await runGenerator([...args, '--check'])
    expect(result.code).toBe(1)
    expect(result.stderr.length).toBeGreaterThan(128 * 1024)
    const lines = result.stderr.trimEnd().split('\n')
    expect(lines.filter((line) => line.includes('is no longer generated'))).toHaveLength(count)
    expect(lines.at(-1)).toBe('Run npm run generate and commit the result.')
  })
})
