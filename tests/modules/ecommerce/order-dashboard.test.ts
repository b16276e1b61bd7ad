/**
 * The admin dashboard's orders (`GET /api/ecommerce/orders/dashboard`, #28): a checked-out order
 * shows with its status and totals per currency, an open cart does not, the day's count includes
 * it, and only administrators may ask; a bad period is a 400 naming it.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { type Account, call, expectError, register } from '../rbac/support/auth-fixtures.ts'
import { availableDatabaseKinds, createTestDatabase } from '../../support/test-database.ts'
import { secretKeyHeaders } from '../../support/test-app.ts'
import { addToCart, buyerCall, checkout, DATA_ANALYST, WEB_DEVELOPER } from './support/shop-calls.ts'
import { createShopTestApp, seedDemoShop } from './support/shop-test-app.ts'

describe.each(availableDatabaseKinds)('the orders dashboard on %s', (kind) => {
  let database: DatabaseHandle
  let app: FastifyInstance
  let buyer: Account

  beforeAll(async () => {
    database = await createTestDatabase({ kind, migrate: true })
    await seedDemoShop(database)
    ;({ app } = await createShopTestApp(database))
    buyer = await register(app)
  }, 180_000)

  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  it('lists a checked-out order with its status and totals, leaves open carts out, and counts it today', async () => {
    const placed = await addToCart(app, buyer, DATA_ANALYST, 2)
    expect((await checkout(app, buyer, [placed.id])).status).toBeLessThan(300)
    const open = await addToCart(app, buyer, WEB_DEVELOPER)
    const reply = await call(app, 'GET', '/api/ecommerce/orders/dashboard?days=7', { headers: secretKeyHeaders })
    expect(reply.status).toBe(200)
    const { recent, perDay } = reply.body.data
    const order = recent.find((item: { id: string }) => item.id === placed.id)
    expect(order).toMatchObject({ status: 'paying', number: placed.id.slice(0, 8).toUpperCase() })
    expect(order.totals.length).toBeGreaterThan(0)
    expect(Number(order.totals[0].total)).toBeGreaterThan(0)
    expect(recent.some((item: { id: string }) => item.id === open.id)).toBe(false)
    expect(perDay).toHaveLength(7)
    expect(perDay.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), count: recent.length })
  })

  it('is for administrators only, and names a bad period', async () => {
    expectError(await buyerCall(app, buyer, 'GET', '/api/ecommerce/orders/dashboard'), 403, 'FORBIDDEN')
    expectError(await call(app, 'GET', '/api/ecommerce/orders/dashboard'), 401, 'UNAUTHORIZED')
    const zero = await call(app, 'GET', '/api/ecommerce/orders/dashboard?days=0', { headers: secretKeyHeaders })
    expect(zero.status).toBe(400)
    expect(JSON.stringify(zero.body)).toContain('days must be at least 1')
    expect((await call(app, 'GET', '/api/ecommerce/orders/dashboard?days=many', { headers: secretKeyHeaders })).status).toBe(400)
    const month = await call(app, 'GET', '/api/ecommerce/orders/dashboard', { headers: secretKeyHeaders })
    expect(month.body.data.perDay).toHaveLength(30)
  })
})
