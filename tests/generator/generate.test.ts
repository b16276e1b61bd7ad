/**
 * `generate(options)`, the generator as a pure function: schema definitions (here built in
 * memory) and the last snapshot in, files, snapshot and migration statements out.
 */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { entity, oneOf, reference, relation, schemaModule, site, text, type SiteDefinition } from '#dsl'
import { generate } from '#generator/generate.ts'
import { loadSchema } from '#generator/load/load-schema.ts'
import { fixtureDir } from './support/generate-fixture.ts'
import { issuesOf } from './support/issues-of.ts'

function shop(): SiteDefinition {
  const categories = entity('ecommerce', 'categories', { content: true })
  const products = entity('ecommerce', 'products', { content: true, fields: { sku: text({ required: true, unique: true }) } })
  const categoriesToProducts = relation('ecommerce', 'categories-to-products', { from: categories, to: products })
  return site({
    languages: ['en', 'ru'],
    defaultLanguage: 'en',
    modules: [schemaModule('ecommerce', [categories, products, categoriesToProducts])],
  })
}

describe('generate', () => {
  it('turns a schema held in memory into files, a snapshot and the statements from the previous snapshot', () => {
    const first = generate({ site: shop() })
    expect(first.ir.entities.map((entity) => entity.table)).toEqual([
      'ecommerce_categories',
      'ecommerce_categories_to_products',
      'ecommerce_products',
    ])
    expect(first.files.map((file) => file.path)).toContain('validators/ecommerce/products.gen.ts')
    expect(first.files.map((file) => file.path)).toEqual([...first.files.map((file) => file.path)].sort())
    expect(first.snapshot.tables.map((table) => table.name)).toEqual([
      'ecommerce_categories',
      'ecommerce_categories_to_products',
      'ecommerce_products',
    ])
    expect(first.statements.filter((statement) => statement.kind === 'createTable')).toHaveLength(3)

    const again = generate({ site: shop(), previousSnapshot: first.snapshot })
    expect(again.files).toEqual(first.files)
    expect(again.statements).toEqual([])
  })

  it('returns a deeply frozen IR: no emitter can change what normalisation decided', () => {
    const { ir } = generate({ site: shop() })
    const products = ir.entities.find((entity) => entity.name === 'products')!
    expect(() => (ir.entities as unknown[]).push({})).toThrow(TypeError)
    expect(() => Object.assign(products, { table: 'elsewhere' })).toThrow(TypeError)
    expect(() => Object.assign(products.fields[0]!, { column: 'key' })).toThrow(TypeError)
    expect(() => ((products.access as Record<string, string>).find = 'public')).toThrow(TypeError)
    expect(() => Object.assign(products.admin.columns, { 0: 'sku' })).toThrow(TypeError)
    expect(products.table).toBe('ecommerce_products')
  })

  it('reports every problem of the invalid fixture at once, with file, entity and field', async () => {
    const label = 'tests/generator/fixtures/invalid/schema'
    const loaded = await loadSchema(path.join(fixtureDir('invalid'), 'schema'), label)
    const issues = issuesOf(() => generate({ ...loaded, rootFile: `${label}/index.ts` }))
    expect(issues).toEqual(
      expect.arrayContaining([
        { file: `${label}/index.ts`, message: 'defaultLanguage "ru" is not in languages' },
        {
          file: `${label}/ecommerce/products.ts`,
          entity: 'ecommerce/products',
          field: 'orphanId',
          message: 'references ecommerce/orphans, which no module lists',
        },
        {
          file: `${label}/ecommerce/products.ts`,
          entity: 'ecommerce/products',
          field: 'variant',
          message: 'variants must include "default" (the default variant)',
        },
        { file: `${label}/ecommerce/orphans.ts`, entity: 'ecommerce/orphans', message: `is not listed in ${label}/ecommerce/index.ts` },
        {
          file: `${label}/ecommerce/Bad_Name.ts`,
          entity: 'ecommerce/Bad_Name',
          message: 'names are plural kebab-case, e.g. "buttons-arrays"',
        },
      ]),
    )
    expect(issues).toHaveLength(5)
  })

  it('collects the problems of every step together: registry, fields, references, relation keys, links, admin, indexes', () => {
    const files = entity('file-storage', 'files', {})
    const notes = entity('crm', 'notes', {
      fields: {
        id: text(),
        Bad: text(),
        fileId: reference(files),
        note: text({ secret: true }),
        kind: text(),
      },
      admin: { columns: ['missing' as never, 'note'] },
      indexes: [{ fields: ['nowhere' as never] }],
    })
    const tags = entity('crm', 'tags', { fields: { notesToTags: text() } })
    const notesToTags = relation('crm', 'notes-to-tags', { from: notes, to: tags })
    const tagsToTags = relation('crm', 'tags-to-tags', { from: tags, to: tags })
    const attachments = relation('crm', 'attachments', {
      from: notes,
      to: { polymorphic: true, key: 'targetId', moduleField: 'kind' },
      fields: { kind: text() },
    })
    const misplaced = entity('blog', 'misplaced', {})
    const invalid = site({
      languages: ['en'],
      defaultLanguage: 'en',
      modules: [schemaModule('crm', [notes, tags, notesToTags, tagsToTags, attachments, misplaced])],
    })
    const issues = issuesOf(() => generate({ site: invalid, sourceFiles: new Map([[notes, 'schema/crm/notes.ts']]) }))
    const described = issues.map(({ file, entity, field, message }) => `${file} ${entity}${field ? `.${field}` : ''}: ${message}`)
    expect(described.sort()).toEqual(
      [
        'schema/blog/misplaced.ts blog/misplaced: is declared in module "blog" but listed in schema/crm/index.ts',
        'schema/crm/notes.ts crm/notes.id: "id" is added by the generator; remove it',
        'schema/crm/notes.ts crm/notes.Bad: field names are camelCase (letters and digits, starting lowercase)',
        'schema/crm/notes.ts crm/notes.fileId: references file-storage/files, which no module lists',
        'schema/crm/notes.ts crm/notes.missing: admin column "missing" is not a field',
        'schema/crm/notes.ts crm/notes.note: admin column "note" is secret and can\'t be shown',
        'schema/crm/notes.ts crm/notes: index field "nowhere" not found',
        'schema/crm/tags.ts crm/tags: relation "notesToTags" clashes with a field of the same name',
        'schema/crm/tags-to-tags.ts crm/tags-to-tags: both ends are named "tagId"; give one an explicit key',
        'schema/crm/attachments.ts crm/attachments.kind: moduleField "kind" must be an enum field of this relation',
      ].sort(),
    )
  })

  it('accepts the same relation with explicit keys and an enum module field', () => {
    const tags = entity('crm', 'tags', {})
    const tagsToTags = relation('crm', 'tags-to-tags', { from: { entity: tags, key: 'parentId' }, to: { entity: tags, key: 'childId' } })
    const attachments = relation('crm', 'attachments', {
      from: tags,
      to: { polymorphic: true, key: 'targetId', moduleField: 'kind' },
      fields: { kind: oneOf(['crm', 'blog']) },
    })
    const { ir } = generate({
      site: site({ languages: ['en'], defaultLanguage: 'en', modules: [schemaModule('crm', [tags, tagsToTags, attachments])] }),
    })
    const tagLinks = ir.entities.find((entity) => entity.name === 'tags')!.links.map((link) => `${link.kind} ${link.name}`)
    expect(tagLinks).toEqual(['hasMany attachments', 'hasMany tagsToTagsByChild', 'hasMany tagsToTagsByParent'])
  })
})
