/**
 * `npx tsx examples/make-product.ts <example> <folder>`: a copy of this repository that is the
 * product `examples/<example>/` describes instead of the demo. The example's `schema/index.ts` and
 * module folders are laid over `schema/` (Tessera's own modules stay, listed or not: the site's
 * list decides), its `seed/` replaces the demo's, its `web/modules/<module>/` folders join
 * `web/modules/`, and `migrations/` starts empty, so the product's first migration is its own.
 * `tsconfig.product.json` type-checks the product (schema, seed, generator, generated, runtime, web)
 * without Tessera's own tests/ and bench/, which exercise the demo. The copy shares this
 * repository's node_modules through a symbolic link. The next steps are in examples/<example>/README.md.
 */
import { cp, mkdir, readdir, rm, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../', import.meta.url))

// Not copied: installed packages (linked instead), local data and builds, history, and the examples.
const SKIPPED = new Set(['node_modules', '.data', 'dist', '.git', 'examples', 'migrations'])

/** The product's type check: the repository's options and module exclusions, its product folders only. */
const PRODUCT_TSCONFIG = {
  extends: './tsconfig.json',
  include: ['contract', 'schema', 'seed', 'generator', 'generated', 'migrations', 'runtime', 'web'],
}

async function entries(folder: string): Promise<string[]> {
  return readdir(folder).catch(() => [])
}

/** Copies the repository into `target` (which must not exist or be empty) as the product of `examples/<example>/`. */
export async function makeProduct(example: string, target: string): Promise<void> {
  const source = path.join(ROOT, 'examples', example)
  if ((await entries(path.join(source, 'schema'))).length === 0) throw new Error(`examples/${example}/schema/ is missing`)
  if ((await entries(target)).length > 0) throw new Error(`${target} is not empty`)
  await mkdir(target, { recursive: true })
  await cp(ROOT, target, {
    recursive: true,
    filter: (file) => path.dirname(file) !== path.resolve(ROOT) || !SKIPPED.has(path.basename(file)),
  })
  await symlink(path.join(ROOT, 'node_modules'), path.join(target, 'node_modules'))

  await cp(path.join(source, 'schema'), path.join(target, 'schema'), { recursive: true })
  await rm(path.join(target, 'seed'), { recursive: true, force: true })
  await cp(path.join(source, 'seed'), path.join(target, 'seed'), { recursive: true })
  for (const module of await entries(path.join(source, 'web/modules'))) {
    await cp(path.join(source, 'web/modules', module), path.join(target, 'web/modules', module), { recursive: true })
  }
  await mkdir(path.join(target, 'migrations'))
  await writeFile(path.join(target, 'tsconfig.product.json'), `${JSON.stringify(PRODUCT_TSCONFIG, null, 2)}\n`)
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [example, target] = process.argv.slice(2)
  if (example === undefined || target === undefined) {
    console.error(
      'Usage: npx tsx examples/make-product.ts <example> <folder>   (for example: npx tsx examples/make-product.ts library ../library-site)',
    )
    process.exitCode = 1
  } else {
    await makeProduct(example, path.resolve(target))
    console.log(`examples/${example} is a product in ${path.resolve(target)}; next: examples/${example}/README.md`)
  }
}
