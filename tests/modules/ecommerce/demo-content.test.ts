/**
 * The demo shop's records: the courses' prices in both currencies and their titles in both languages (the rest of the demo site: tests/seed/demo-site-content.test.ts).
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { DATABASE_HOOK_TIMEOUT } from '../../seed/database-hook-timeout.ts'
import { createTestDatabase } from '../../support/test-database.ts'
import { loadDemoRecords } from '../host/support/page-test-app.ts'

let database: DatabaseHandle
beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  await loadDemoRecords(database)
}, DATABASE_HOOK_TIMEOUT)
afterAll(() => database?.close())

describe('the demo shop', () => {
  it('prices every course in RUB and USD under a price attribute key, with RUB the default currency', async () => {
    const prices = await database.db
      .selectFrom('ecommerce_products as p')
      .innerJoin('ecommerce_products_to_attributes as pa', 'pa.product_id', 'p.id')
      .innerJoin('ecommerce_attributes as a', 'a.id', 'pa.attribute_id')
      .innerJoin('ecommerce_attribute_keys_to_attributes as ka', 'ka.attribute_id', 'a.id')
      .innerJoin('ecommerce_attribute_keys as k', 'k.id', 'ka.attribute_key_id')
      .innerJoin('ecommerce_attributes_to_billing_module_currencies as ac', 'ac.attribute_id', 'a.id')
      .innerJoin('billing_currencies as c', 'c.id', 'ac.billing_module_currency_id')
      .select([
        'p.slug',
        'p.type',
        'p.variant',
        'k.type as keyType',
        'k.field',
        'c.slug as currency',
        'c.symbol',
        'c.is_default',
        'a.number',
      ])
      .orderBy('p.slug')
      .orderBy('c.slug')
      .execute()
    expect(prices.map((price) => `${price.slug}:${price.currency}`)).toEqual([
      'accountant:rub',
      'accountant:usd',
      'data-analyst:rub',
      'data-analyst:usd',
      'web-developer:rub',
      'web-developer:usd',
    ])
    for (const price of prices) {
      expect(price).toMatchObject({ type: 'one_off', variant: 'course', keyType: 'price', field: 'number' })
      expect(Number(price.number)).toBeGreaterThan(0)
      expect(price).toMatchObject(price.currency === 'rub' ? { symbol: '₽', is_default: true } : { symbol: '$', is_default: false })
    }
    const skus = await database.db.selectFrom('ecommerce_stores_to_products').select('sku').execute()
    expect(skus).toHaveLength(3)
  })

  it('titles every course in Russian and English', async () => {
    const { rows } = await sql<{ title: Record<string, string> }>`select title from ecommerce_products`.execute(database.db)
    expect(rows).toHaveLength(3)
    for (const row of rows) expect(Object.keys(row.title).sort()).toEqual(['en', 'ru'])
  })
})
