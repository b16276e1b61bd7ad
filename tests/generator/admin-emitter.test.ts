/**
 * The admin emitter over the product's own schema: every entity gets an admin model and a registry
 * entry, secret fields never reach the admin, and the tables show SPEC §2's row fields.
 */
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SchemaIR } from '#contract/schema-ir.ts'
import { emitAdmin } from '#generator/emit/emit-admin.ts'
import type { EmittedFile } from '#generator/emit/emitted-file.ts'
import { normalizeSchema } from '#generator/ir/normalize.ts'
import { loadSchema } from '#generator/load/load-schema.ts'
import { repositoryRoot } from './support/generate-fixture.ts'

describe('the admin emitter over schema/', () => {
  let ir: SchemaIR
  let files: EmittedFile[]
  const fileOf = (key: string) => files.find((file) => file.path === `admin/${key}.gen.ts`)!.contents

  beforeAll(async () => {
    const loaded = await loadSchema(path.join(repositoryRoot, 'schema'), 'schema')
    ir = normalizeSchema(loaded.site, { sourceFiles: loaded.sourceFiles, issues: loaded.issues, rootFile: 'schema/index.ts' })
    files = emitAdmin(ir)
  })

  it("writes one lazily loaded model per entity, named per language, the shared field table and the fields' own components", () => {
    expect(files).toHaveLength(ir.entities.length + 3)
    const registry = files.find((file) => file.path === 'admin/registry.gen.ts')!.contents
    for (const entity of ir.entities) {
      expect(registry).toContain(
        `'${entity.module}/${entity.name}': { module: '${entity.module}', title: { en: '${entity.labels.entity.en!.replace(/'/g, "\\'")}', ru: '${entity.labels.entity.ru}' }, hidden: ${entity.admin.hidden}${entity.ends ? `, parent: '${entity.ends.from.module}/${entity.ends.from.entity}'` : ''}, load: () => import('./${entity.module}/${entity.name}.gen.ts')`,
      )
    }
    expect(registry).toContain("'ecommerce/products': { module: 'ecommerce', title: { en: 'Products', ru: 'Товары' }")
    expect(registry).toContain(
      "'ecommerce/orders-to-billing-module-invoices': { module: 'ecommerce', title: { en: 'Orders → Invoices', ru: 'Заказы → Счета' }",
    )
    expect(registry).toContain("  ecommerce: { en: 'E-commerce', ru: 'Интернет-магазин' },")
  })

  it("lists each model's fields, in order and without secret ones, from the table where each distinct field stands once", () => {
    const table = files.find((file) => file.path === 'admin/fields.gen.ts')!.contents
    const entries = [...table.matchAll(/^ {2}(\w+): (\{.*\}),$/gm)].map((match) => [match[1]!, match[2]!] as const)
    const definitions = new Map(entries)
    expect(new Set(entries.map(([, literal]) => literal)).size).toBe(entries.length)
    for (const entity of ir.entities) {
      const list = /^ {2}fields: \[(.*)\],$/m.exec(fileOf(`${entity.module}/${entity.name}`))![1]!
      const names = list.split(', ').map((reference) => /name: '(\w+)'/.exec(definitions.get(reference.replace(/^f\./, ''))!)![1])
      expect(names, `${entity.module}/${entity.name}`).toEqual(entity.fields.filter((field) => !field.secret).map((field) => field.name))
    }
    // The content fields most entities share are written once.
    expect(table).toContain("  title: { name: 'title', kind: 'localized', default: {}, label: { en: 'Title', ru: 'Заголовок' } },")
    expect(table).toContain(
      "  descriptionRichText: { name: 'description', kind: 'richText', default: {}, label: { en: 'Description', ru: 'Описание' } },",
    )
    // The products table's columns of issue #26, in both languages, with the product types' labels.
    expect(table).toContain(
      "  adminTitle: { name: 'adminTitle', kind: 'text', generated: 'adminTitle', label: { en: 'Admin title', ru: 'Название в админке' } },",
    )
    expect(table).toMatch(
      / {2}typeEnum_\w+: \{ name: 'type', kind: 'enum', default: 'one_off', values: \['one_off', 'subscription'\], label: \{ en: 'Type', ru: 'Тип' \}, valueLabels: \{ one_off: \{ en: 'One-off', ru: 'Разовая покупка' \}, subscription: \{ en: 'Subscription', ru: 'Подписка' \} \} \},/,
    )
  })

  it("shows SPEC §2's row fields and both ends of relations", () => {
    expect(fileOf('host/layouts')).toContain("columns: ['title', 'variant'],")
    expect(fileOf('website-builder/widgets')).toContain("columns: ['adminTitle', 'variant'],")
    expect(fileOf('rbac/identities')).toContain("columns: ['account', 'email', 'provider', 'variant'],")
    expect(fileOf('billing/currencies')).toContain("columns: ['title', 'symbol', 'slug', 'variant'],")
    expect(fileOf('host/pages-to-widgets')).toContain("columns: ['pageId', 'widgetId', 'orderIndex', 'variant'],")
    expect(fileOf('host/widgets-to-external-widgets')).toContain(
      "columns: ['widgetId', 'externalModule', 'externalWidgetId', 'orderIndex', 'variant'],",
    )
  })

  it("lists a page's layouts, metadata and widgets as its relation tables", () => {
    const pages = fileOf('host/pages')
    for (const model of ['host/pages-to-layouts', 'host/pages-to-metadata', 'host/pages-to-widgets'])
      expect(pages).toContain(`model: '${model}'`)
  })
})
