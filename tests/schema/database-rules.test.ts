/**
 * The product schema at the database level (issue "Every entity and relation"):
 * migrations up and down, defaults, uniqueness, patterns and cascades, on
 * PGlite and on PostgreSQL.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { billingCurrenciesInsertSchema } from '#generated/validators/billing/currencies.gen.ts'
import { ecommerceProductsInsertSchema } from '#generated/validators/ecommerce/products.gen.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { migrateToEmpty, migrateToLatest } from '#runtime/db/migrations.ts'
import { entities } from '#generated/metadata/index.gen.ts'
import { availableDatabaseKinds, createTestDatabase } from '../support/test-database.ts'

async function publicTables(database: DatabaseHandle): Promise<string[]> {
  const result = await sql<{ table_name: string }>`
    select table_name from information_schema.tables where table_schema = 'public' and table_name not like 'tessera_migration%'
    order by table_name`.execute(database.db)
  return result.rows.map((row) => row.table_name)
}

describe.each(availableDatabaseKinds)('the product schema on %s', (kind) => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await createTestDatabase({ kind })
  })
  afterAll(async () => database?.close())

  it('migrates from empty to every table of the IR, back to empty, and up again', async () => {
    await migrateToLatest(database.db)
    expect(await publicTables(database)).toEqual(entities.map((entity) => entity.table).sort())
    await migrateToEmpty(database.db)
    expect(await publicTables(database)).toEqual([])
    await migrateToLatest(database.db)
    expect((await publicTables(database)).length).toBe(entities.length)
  })

  it('applies defaults: variant, orderIndex, product type, order status and type, generated slug and adminTitle', async () => {
    const { db } = database
    const product = await db.insertInto('ecommerce_products').defaultValues().returningAll().executeTakeFirstOrThrow()
    expect(product).toMatchObject({ variant: 'default', type: 'one_off', title: {}, description: {} })
    expect(product.slug).toMatch(/^[a-z]+(-[a-z]+){3}$/)
    expect(product.admin_title).toMatch(/^[a-z]+( [a-z]+){3}$/)
    const order = await db.insertInto('ecommerce_orders').defaultValues().returningAll().executeTakeFirstOrThrow()
    expect(order).toMatchObject({ status: 'new', type: 'cart', receipt: '', variant: 'default' })
    const link = await db
      .insertInto('ecommerce_orders_to_products')
      .values({ order_id: order.id, product_id: product.id })
      .returningAll()
      .executeTakeFirstOrThrow()
    expect(link).toMatchObject({ order_index: 0, quantity: 1, variant: 'default' })
    const role = await db.insertInto('rbac_roles').values({ title: 'Editors' }).returningAll().executeTakeFirstOrThrow()
    expect(role.available_on_registration).toBe(false)
    const currency = await db.insertInto('billing_currencies').values({ slug: 'eur', symbol: '€' }).returningAll().executeTakeFirstOrThrow()
    expect(currency.is_default).toBe(false)
    const page = await db.insertInto('host_pages').values({ url: '/defaults' }).returningAll().executeTakeFirstOrThrow()
    expect(page).toMatchObject({ title: 'Page', description: 'Description', language: 'en' })
  })

  it('generates slug and adminTitle in the validators when they are empty', () => {
    const parsed = ecommerceProductsInsertSchema.parse({ title: { ru: 'Курс', en: 'Course' }, slug: '', variant: 'course' })
    expect(parsed.slug).toMatch(/^[a-z]+(-[a-z]+){3}$/)
    expect(parsed.adminTitle).toMatch(/^Курс \| [a-z]+( [a-z]+){3} \| course$/)
    const untitled = ecommerceProductsInsertSchema.parse({})
    expect(untitled.adminTitle).toMatch(/^Untitled \| .+ \| default$/)
    expect(ecommerceProductsInsertSchema.safeParse({ variant: 'not-a-variant' }).success).toBe(false)
    expect(ecommerceProductsInsertSchema.safeParse({ type: 'rental' }).success).toBe(false)
  })

  it('rejects a duplicate slug', async () => {
    const { db } = database
    await db.insertInto('blog_articles').values({ slug: 'same-slug' }).execute()
    await expect(db.insertInto('blog_articles').values({ slug: 'same-slug' }).execute()).rejects.toThrow(/blog_articles_slug_key/)
  })

  it('enforces the currency slug pattern in SQL and in the validator', async () => {
    const { db } = database
    await expect(db.insertInto('billing_currencies').values({ slug: 'US Dollar' }).execute()).rejects.toThrow(/billing_currencies_slug_check/)
    const result = billingCurrenciesInsertSchema.safeParse({ slug: 'US Dollar' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('may contain only lowercase letters, digits and hyphens')
    expect(billingCurrenciesInsertSchema.safeParse({ slug: 'usd-2' }).success).toBe(true)
  })

  it('requires a unique sku on stores-to-products', async () => {
    const { db } = database
    const store = await db.insertInto('ecommerce_stores').defaultValues().returning('id').executeTakeFirstOrThrow()
    const first = await db.insertInto('ecommerce_products').defaultValues().returning('id').executeTakeFirstOrThrow()
    const second = await db.insertInto('ecommerce_products').defaultValues().returning('id').executeTakeFirstOrThrow()
    await db.insertInto('ecommerce_stores_to_products').values({ store_id: store.id, product_id: first.id, sku: 'SKU-1' }).execute()
    await expect(
      db.insertInto('ecommerce_stores_to_products').values({ store_id: store.id, product_id: second.id, sku: 'SKU-1' }).execute(),
    ).rejects.toThrow(/sku/)
  })

  it('deletes relation rows with their parent', async () => {
    const { db } = database
    const page = await db.insertInto('host_pages').values({ url: '/cascade' }).returning('id').executeTakeFirstOrThrow()
    const widget = await db.insertInto('host_widgets').defaultValues().returning('id').executeTakeFirstOrThrow()
    await db.insertInto('host_pages_to_widgets').values({ page_id: page.id, widget_id: widget.id }).execute()
    await db.deleteFrom('host_pages').where('id', '=', page.id).execute()
    const left = await db.selectFrom('host_pages_to_widgets').where('widget_id', '=', widget.id).selectAll().execute()
    expect(left).toEqual([])
    expect(await db.selectFrom('host_widgets').where('id', '=', widget.id).select('id').execute()).toHaveLength(1)
  })
})
