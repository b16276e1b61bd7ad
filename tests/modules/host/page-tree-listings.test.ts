/**
 * The page tree's additions for catalogue and blog widgets (the schema's `readBackwards` and `listings`), on
 * the demo site: a product carries its categories and stores and an article its categories, as
 * leaves; category lists list every category; an article, product or store list lists everything
 * only when it links nothing itself. Listings ride in the level statements: no extra statement.
 */
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { growingNode, growPageTrees } from '#runtime/modules/host/load-page-tree.ts'
import { resolvePage } from '#runtime/modules/host/resolve-page.ts'
import { DATABASE_HOOK_TIMEOUT } from '../../seed/database-hook-timeout.ts'
import { availableDatabaseKinds, createTestDatabase } from '../../support/test-database.ts'
import { loadDemoRecords } from './support/page-test-app.ts'
import { childrenOf, widgetOfVariant } from './support/tree-walk.ts'

describe.each(availableDatabaseKinds)('page tree listings and backward links on %s', (kind) => {
  let database: DatabaseHandle

  beforeAll(async () => {
    database = await createTestDatabase({ kind, migrate: true })
    await loadDemoRecords(database)
  }, DATABASE_HOOK_TIMEOUT)
  afterAll(() => database?.close())

  const slugs = (nodes: readonly { record: Record<string, unknown> }[]) => nodes.map((node) => node.record.slug)

  async function widget(entity: string, table: string, variant: string) {
    const db = database.db as Kysely<any>
    const row = await db
      .insertInto(table)
      .values({ variant, title: {}, subtitle: {}, description: {}, admin_title: `test ${variant}`, slug: `test-${table}-${variant}` })
      .returning('id')
      .executeTakeFirstOrThrow()
    // The API form of the record is not needed here: the tree grows from its id and entity.
    return growingNode(entity, { id: row.id, variant })
  }

  it('puts a product’s categories and stores, and an article’s categories, under them as leaves', async () => {
    const product = (await resolvePage(database.db, '/ecommerce/products/data-analyst')).entity!
    const categories = childrenOf(product, 'ecommerce/categories-to-products')
    expect(slugs(categories)).toEqual(['it-professions'])
    expect(categories[0]!.children).toEqual({})
    expect(slugs(childrenOf(product, 'ecommerce/stores-to-products'))).toEqual(['new-profession-school'])

    const article = (await resolvePage(database.db, '/en/blog/articles/choosing-a-new-profession')).entity!
    expect(slugs(childrenOf(article, 'blog/categories-to-articles'))).toEqual(['programme-news'])
    expect(slugs(childrenOf(article, 'blog/articles-to-ecommerce-module-products'))).toEqual([
      'data-analyst',
      'web-developer',
      'accountant',
    ])

    // Seen from the category, its products do not list the category again (it is their ancestor).
    const category = (await resolvePage(database.db, '/ecommerce/categories/it-professions')).entity!
    const products = childrenOf(category, 'ecommerce/categories-to-products')
    expect(slugs(products)).toEqual(['data-analyst', 'web-developer'])
    for (const item of products) expect(childrenOf(item, 'ecommerce/categories-to-products')).toEqual([])
  })

  it('lists every category for the category lists, with their own trees, in one statement per level', async () => {
    const blogList = await widget('blog/widgets', 'blog_widgets', 'category-list-button-default')
    const shopList = await widget('ecommerce/widgets', 'ecommerce_widgets', 'category-list-default')
    const plain = await widget('ecommerce/widgets', 'ecommerce_widgets', 'product-overview-default')
    const growth = await growPageTrees(database.db, [blogList, shopList, plain], { languages: ['ru'] })
    expect(slugs(childrenOf(blogList, 'blog/categories')).sort()).toEqual(['graduate-stories', 'programme-news'])
    const shopCategories = childrenOf(shopList, 'ecommerce/categories')
    expect(slugs(shopCategories).sort()).toEqual(['business-professions', 'it-professions'])
    expect(shopList.children['ecommerce/categories']!.map((edge) => edge.link.orderIndex)).toEqual([0, 1])
    // A listed category grows like any node: its products, their prices.
    const it = shopCategories.find((category) => category.record.slug === 'it-professions')!
    expect(slugs(childrenOf(it, 'ecommerce/categories-to-products'))).toEqual(['data-analyst', 'web-developer'])
    // A variant with no listing lists nothing.
    expect(plain.children).toEqual({})
    expect(growth.truncated).toBe(false)
    const depth = (node: { children: Record<string, readonly { node: any }[]> }): number =>
      Math.max(0, ...Object.values(node.children).flatMap((edges) => edges.map((edge) => 1 + depth(edge.node))))
    expect(growth.statements).toBe(Math.max(depth(blogList), depth(shopList)))
  })

  it('lists every article, product or store only for a list that links none of its own', async () => {
    const articles = await widget('blog/widgets', 'blog_widgets', 'article-list-default')
    const products = await widget('ecommerce/widgets', 'ecommerce_widgets', 'product-list-default')
    const stores = await widget('ecommerce/widgets', 'ecommerce_widgets', 'store-list-default')
    await growPageTrees(database.db, [articles, products, stores], { languages: ['ru'] })
    expect(childrenOf(articles, 'blog/articles')).toHaveLength(4)
    expect(slugs(childrenOf(products, 'ecommerce/products')).sort()).toEqual(['accountant', 'data-analyst', 'web-developer'])
    expect(slugs(childrenOf(stores, 'ecommerce/stores'))).toEqual(['new-profession-school'])

    // The landing page's article list links its three articles: no listing on top of them.
    const landing = widgetOfVariant((await resolvePage(database.db, '/')).page, 'article-list-default')
    expect(childrenOf(landing, 'blog/widgets-to-articles')).toHaveLength(3)
    expect(landing.children['blog/articles']).toBeUndefined()
  })
})
