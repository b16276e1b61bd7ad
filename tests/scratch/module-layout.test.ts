/**
 * A developer's own product from schema/ alone (issue #25), followed on a scratch copy of the
 * repository as README "Add a module" and "Remove a module" say: a new module with two entities, a
 * relation and no widgets is added, `social`, `startup`, `ecommerce`, `billing`, `crm`, `blog`, `agent`
 * and `analytic` are left out, and nothing else is edited. The copy then generates its migration, type-checks, passes
 * `generate --check`, loads the demo seed of the modules it keeps (none blocked; the landing page
 * without the shop's course list) and serves the new module's CRUD, OpenAPI and admin model while the
 * left-out modules' routes are gone.
 */
import { execFile } from 'node:child_process'
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteHas } from '../support/site-modules.ts'

const run = promisify(execFile)
// Left out of the site by README "Remove a module": only their lines in schema/index.ts change.
const LEFT_OUT = ['social', 'startup', 'ecommerce', 'billing', 'crm', 'blog', 'agent', 'analytic'] as const
const ROOT = path.resolve(import.meta.dirname, '../..')
const SKIPPED = new Set(['node_modules', '.data', 'dist', '.git'])

const files: Record<string, string> = {
  'schema/library/books.ts': `import { entity, integer, text } from '#dsl'

export default entity('library', 'books', {
  content: true,
  fields: { isbn: text({ unique: true }), copies: integer({ default: 1 }) },
  access: { read: 'public' },
})
`,
  'schema/library/members.ts': `import { entity, text } from '#dsl'

export default entity('library', 'members', { fields: { name: text({ required: true }) } })
`,
  'schema/library/members-to-books.ts': `import { relation } from '#dsl'
import books from './books.ts'
import members from './members.ts'

export default relation('library', 'members-to-books', { from: members, to: books })
`,
  'schema/library/index.ts': `import { schemaModule } from '#dsl'
import books from './books.ts'
import members from './members.ts'
import membersToBooks from './members-to-books.ts'

export default schemaModule('library', [books, members, membersToBooks])
`,
  // Not part of the product: asks the copy's own API what it serves.
  'probe.ts': `import { createApp } from '#runtime/server/create-app.ts'
import { productApiPlugins } from '#runtime/server/product-api.ts'
import { adminRegistry } from '#generated/admin/registry.gen.ts'
import { createTestDatabase } from './tests/support/test-database.ts'
import { createTestConfig } from './tests/support/test-config.ts'
import { loadSeed } from '#runtime/seed/load-seed.ts'
import { demoSeed } from './seed/demo/index.ts'

const database = await createTestDatabase({ migrate: true })
const seeded = await loadSeed(database.db, demoSeed)
const app = await createApp({ database, config: createTestConfig({ RBAC_SECRET_KEY: 'k' }), apiPlugins: productApiPlugins })
const key = { 'x-rbac-secret-key': 'k' }
const created = await app.inject({ method: 'POST', url: '/api/library/books', headers: key, payload: { data: { title: { en: 'Dune' }, isbn: '978-0441013593' } } })
const book = created.json().data
const member = (await app.inject({ method: 'POST', url: '/api/library/members', headers: key, payload: { data: { name: 'Ann' } } })).json().data
const link = await app.inject({ method: 'POST', url: '/api/library/members-to-books', headers: key, payload: { data: { memberId: member.id, bookId: book.id } } })
const list = await app.inject({ method: 'GET', url: '/api/library/books?filters[and][0][column]=isbn&filters[and][0][method]=eq&filters[and][0][value]=978-0441013593' })
const duplicate = await app.inject({ method: 'POST', url: '/api/library/books', headers: key, payload: { data: { isbn: '978-0441013593' } } })
const stranger = await app.inject({ method: 'POST', url: '/api/library/members', payload: { data: { name: 'Eve' } } })
const deleted = await app.inject({ method: 'DELETE', url: '/api/library/members/' + member.id, headers: key })
const links = await app.inject({ method: 'GET', url: '/api/library/members-to-books', headers: key })
const chats = await app.inject({ method: 'GET', url: '/api/social/profiles', headers: key })
const shop = await app.inject({ method: 'GET', url: '/api/ecommerce/products', headers: key })
const landing = (await app.inject({ method: 'GET', url: '/api/host/pages/resolve?url=/' })).json()
const openapi = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json()
console.log(JSON.stringify({
  created: created.statusCode, link: link.statusCode, listed: list.json().data.map((row: { isbn: string }) => row.isbn),
  duplicate: duplicate.statusCode, stranger: stranger.statusCode, deleted: deleted.statusCode, linksLeft: links.json().data.length,
  social: chats.statusCode, shop: shop.statusCode, blocked: seeded.blocked, landing: JSON.stringify(landing).includes('retraining-hero-default'),
  courses: JSON.stringify(landing).includes('retraining-product-list-default'), openapi: Object.keys(openapi.paths).filter((route) => route.startsWith('/api/library/')).sort(),
  admin: Object.keys(adminRegistry).filter((model) => model.startsWith('library/')).sort(),
}))
await app.close()
await database.close()
`,
}

let copy: string
// A failed command's error carries what it printed (tsc's errors, say), so a failure shows why.
const npm = (...args: string[]) =>
  run('npm', ['run', '-s', ...args], { cwd: copy, maxBuffer: 64 * 1024 * 1024 }).catch((error: { stdout?: string; stderr?: string }) => {
    throw new Error(`npm run ${args.join(' ')} failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`.slice(0, 20_000))
  })

describe('a module added and two left out, by the README steps alone', () => {
  beforeAll(async () => {
    copy = await mkdtemp(path.join(os.tmpdir(), 'tessera-modules-'))
    await cp(ROOT, copy, { recursive: true, filter: (source) => !SKIPPED.has(path.basename(source)) || path.dirname(source) !== ROOT })
    await symlink(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'))
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(copy, file)), { recursive: true })
      await writeFile(path.join(copy, file), text)
    }
    const index = path.join(copy, 'schema/index.ts')
    let site = (await readFile(index, 'utf8'))
      .replace("import host from './host/index.ts'\n", "import host from './host/index.ts'\nimport library from './library/index.ts'\n")
      .replace('    startup,\n', '    startup,\n    library,\n')
    for (const module of LEFT_OUT) {
      site = site.replace(`import ${module} from './${module}/index.ts'\n`, '').replace(`    ${module},\n`, '')
    }
    await writeFile(index, site)
  }, 120_000)

  afterAll(async () => {
    if (copy) await rm(copy, { recursive: true, force: true })
  })

  it('generates the migration, type-checks, and leaves generate --check clean', async () => {
    const generated = await npm('generate', '--', '--migration', 'library_without_social', '--allow-destructive')
    expect(generated.stdout).toMatch(/createTable library_books\n/)
    // Each left-out module's tables go, where this repository's site still lists the module (a site
    // that left one out already dropped its tables in a migration of its own).
    for (const [module, table] of [
      ['social', 'social_chats'],
      ['ecommerce', 'ecommerce_products'],
      ['crm', 'crm_forms'],
    ] as const) {
      if (siteHas(module)) expect(generated.stdout).toMatch(new RegExp(`dropTable ${table}\n`))
    }
    await npm('typecheck')
    expect((await npm('generate', '--', '--check')).stdout).toMatch(/up to date/)
    const modules = await readFile(path.join(copy, 'generated/modules/site-modules.gen.ts'), 'utf8')
    expect(modules).toContain(
      "export const modulesLeftOut: readonly string[] = ['agent', 'analytic', 'billing', 'blog', 'crm', 'ecommerce', 'social', 'startup']",
    )
  }, 300_000)

  it("serves the new module's CRUD, OpenAPI and admin model, and none of the left-out modules' routes", async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'probe.ts'], { cwd: copy, maxBuffer: 16 * 1024 * 1024 })
    expect(JSON.parse(stdout.trim().split('\n').at(-1)!)).toEqual({
      created: 201,
      link: 201,
      listed: ['978-0441013593'],
      duplicate: 409,
      stranger: 401,
      deleted: 200,
      linksLeft: 0,
      social: 404,
      shop: 404,
      blocked: [],
      landing: true,
      courses: false,
      openapi: expect.arrayContaining([
        '/api/library/books',
        '/api/library/books/{id}',
        '/api/library/members',
        '/api/library/members-to-books',
      ]),
      admin: ['library/books', 'library/members', 'library/members-to-books'],
    })
  }, 180_000)
})
