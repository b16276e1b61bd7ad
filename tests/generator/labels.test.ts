/**
 * Labels (generator/dsl/label.ts) and the fields' own admin components (generator/dsl/field-admin.ts):
 * how a label is chosen, what the schema may not say, that the demo names everything an editor
 * reads in both languages, and that a named component that is not on disk fails `generate`.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { SchemaIR } from '#contract/schema-ir.ts'
import { entity, oneOf, relation, schemaModule, site, text } from '#dsl'
import { generate } from '#generator/generate.ts'
import { normalizeSchema } from '#generator/ir/normalize.ts'
import { loadSchema } from '#generator/load/load-schema.ts'
import { repositoryRoot } from './support/generate-fixture.ts'
import { issuesOf } from './support/issues-of.ts'
import { runGenerator, scratchProject } from './support/run-generator.ts'

const products = entity('shop', 'products', {
  label: { ru: 'Товары', en: 'Products' },
  content: true,
  fields: {
    sku: text({ label: { ru: 'Артикул' } }),
    type: oneOf(['one_off', 'subscription'], { default: 'one_off', valueLabels: { one_off: { ru: 'Разовая покупка', en: 'One-off' } } }),
    colour: text({ admin: { input: 'color-picker', cell: 'color-swatch' } }),
  },
  variants: ['default', 'course'],
  variantLabels: { course: { ru: 'Курс', en: 'Course' } },
})
const tags = entity('shop', 'tags', { content: true })
const productsToTags = relation('shop', 'products-to-tags', { from: products, to: tags, variants: ['default', 'additional'] })
const embeds = relation('shop', 'embeds', {
  label: { ru: 'Вставки', en: 'Embeds' },
  from: products,
  to: { polymorphic: true, key: 'externalId', moduleField: 'externalModule', entity: 'tags' },
})
const blogTags = entity('blog', 'tags', {})

const shop = schemaModule('shop', [products, tags, productsToTags, embeds], {
  label: { ru: 'Магазин', en: 'Shop' },
  labels: { fields: { title: { ru: 'Название товара' } }, values: { additional: { ru: 'Дополнительный' } } },
})
const blog = schemaModule('blog', [blogTags], { label: { ru: 'Блог', en: 'Blog' } })
const catalogue = site({
  languages: ['en', 'ru'],
  defaultLanguage: 'ru',
  modules: [shop, blog],
  labels: {
    fields: { title: { ru: 'Заголовок', en: 'Title' }, createdAt: { ru: 'Создано', en: 'Created' } },
    values: { default: { ru: 'Основной', en: 'Default' } },
  },
})

const entityOf = (ir: SchemaIR, key: string) => ir.entities.find((node) => `${node.module}/${node.name}` === key)!

describe('labels', () => {
  const ir = normalizeSchema(catalogue)
  const labels = entityOf(ir, 'shop/products').labels

  it("takes a field's own label, else its module's, else the site's, else one made from the name, in every language", () => {
    expect(labels.entity).toEqual({ ru: 'Товары', en: 'Products' })
    // Its own Russian; no English of its own, nor in a dictionary: made from the name.
    expect(labels.fields.sku).toEqual({ ru: 'Артикул', en: 'Sku' })
    // The module's Russian wins over the site's; English only the site has.
    expect(labels.fields.title).toEqual({ ru: 'Название товара', en: 'Title' })
    expect(labels.fields.createdAt).toEqual({ ru: 'Создано', en: 'Created' })
    expect(labels.fields.adminTitle).toEqual({ ru: 'Admin title', en: 'Admin title' })
  })

  it('labels enum values and variants the same way', () => {
    expect(labels.values.type).toEqual({
      one_off: { ru: 'Разовая покупка', en: 'One-off' },
      subscription: { ru: 'Subscription', en: 'Subscription' },
    })
    expect(labels.values.variant).toEqual({ default: { ru: 'Основной', en: 'Default' }, course: { ru: 'Курс', en: 'Course' } })
    expect(entityOf(ir, 'shop/products-to-tags').labels.values.variant!.additional).toEqual({ ru: 'Дополнительный', en: 'Additional' })
  })

  it("names a relation without a label by its ends, and a polymorphic end's module values by the modules' labels", () => {
    expect(entityOf(ir, 'shop/products-to-tags').labels.entity).toEqual({ ru: 'Товары → Tags', en: 'Products → Tags' })
    expect(entityOf(ir, 'shop/embeds').labels.entity).toEqual({ ru: 'Вставки', en: 'Embeds' })
    expect(entityOf(ir, 'shop/embeds').labels.values.externalModule).toEqual({ blog: { ru: 'Блог', en: 'Blog' } })
    expect(ir.moduleLabels).toEqual({ blog: { ru: 'Блог', en: 'Blog' }, shop: { ru: 'Магазин', en: 'Shop' } })
  })

  it('carries the labels and the named components into the generated admin', () => {
    const { files } = generate({ site: catalogue })
    const contents = (file: string) => files.find((candidate) => candidate.path === file)!.contents
    expect(contents('admin/registry.gen.ts')).toContain(
      "'shop/products': { module: 'shop', title: { en: 'Products', ru: 'Товары' }, hidden: false, load: () => import('./shop/products.gen.ts')",
    )
    expect(contents('admin/registry.gen.ts')).toContain("  shop: { en: 'Shop', ru: 'Магазин' },")
    expect(contents('admin/fields.gen.ts')).toContain(
      "{ name: 'colour', kind: 'text', label: { en: 'Colour', ru: 'Colour' }, input: 'shop/color-picker', cell: 'shop/color-swatch' }",
    )
    expect(contents('admin/components.gen.ts')).toContain(
      "  'shop/color-picker': () => import('#web/modules/shop/admin/color-picker.tsx'),",
    )
    expect(contents('admin/components.gen.ts')).toContain(
      "  'shop/color-swatch': () => import('#web/modules/shop/admin/color-swatch.tsx'),",
    )
  })

  it('reports every label problem at once: a language the site lacks, an empty text, a value or variant that does not exist, a component name that is no file name', () => {
    const broken = entity('shop', 'broken', {
      label: { de: 'Kaputt' },
      fields: {
        kind: oneOf(['a', 'b'], { valueLabels: { c: { ru: 'Ц' } } as never }),
        note: text({ label: { ru: ' ' }, admin: { input: 'Color Picker' } }),
      },
      variantLabels: { missing: { ru: 'Нет' } },
    })
    const issues = issuesOf(() =>
      normalizeSchema(
        site({ languages: ['en', 'ru'], defaultLanguage: 'ru', modules: [schemaModule('shop', [broken], { label: { fr: 'Boutique' } })] }),
      ),
    )
    expect(issues.map((issue) => [issue.entity ?? '', issue.field ?? '', issue.message])).toEqual(
      expect.arrayContaining([
        ['shop/broken', '', 'the label has language "de", which the site does not list (en, ru)'],
        ['shop/broken', 'kind', 'valueLabels names "c", which is not one of the values'],
        ['shop/broken', 'note', 'the label in "ru" is empty'],
        ['shop/broken', 'variant', 'variantLabels names "missing", which is not a variant'],
        [
          'shop/broken',
          'note',
          'admin input "Color Picker" is no file name: use kebab-case, e.g. "color-picker" for web/modules/shop/admin/color-picker.tsx',
        ],
        ['', '', 'the label of module "shop" has language "fr", which the site does not list (en, ru)'],
      ]),
    )
    expect(issues).toHaveLength(6)
  })
})

describe("the demo's labels", () => {
  it('names every module, model, field and enum value the admin shows in Russian and in English, none made from a name', async () => {
    const loaded = await loadSchema(path.join(repositoryRoot, 'schema'), 'schema')
    const ir = normalizeSchema(loaded.site, { sourceFiles: loaded.sourceFiles, issues: loaded.issues })
    // A label made from a name is the name's English words: Russian text has Cyrillic letters. Brands keep their names.
    const brands = new Set([
      'Stripe',
      '0xProcessing',
      'Payselection',
      'Payselection International',
      'CloudPayments',
      'TipTopPay',
      'Telegram',
      'CRM',
    ])
    const unnamed: string[] = []
    const check = (where: string, label: Readonly<Record<string, string>>) => {
      if (!/[а-яё]/iu.test(label.ru ?? '') && !brands.has(label.ru ?? '')) unnamed.push(`${where}: ${JSON.stringify(label)}`)
      if (label.en === undefined || label.en === '') unnamed.push(`${where}: no English`)
    }
    for (const [module, label] of Object.entries(ir.moduleLabels)) check(module, label)
    for (const entity of ir.entities) {
      const key = `${entity.module}/${entity.name}`
      check(key, entity.labels.entity)
      for (const field of entity.fields.filter((candidate) => !candidate.secret))
        check(`${key}.${field.name}`, entity.labels.fields[field.name]!)
      for (const [field, values] of Object.entries(entity.labels.values))
        for (const [value, label] of Object.entries(values)) check(`${key}.${field}=${value}`, label)
    }
    expect(unnamed).toEqual([])
    const products = ir.entities.find((node) => node.module === 'ecommerce' && node.name === 'products')!
    expect([products.labels.fields.adminTitle, products.labels.fields.type, products.labels.fields.variant]).toEqual([
      { en: 'Admin title', ru: 'Название в админке' },
      { en: 'Type', ru: 'Тип' },
      { en: 'Variant', ru: 'Вариант' },
    ])
  })
})

describe("a field's own admin components", () => {
  const cleanups: (() => Promise<void>)[] = []
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!()
  })

  it('fail generate, naming the field and the file expected, when the file is not there', () => {
    const issues = issuesOf(() => generate({ site: catalogue, adminComponents: ['shop/color-swatch'] }))
    expect(issues).toEqual([
      {
        file: 'schema/shop/products.ts',
        entity: 'shop/products',
        field: 'colour',
        message:
          'admin input "color-picker" does not exist: expected web/modules/shop/admin/color-picker.tsx, default-exporting the input (FieldInputProps)',
      },
    ])
    expect(() => generate({ site: catalogue, adminComponents: ['shop/color-picker', 'shop/color-swatch'] })).not.toThrow()
  })

  it('fail npm run generate with exit code 1 and that message, and pass once the file exists', async () => {
    const scratch = await scratchProject('catalog')
    cleanups.push(scratch.remove)
    const productsFile = path.join(scratch.dir, 'schema', 'ecommerce', 'products.ts')
    await writeFile(
      productsFile,
      (await readFile(productsFile, 'utf8')).replace(
        'price: numeric({ required: true }),',
        "price: numeric({ required: true, admin: { input: 'price-input' } }),",
      ),
    )
    const args = [...scratch.args, '--code', scratch.dir, '--ir']
    const missing = await runGenerator(args)
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain(
      'ecommerce/products.price: admin input "price-input" does not exist: expected web/modules/ecommerce/admin/price-input.tsx',
    )
    await mkdir(path.join(scratch.dir, 'web', 'modules', 'ecommerce', 'admin'), { recursive: true })
    await writeFile(
      path.join(scratch.dir, 'web', 'modules', 'ecommerce', 'admin', 'price-input.tsx'),
      'export default function PriceInput() { return null }\n',
    )
    const found = await runGenerator(args)
    expect(found.code, found.stderr).toBe(0)
  })
})
