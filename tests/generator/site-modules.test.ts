/**
 * Modules are named by the site alone (issue #25): any kebab-case name works with no list to keep,
 * a polymorphic end's module field follows the modules that define its entity, a module with no
 * widgets is valid, and a module that needs another says so once.
 */
import { describe, expect, it } from 'vitest'
import { entity, reference, relation, schemaModule, site, type ModuleDefinition } from '#dsl'
import { generate } from '#generator/generate.ts'
import { issuesOf } from './support/issues-of.ts'

const hostWidgets = entity('host', 'widgets', {})
const external = relation('host', 'widgets-to-external-widgets', {
  from: hostWidgets,
  to: { polymorphic: true, key: 'externalWidgetId', moduleField: 'externalModule', entity: 'widgets', defaultModule: 'blog' },
})
const host = schemaModule('host', [hostWidgets, external])
const blog = schemaModule('blog', [entity('blog', 'widgets', {}), entity('blog', 'articles', { content: true })])
const library = schemaModule('library', [entity('library', 'books', { content: true }), entity('library', 'widgets', {})])
// A module of the developer's own with entities, a relation and no widgets.
const loans = entity('bookings', 'loans', { fields: {} })
const members = entity('bookings', 'members', { content: true })
const bookings = schemaModule('bookings', [loans, members, relation('bookings', 'members-to-loans', { from: members, to: loans })])

const siteOf = (...modules: ModuleDefinition[]) => site({ languages: ['en'], defaultLanguage: 'en', modules })
const moduleField = (output: ReturnType<typeof generate>) =>
  output.ir.entities.find((node) => node.name === 'widgets-to-external-widgets')!.fields.find((field) => field.name === 'externalModule')!

describe('modules named by the site', () => {
  it('takes a module of any kebab-case name, with entities, a relation and no widgets', () => {
    const output = generate({ site: siteOf(host, blog, bookings) })
    expect(output.ir.modules).toEqual(['blog', 'bookings', 'host'])
    expect(output.ir.entities.map((node) => `${node.module}/${node.name}`)).toContain('bookings/members-to-loans')
    expect(output.files.map((file) => file.path)).toContain('routes/bookings/loans.gen.ts')
  })

  it("makes a polymorphic end's module field from the other modules that define its entity", () => {
    expect(moduleField(generate({ site: siteOf(host, blog, bookings) }))).toMatchObject({
      kind: 'enum',
      values: ['blog'],
      default: { kind: 'literal', value: 'blog' },
      notNull: true,
    })
    const withLibrary = moduleField(generate({ site: siteOf(host, blog, library) }))
    expect(withLibrary).toMatchObject({ values: ['blog', 'library'], default: { kind: 'literal', value: 'blog' } })
    // The default module left out: the first module is the default.
    expect(moduleField(generate({ site: siteOf(host, library) }))).toMatchObject({
      values: ['library'],
      default: { kind: 'literal', value: 'library' },
    })
  })

  it('says when no other module defines the polymorphic entity', () => {
    expect(issuesOf(() => generate({ site: siteOf(host, bookings) }))).toEqual([
      expect.objectContaining({
        entity: 'host/widgets-to-external-widgets',
        field: 'externalModule',
        message: 'no other module of the site defines "widgets" for the polymorphic end to point into',
      }),
    ])
  })

  it('refuses a module name that is not kebab-case, and a module without the modules it requires', () => {
    const shop = schemaModule('shop', [entity('shop', 'carts', {})], { requires: ['billing'] })
    const messages = issuesOf(() => generate({ site: siteOf(host, blog, shop, schemaModule('Bad_Name', [])) })).map(
      (issue) => issue.message,
    )
    expect(messages).toContain('module "shop" needs module "billing": list it in the site\'s modules or leave "shop" out too')
    expect(messages).toContain('module "Bad_Name": module names are kebab-case, e.g. "file-storage"')
  })

  it('leaves out a relation that links into a module the site does not list, but not a reference field', () => {
    const books = entity('library', 'books', { content: true })
    const shelves = entity('bookings', 'shelves', {})
    const bridge = relation('bookings', 'shelves-to-library-module-books', { from: shelves, to: books })
    const withLibrary = generate({ site: siteOf(host, blog, library, schemaModule('bookings', [shelves, bridge])) })
    expect(withLibrary.ir.entities.map((node) => node.name)).toContain('shelves-to-library-module-books')
    const without = generate({ site: siteOf(host, blog, schemaModule('bookings', [shelves, bridge])) })
    expect(without.ir.entities.map((node) => node.name)).not.toContain('shelves-to-library-module-books')
    const loan = entity('bookings', 'loans', { fields: { bookId: reference(books) } })
    expect(issuesOf(() => generate({ site: siteOf(host, blog, schemaModule('bookings', [loan])) })).map((issue) => issue.message)).toEqual([
      'references library/books, which no module lists',
    ])
  })

  it("lists the listed entities' own pages for the site's links, and checks them", () => {
    const shop = schemaModule('shop', [
      entity('shop', 'products', { content: true, variants: ['default', 'course'], page: { variants: { course: '/courses' } } }),
      entity('shop', 'stores', { content: true, page: { path: '/schools' } }),
      entity('shop', 'carts', {}),
    ])
    const moduleCode = { server: [], widgets: [], siteHooks: [], adminTools: [], demoSeeds: [], folders: [] }
    const output = generate({ site: siteOf(host, blog, shop), moduleCode })
    expect(output.ir.entities.filter((node) => node.page !== undefined).map((node) => [node.name, node.page])).toEqual([
      ['products', { path: '/shop/products', variants: { course: '/courses' } }],
      ['stores', { path: '/schools' }],
    ])
    const table = output.files.find((file) => file.path === 'modules/entity-pages.gen.ts')!.contents
    expect(table).toContain("'shop/products': {\n    path: '/shop/products',\n    variants: {\n      course: '/courses',\n    },\n  },")
    expect(table).not.toContain('shop/carts')
    const wrong = schemaModule('shop', [
      entity('shop', 'carts', { page: true }),
      entity('shop', 'products', { content: true, page: { path: 'products', variants: { gift: '/gifts' } } }),
    ])
    expect(issuesOf(() => generate({ site: siteOf(host, blog, wrong) })).map((issue) => `${issue.entity}: ${issue.message}`)).toEqual([
      'shop/carts: page: the entity has no slug field to find a record by (give it content or a slug field)',
      'shop/products: page: "products" is no path: write it as /segment/segment in kebab-case',
      'shop/products: page: "gift" is no variant of the entity (default)',
    ])
  })

  it('registers a demo bridge when the site lists both ends, and names one that links to no module', () => {
    const code = { server: [], widgets: [], siteHooks: [], adminTools: [], demoSeeds: ['blog'], folders: ['blog', 'shop'] }
    const bridged = (...bridges: (readonly [string, string])[]) => ({ ...code, demoSeedBridges: bridges })
    const seeds = (output: ReturnType<typeof generate>) => output.files.find((file) => file.path === 'modules/demo-seeds.gen.ts')!.contents
    // The other end is a module left out (it keeps its folder): nothing registered, nothing refused.
    expect(seeds(generate({ site: siteOf(host, blog), moduleCode: bridged(['blog', 'shop']) }))).not.toContain('with-shop')
    expect(seeds(generate({ site: siteOf(host, blog, library), moduleCode: bridged(['blog', 'library']) }))).toContain(
      "import blogWithLibrary from '../../seed/demo/modules/blog/with-library.ts'",
    )
    expect(
      issuesOf(() => generate({ site: siteOf(host, blog), moduleCode: bridged(['blog', 'shpo']) })).map(
        (issue) => `${issue.file}: ${issue.message}`,
      ),
    ).toEqual([
      'seed/demo/modules/blog/with-shpo.ts: links to the module "shpo", which the site does not list and no folder holds; known modules: blog, host, shop',
    ])
  })
})
