/**
 * The shop's and billing's schema at the database level (issue "Every entity and relation"):
 * defaults, generated slugs, patterns and uniqueness, on PGlite and on PostgreSQL
 * (migrations and cascades: tests/schema/database-rules.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { billingCurrenciesInsertSchema } from '#generated/validators/billing/currencies.gen.ts'
import { ecommerceProductsInsertSchema } from '#generated/validators/ecommerce/products.gen.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { availableDatabaseKinds, createTestDatabase } from '../../support/test-database.ts'

describe.each(availableDatabaseKinds)('the shop’s schema on %s', (kind) => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await createTestDatabase({ kind, migrate: true })
  })
  afterAll(async () => database?.close())

  it('applies defaults: variant, orderIndex, product type, order status and type, currency, generated slug and adminTitle', async () => {
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
    const currency = await db.insertInto('billing_currencies').values({ slug: 'eur', symbol: '€' }).returningAll().executeTakeFirstOrThrow()
    expect(currency.is_default).toBe(false)
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

  it('enforces the currency slug pattern in SQL and in the validator', async () => {
    const { db } = database
    await expect(db.insertInto('billing_currencies').values({ slug: 'US Dollar' }).execute()).rejects.toThrow(
      /billing_currencies_slug_check/,
    )
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
})
