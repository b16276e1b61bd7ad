/** The admin's navigation (#28): models grouped by module, relation tables nested, the Ctrl+K ranking, recent records, the table's view in the URL. */
import { describe, expect, it } from 'vitest'
import { adminLabels } from '#web/admin/admin-labels.ts'
import { containsModel, modelSearchScore, navigationGroups } from '#web/admin/admin-navigation.ts'
import type { AdminRegistry, AdminRegistryEntry } from '#web/admin/admin-registry.ts'
import { isSearchShortcut, rankedChoices } from '#web/admin/model-search-dialog.tsx'
import { parseRecent, RECENT_LIMIT, withRecent } from '#web/admin/recent-records.ts'
import { defaultTableView, readTableView, tableViewSearch } from '#web/admin/table-view.ts'
import { adminRegistry } from '#generated/admin/registry.gen.ts'

const entry = (module: string, en: string, ru: string, extra: Partial<AdminRegistryEntry> = {}): AdminRegistryEntry => ({
  module,
  title: { en, ru },
  hidden: false,
  load: () => Promise.reject(new Error('not loaded in this test')),
  ...extra,
})

const registry: AdminRegistry = {
  'blog/articles': entry('blog', 'Articles', 'Статьи'),
  'blog/articles-to-products': entry('blog', 'Articles → Products', 'Статьи → Товары', { parent: 'blog/articles' }),
  'blog/categories': entry('blog', 'Categories', 'Категории'),
  'blog/categories-to-articles': entry('blog', 'Categories → Articles', 'Категории → Статьи', { parent: 'blog/categories' }),
  'shop/stores': entry('shop', 'Stores', 'Магазины'),
  'shop/stores-to-products': entry('shop', 'Stores → Products', 'Магазины → Товары', { parent: 'shop/stores' }),
  'shop/stores-to-products-to-attributes': entry('shop', 'Stores → Products → Attributes', 'Магазины → Товары → Атрибуты', {
    parent: 'shop/stores-to-products',
  }),
  'shop/secrets': entry('shop', 'Secrets', 'Секреты', { hidden: true }),
  'shop/secrets-to-stores': entry('shop', 'Secrets → Stores', 'Секреты → Магазины', { parent: 'shop/secrets' }),
}

describe('navigation groups', () => {
  it('nests each relation under the entity it links from, relations of relations under those, and sorts by label', () => {
    const groups = navigationGroups(adminLabels('en'), registry)
    expect(groups.map((group) => group.module)).toEqual(['blog', 'shop'])
    expect(groups[0]?.entries).toEqual([
      { key: 'blog/articles', children: [{ key: 'blog/articles-to-products', children: [] }] },
      { key: 'blog/categories', children: [{ key: 'blog/categories-to-articles', children: [] }] },
    ])
    const stores = groups[1]?.entries.find((item) => item.key === 'shop/stores')
    expect(stores?.children[0]?.children.map((child) => child.key)).toEqual(['shop/stores-to-products-to-attributes'])
    expect(containsModel(stores!, 'shop/stores-to-products-to-attributes')).toBe(true)
    expect(containsModel(stores!, 'blog/articles')).toBe(false)
  })

  it('leaves hidden models out and keeps a relation whose parent is hidden at the top level', () => {
    const shop = navigationGroups(adminLabels('en'), registry)[1]
    expect(shop?.entries.map((item) => item.key)).toEqual(['shop/secrets-to-stores', 'shop/stores'])
  })

  it('names and sorts modules and models in the admin language', () => {
    const labels = adminLabels('ru')
    const blog = navigationGroups(labels, registry)[0]
    expect(blog?.entries.map((item) => labels.model(item.key))).toEqual(['Категории', 'Статьи'])
  })

  it('puts no relation table of the generated schema at the top level, and loses no model', () => {
    const groups = navigationGroups(adminLabels('ru'))
    const all = (entries: readonly { key: string; children: readonly { key: string }[] }[]): string[] =>
      entries.flatMap((item) => [item.key, ...all(item.children as never)])
    const listed = groups.flatMap((group) => all(group.entries))
    const visible = Object.keys(adminRegistry).filter((key) => !adminRegistry[key]?.hidden)
    expect(listed.sort()).toEqual(visible.sort())
    const topLevel = groups.flatMap((group) => group.entries.map((item) => item.key))
    expect(topLevel.filter((key) => adminRegistry[key]?.parent !== undefined)).toEqual([])
    // Exactly the models that link nothing sit at the top level; every relation table is folded.
    expect(topLevel.sort()).toEqual(visible.filter((key) => adminRegistry[key]?.parent === undefined).sort())
    const shop = groups.find((group) => group.module === 'ecommerce')
    expect(shop?.entries.find((item) => item.key === 'ecommerce/orders')?.children.map((child) => child.key)).toEqual([
      'ecommerce/orders-to-billing-module-invoices',
      'ecommerce/orders-to-products',
    ])
  })
})

describe('the Ctrl+K search', () => {
  it('ranks the model named by the search above the relations that merely contain it', () => {
    const products = modelSearchScore('ecommerce/products', 'products', ['Товары', 'Магазин'])
    const relation = modelSearchScore('blog/articles-to-ecommerce-module-products', 'products', ['Статьи → Товары', 'Блог'])
    expect(products).toBeGreaterThan(relation)
    expect(relation).toBeGreaterThan(0)
    expect(modelSearchScore('ecommerce/products', 'тов', ['Товары'])).toBeGreaterThan(
      modelSearchScore('blog/articles', 'тов', ['Статьи', 'Блог']),
    )
    expect(modelSearchScore('blog/articles', 'products', ['Статьи', 'Блог'])).toBe(0)
    expect(modelSearchScore('blog/articles', '  ', ['Статьи'])).toBe(1)
  })

  it('lists the matches best first across modules, ties in their order', () => {
    const choices = [
      { value: 'blog/articles-to-ecommerce-module-products', keywords: ['Статьи → Товары', 'Блог'] },
      { value: 'blog/articles', keywords: ['Статьи', 'Блог'] },
      { value: 'ecommerce/orders-to-products', keywords: ['Заказы → Товары', 'Магазин'] },
      { value: 'ecommerce/products', keywords: ['Товары', 'Магазин'] },
    ]
    expect(rankedChoices(choices, 'products').map((choice) => choice.value)).toEqual([
      'ecommerce/products',
      'blog/articles-to-ecommerce-module-products',
      'ecommerce/orders-to-products',
    ])
    expect(rankedChoices(choices, 'Тов')[0]?.value).toBe('ecommerce/products')
  })

  it('opens on Ctrl+K and ⌘K only', () => {
    const key = { key: 'k', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false }
    expect(isSearchShortcut({ ...key, ctrlKey: true })).toBe(true)
    expect(isSearchShortcut({ ...key, metaKey: true, key: 'K' })).toBe(true)
    expect(isSearchShortcut(key)).toBe(false)
    expect(isSearchShortcut({ ...key, ctrlKey: true, shiftKey: true })).toBe(false)
    expect(isSearchShortcut({ ...key, ctrlKey: true, key: 's' })).toBe(false)
  })
})

describe('recent records', () => {
  it('keeps the newest first, once each, at most the limit', () => {
    let list = parseRecent(null)
    for (let index = 0; index < RECENT_LIMIT + 3; index++)
      list = withRecent(list, { model: 'blog/articles', id: String(index), label: `A${index}` })
    list = withRecent(list, { model: 'blog/articles', id: '5', label: 'A5 renamed' })
    expect(list).toHaveLength(RECENT_LIMIT)
    expect(list[0]).toEqual({ model: 'blog/articles', id: '5', label: 'A5 renamed' })
    expect(list.filter((item) => item.id === '5')).toHaveLength(1)
  })

  it('reads only well-formed entries from storage', () => {
    expect(parseRecent('not json')).toEqual([])
    expect(parseRecent('{"model":"x"}')).toEqual([])
    expect(parseRecent('[{"model":"a/b","id":"1","label":"L"},{"model":1},null]')).toEqual([{ model: 'a/b', id: '1', label: 'L' }])
  })
})

describe("the table's view in the URL", () => {
  it('writes only what differs from the default and reads it back', () => {
    expect(tableViewSearch(defaultTableView)).toEqual({
      page: undefined,
      size: undefined,
      sort: undefined,
      q: undefined,
      filters: undefined,
      match: undefined,
    })
    const view = {
      pageIndex: 2,
      pageSize: 50,
      sorting: { column: 'title', desc: false },
      search: 'tea & 100%',
      filters: [{ id: 1, column: 'status', method: 'eq' as const, value: 'paying' }],
      match: 'or' as const,
    }
    const search = tableViewSearch(view)
    expect(search).toMatchObject({ page: '3', size: '50', sort: 'title', q: 'tea & 100%', match: 'or' })
    const read = readTableView(search)
    expect({ ...read, filters: read.filters.map(({ id: _id, ...rest }) => rest) }).toEqual({
      ...view,
      filters: [{ column: 'status', method: 'eq', value: 'paying' }],
    })
  })

  it('ignores what it does not understand', () => {
    expect(readTableView({ page: '-4', size: '7', sort: '-drop table', filters: '[["status","explode","x"],"x"]', match: 'xor' })).toEqual(
      defaultTableView,
    )
    expect(readTableView({ filters: '{' }).filters).toEqual([])
  })
})
