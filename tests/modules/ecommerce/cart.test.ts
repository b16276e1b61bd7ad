/**
 * SPEC §7 "Subject ecommerce" and "Orders": the cart's calls, their totals in both demo currencies
 * (SQL numeric, DESIGN's price rule), SPEC §5's messages, and the owner rule.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { MISSING_PRICE_MESSAGE } from '#runtime/modules/ecommerce/shop-messages.ts'
import { schoolStore } from '../../../seed/demo/modules/ecommerce.ts'
import { type Account, call, expectError, register } from '../rbac/support/auth-fixtures.ts'
import { availableDatabaseKinds, createTestDatabase } from '../../support/test-database.ts'
import { secretKeyHeaders } from '../../support/test-app.ts'
import { ACCOUNTANT, addToCart, buyerCall, checkout, DATA_ANALYST, RUB, shopBase, USD, WEB_DEVELOPER } from './support/shop-calls.ts'
import { createShopTestApp, seedDemoShop } from './support/shop-test-app.ts'

describe.each(availableDatabaseKinds)('the cart on %s', (kind) => {
  let database: DatabaseHandle
  let app: FastifyInstance
  let buyer: Account
  let other: Account

  beforeAll(async () => {
    database = await createTestDatabase({ kind, migrate: true })
    await seedDemoShop(database)
    ;({ app } = await createShopTestApp(database))
    buyer = await register(app)
    other = await register(app)
  })

  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  it('adds to the cart, merges a repeated product, and counts the items', async () => {
    const created = await buyerCall(app, buyer, 'POST', `${shopBase(buyer.subjectId)}/orders`, { data: { productId: DATA_ANALYST } })
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({ status: 'new', type: 'cart', ordersToProducts: [{ productId: DATA_ANALYST, quantity: 1 }] })
    const again = await buyerCall(app, buyer, 'POST', `${shopBase(buyer.subjectId)}/orders`, {
      data: { productId: DATA_ANALYST, quantity: 2 },
    })
    expect(again.status).toBe(200)
    expect(again.body.data.id).toBe(created.body.data.id)
    expect(again.body.data.ordersToProducts[0].quantity).toBe(3)
    await addToCart(app, buyer, WEB_DEVELOPER)

    const quantity = await buyerCall(app, buyer, 'GET', `${shopBase(buyer.subjectId)}/orders/quantity`)
    expect(quantity.body.data).toEqual({ quantity: 4 })
    const list = await buyerCall(app, buyer, 'GET', `${shopBase(buyer.subjectId)}/orders`)
    expect(list.status).toBe(200)
    expect(list.headers['cache-control']).toBe('private, no-store')
    expect(list.body.data).toHaveLength(2)
  })

  it('totals each order and the cart per currency, exactly, in both demo currencies', async () => {
    const list = await buyerCall(app, buyer, 'GET', `${shopBase(buyer.subjectId)}/orders?type=cart`)
    const analyst = list.body.data.find((order: any) => order.ordersToProducts[0].productId === DATA_ANALYST)
    expect(analyst.totals).toEqual([
      { billingModuleCurrencyId: RUB, slug: 'rub', symbol: '₽', total: '179700' },
      { billingModuleCurrencyId: USD, slug: 'usd', symbol: '$', total: '2070' },
    ])
    const total = await buyerCall(app, buyer, 'GET', `${shopBase(buyer.subjectId)}/orders/total`)
    // 3 × 59 900 + 69 900 and 3 × 690 + 790.
    expect(total.body.data.map((entry: any) => [entry.slug, entry.total])).toEqual([
      ['rub', '249600'],
      ['usd', '2860'],
    ])

    const byOrder = await buyerCall(app, buyer, 'GET', `/api/ecommerce/orders/${analyst.id}/total`)
    expect(byOrder.body.data.map((entry: any) => entry.total)).toEqual(['179700', '2070'])
    const line = await buyerCall(
      app,
      buyer,
      'GET',
      `/api/ecommerce/orders-to-products/${analyst.ordersToProducts[0].id}/total?billingModuleCurrencyId=${USD}`,
    )
    expect(line.body.data).toEqual([{ billingModuleCurrencyId: USD, slug: 'usd', symbol: '$', total: '2070' }])
    const attributes = await buyerCall(app, buyer, 'GET', `/api/ecommerce/orders/${analyst.id}/checkout-attributes/${USD}`)
    expect(attributes.body.data).toEqual([
      expect.objectContaining({ productId: DATA_ANALYST, quantity: 3, attribute: expect.objectContaining({ number: '690' }) }),
    ])
    const quantity = await buyerCall(app, buyer, 'GET', `/api/ecommerce/orders/${analyst.id}/quantity`)
    expect(quantity.body.data).toEqual({ quantity: 3 })
  })

  it("prefers the store's own price to the product's, and the lowest orderIndex among the product's", async () => {
    const db = database.db
    const price = async (amount: number) => {
      const attribute = await db.insertInto('ecommerce_attributes').values({ number: amount }).returning('id').executeTakeFirstOrThrow()
      const key = await db.selectFrom('ecommerce_attribute_keys').select('id').where('slug', '=', 'price').executeTakeFirstOrThrow()
      await db
        .insertInto('ecommerce_attribute_keys_to_attributes')
        .values({ attribute_key_id: key.id, attribute_id: attribute.id })
        .execute()
      await db
        .insertInto('ecommerce_attributes_to_billing_module_currencies')
        .values({ attribute_id: attribute.id, billing_module_currency_id: USD })
        .execute()
      return attribute.id
    }
    // A later-ordered product price loses; a store price wins for lines added from that store.
    await db
      .insertInto('ecommerce_products_to_attributes')
      .values({ product_id: ACCOUNTANT, attribute_id: await price(1), order_index: 99 })
      .execute()
    const offer = await db
      .selectFrom('ecommerce_stores_to_products')
      .select('id')
      .where('product_id', '=', ACCOUNTANT)
      .executeTakeFirstOrThrow()
    await db
      .insertInto('ecommerce_stores_to_products_to_attributes')
      .values({ stores_to_products_id: offer.id, attribute_id: await price(400.5) })
      .execute()

    const plain = await addToCart(app, other, ACCOUNTANT)
    expect(plain.totals.find((entry: any) => entry.slug === 'usd').total).toBe('460')
    const fromStore = await buyerCall(app, other, 'POST', `${shopBase(other.subjectId)}/orders`, {
      data: { productId: ACCOUNTANT, quantity: 2, storeId: schoolStore.id },
    })
    expect(fromStore.status).toBe(201)
    expect(fromStore.body.data.totals.find((entry: any) => entry.slug === 'usd').total).toBe('801.0')
    for (const order of [plain, fromStore.body.data])
      await buyerCall(app, other, 'DELETE', `${shopBase(other.subjectId)}/orders/${order.id}`)
  })

  it("refuses checkout in a currency a product has no price in, with the spec's message", async () => {
    const product = await database.db
      .insertInto('ecommerce_products')
      .values({ title: { en: 'Rouble-only' } })
      .returning('id')
      .executeTakeFirstOrThrow()
    const attribute = await database.db.insertInto('ecommerce_attributes').values({ number: 100 }).returning('id').executeTakeFirstOrThrow()
    const key = await database.db.selectFrom('ecommerce_attribute_keys').select('id').where('slug', '=', 'price').executeTakeFirstOrThrow()
    await database.db
      .insertInto('ecommerce_attribute_keys_to_attributes')
      .values({ attribute_key_id: key.id, attribute_id: attribute.id })
      .execute()
    await database.db
      .insertInto('ecommerce_attributes_to_billing_module_currencies')
      .values({ attribute_id: attribute.id, billing_module_currency_id: RUB })
      .execute()
    await database.db
      .insertInto('ecommerce_products_to_attributes')
      .values({ product_id: product.id, attribute_id: attribute.id })
      .execute()

    const order = await addToCart(app, other, product.id)
    expect(order.totals.map((entry: any) => entry.slug)).toEqual(['rub'])
    const refused = await checkout(app, other, [order.id], { currencyId: USD })
    expectError(refused, 400, 'BAD_REQUEST')
    expect(refused.body.error.message).toBe(MISSING_PRICE_MESSAGE)
    const unchanged = await buyerCall(app, other, 'GET', `${shopBase(other.subjectId)}/orders`)
    expect(unchanged.body.data.find((entry: any) => entry.id === order.id)).toMatchObject({ status: 'new', invoices: [] })
    await buyerCall(app, other, 'DELETE', `${shopBase(other.subjectId)}/orders/${order.id}`)
  })

  it('changes quantities and deletes cart orders', async () => {
    const order = await addToCart(app, buyer, ACCOUNTANT)
    const line = order.ordersToProducts[0]
    const patched = await buyerCall(app, buyer, 'PATCH', `${shopBase(buyer.subjectId)}/orders/${order.id}`, {
      data: { ordersToProducts: [{ id: line.id, quantity: 5 }] },
    })
    expect(patched.status).toBe(200)
    expect(patched.body.data.ordersToProducts[0].quantity).toBe(5)
    const one = await buyerCall(app, buyer, 'PATCH', `/api/ecommerce/orders/${order.id}/orders-to-products/${line.id}`, {
      data: { quantity: 2 },
    })
    expect(one.body.data.ordersToProducts[0].quantity).toBe(2)
    const zero = await buyerCall(app, buyer, 'PATCH', `${shopBase(buyer.subjectId)}/orders/${order.id}`, {
      data: { ordersToProducts: [{ id: line.id, quantity: 0 }] },
    })
    expectError(zero, 400, 'VALIDATION_FAILED')
    expect(zero.body.error.message).toBe('quantity must be at least 1')
    const deleted = await buyerCall(app, buyer, 'DELETE', `${shopBase(buyer.subjectId)}/orders/${order.id}`)
    expect(deleted.status).toBe(200)
    expectError(await buyerCall(app, buyer, 'DELETE', `${shopBase(buyer.subjectId)}/orders/${order.id}`), 404, 'NOT_FOUND')
  })

  it("validates with SPEC §5's messages", async () => {
    const missing = await buyerCall(app, buyer, 'POST', `${shopBase(buyer.subjectId)}/orders`, { data: { quantity: 1 } })
    expectError(missing, 400, 'VALIDATION_FAILED')
    expect(missing.body.error.message).toBe('productId is required')
    const provider = await checkout(app, buyer, [DATA_ANALYST], { provider: 'paypal' })
    expectError(provider, 400, 'VALIDATION_FAILED')
    expect(provider.body.error.message).toBe('Invalid provider')
    const email = await buyerCall(app, buyer, 'POST', `${shopBase(buyer.subjectId)}/orders/checkout`, {
      data: { provider: 'dummy', email: 'nope', billingModule: { currency: { id: RUB } }, ecommerceModule: { orders: [] } },
    })
    expectError(email, 400, 'VALIDATION_FAILED')
    expect(email.body.error.issues.map((issue: any) => issue.path)).toEqual(expect.arrayContaining(['email', 'ecommerceModule.orders']))
    const unknownProduct = await buyerCall(app, buyer, 'POST', `${shopBase(buyer.subjectId)}/orders`, {
      data: { productId: '00000000-0000-4000-8000-000000000000' },
    })
    expectError(unknownProduct, 404, 'NOT_FOUND')
  })

  it("keeps every subject to its own orders: another's subject is 403, another's order is not found like an unknown one, the anonymous 401, an administrator's key passes", async () => {
    const order = await addToCart(app, buyer, WEB_DEVELOPER)
    expectError(await buyerCall(app, other, 'GET', `${shopBase(buyer.subjectId)}/orders`), 403, 'FORBIDDEN')
    // Every order route answers another subject's order exactly as an id that does not exist.
    const unknown = '00000000-0000-4000-8000-000000000000'
    const line = order.ordersToProducts[0].id
    const probes = (id: string, lineId: string) => [
      () => buyerCall(app, other, 'DELETE', `${shopBase(other.subjectId)}/orders/${id}`),
      () =>
        buyerCall(app, other, 'PATCH', `${shopBase(other.subjectId)}/orders/${id}`, {
          data: { ordersToProducts: [{ id: lineId, quantity: 2 }] },
        }),
      () =>
        buyerCall(app, other, 'POST', `${shopBase(other.subjectId)}/orders/${id}/checkout`, {
          data: { provider: 'dummy', email: other.email, billingModule: { currency: { id: RUB } } },
        }),
      () => buyerCall(app, other, 'POST', `${shopBase(other.subjectId)}/orders/${id}/cancel-payment`, { data: {} }),
      () => checkout(app, other, [id]),
      () => buyerCall(app, other, 'GET', `/api/ecommerce/orders/${id}/total`),
      () => buyerCall(app, other, 'GET', `/api/ecommerce/orders/${id}/quantity`),
      () => buyerCall(app, other, 'GET', `/api/ecommerce/orders/${id}/checkout-attributes/${RUB}`),
      () => buyerCall(app, other, 'PATCH', `/api/ecommerce/orders/${id}/orders-to-products/${lineId}`, { data: { quantity: 2 } }),
      () => buyerCall(app, other, 'POST', `/api/ecommerce/orders/${id}/check`, { data: {} }),
      () => buyerCall(app, other, 'GET', `/api/ecommerce/orders-to-products/${lineId}/total`),
    ]
    const theirs = probes(order.id, line)
    const missing = probes(unknown, unknown)
    for (const [index, probe] of theirs.entries()) {
      const [foreign, absent] = [await probe(), await missing[index]!()]
      expectError(foreign, 404, 'NOT_FOUND')
      expect(foreign.body.error.message.replace(order.id, unknown).replace(line, unknown)).toBe(absent.body.error.message)
    }
    // Nothing the probes sent changed the order.
    expect((await buyerCall(app, buyer, 'GET', `/api/ecommerce/orders/${order.id}/quantity`)).body.data).toEqual({
      quantity: order.ordersToProducts[0].quantity,
    })
    expectError(await call(app, 'GET', `${shopBase(buyer.subjectId)}/orders`), 401, 'UNAUTHORIZED')
    expectError(await call(app, 'GET', `/api/ecommerce/orders/${order.id}/total`), 401, 'UNAUTHORIZED')
    const admin = await call(app, 'GET', `/api/ecommerce/orders/${order.id}/total`, { headers: secretKeyHeaders })
    expect(admin.status).toBe(200)
    expectError(await buyerCall(app, buyer, 'POST', '/api/ecommerce/orders/clear-old-orders', { data: {} }), 403, 'FORBIDDEN')
    const cleared = await call(app, 'POST', '/api/ecommerce/orders/clear-old-orders', {
      headers: secretKeyHeaders,
      body: { data: { olderThanDays: 1 } },
    })
    expect(cleared.body.data).toEqual({ deleted: 0 })
  })
})
