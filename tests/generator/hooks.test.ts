/**
 * Hooks named in the schema (issue #26) as `npm run generate` checks them: the file
 * `runtime/modules/<module>/hooks/<entity>.ts` under `--code` must export each name, made by the
 * definer of its phase for its entity; otherwise generate exits 1 naming the entity, the phase,
 * the hook and the file. A schema whose hooks all exist gets their loader in
 * `generated/hooks/entity-hooks.gen.ts`.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { runGenerator, scratchProject } from './support/run-generator.ts'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

/** The catalog fixture with `hooks` given to ecommerce/products, and its hook file when `hookFile` is given. */
async function projectWithHooks(hooks: string, hookFile?: string) {
  const scratch = await scratchProject('catalog')
  cleanups.push(scratch.remove)
  const productsFile = path.join(scratch.dir, 'schema', 'ecommerce', 'products.ts')
  const source = await readFile(productsFile, 'utf8')
  await writeFile(
    productsFile,
    source.replace(
      "  indexes: [{ fields: ['type', 'featured'] }],\n",
      `  indexes: [{ fields: ['type', 'featured'] }],\n  hooks: ${hooks},\n`,
    ),
  )
  if (hookFile !== undefined) {
    await mkdir(path.join(scratch.dir, 'runtime', 'modules', 'ecommerce', 'hooks'), { recursive: true })
    await writeFile(path.join(scratch.dir, 'runtime', 'modules', 'ecommerce', 'hooks', 'products.ts'), hookFile)
  }
  return { ...scratch, args: [...scratch.args, '--code', scratch.dir] }
}

const HOOK_FILE = `import { afterCommit, beforeWrite } from '#runtime/hooks/entity-hook.ts'

export const stockNeverNegative = beforeWrite('ecommerce/products', () => undefined)
export const announceProduct = afterCommit('ecommerce/products', () => undefined)
export const helper = () => 1
export const pagesHook = beforeWrite('host/pages', () => undefined)
`

describe('npm run generate with hooks', () => {
  it('fails naming the missing file when an entity names a hook and has no hook file', async () => {
    const { args } = await projectWithHooks("{ beforeWrite: 'stockNeverNegative' }")
    const result = await runGenerator([...args, '--check'])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(
      'ecommerce/products: hooks.beforeWrite names stockNeverNegative, but there is no runtime/modules/ecommerce/hooks/products.ts to export it',
    )
    expect(result.stderr).not.toContain('    at ')
  })

  it('fails for a name the file does not export, a hook of another phase or entity, and an export that is no hook: all at once', async () => {
    const { args } = await projectWithHooks(
      "{ beforeWrite: ['stockNeverNegatve', 'pagesHook'], afterWrite: 'announceProduct', afterRead: 'helper' }",
      HOOK_FILE,
    )
    const result = await runGenerator([...args, '--check'])
    expect(result.code).toBe(1)
    const lines = result.stderr.trimEnd().split('\n')
    expect(lines[0]).toBe('4 schema errors:')
    const file = 'runtime/modules/ecommerce/hooks/products.ts'
    expect(result.stderr).toContain(
      `hooks.beforeWrite names stockNeverNegatve, which ${file} does not export (it exports announceProduct, helper, pagesHook, stockNeverNegative)`,
    )
    expect(result.stderr).toContain(`hooks.beforeWrite: pagesHook in ${file} is a hook of host/pages, not of ecommerce/products`)
    expect(result.stderr).toContain(`hooks.afterWrite: announceProduct in ${file} is made with afterCommit(), not afterWrite()`)
    expect(result.stderr).toContain(
      `hooks.afterRead: ${file} exports helper, but not as a hook: write export const helper = afterRead('ecommerce/products', …) from #runtime/hooks/entity-hook.ts`,
    )
  })

  it('fails for a phase that does not exist', async () => {
    const { args } = await projectWithHooks("{ beforeSave: 'stockNeverNegative' } as never", HOOK_FILE)
    const result = await runGenerator([...args, '--check'])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('hooks: "beforeSave" is no hook phase (beforeWrite, afterWrite, afterCommit, afterRead)')
  })

  it('emits a loader of the named hooks when they all exist', async () => {
    const { dir, args } = await projectWithHooks("{ beforeWrite: 'stockNeverNegative', afterCommit: 'announceProduct' }", HOOK_FILE)
    const result = await runGenerator([...args, '--migration', 'init'])
    expect(result.code, result.stderr).toBe(0)
    const emitted = await readFile(path.join(dir, 'generated', 'hooks', 'entity-hooks.gen.ts'), 'utf8')
    expect(emitted).toContain(
      [
        "  'ecommerce/products': async () => {",
        "    const hooks = await import('#runtime/modules/ecommerce/hooks/products.ts')",
        "    return { beforeWrite: { stockNeverNegative: hooks.stockNeverNegative }, afterCommit: { announceProduct: hooks.announceProduct } } satisfies EntityHookSet<'ecommerce/products'>",
        '  },',
      ].join('\n'),
    )
  })
})
