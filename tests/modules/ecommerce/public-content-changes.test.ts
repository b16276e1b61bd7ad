/**
 * Which writes count as content changes (and so empty the anonymous HTML cache and the page route
 * table): writes to what a public page can render (publicly readable entities: host's entity-set
 * hook, whose coverage tests/runtime/entity-set-hooks.test.ts checks) do, before they answer; a
 * visitor's own writes (registration, sign-in, the cart, checkout, a form request) and writes to
 * private entities do not.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { onContentChange } from '#runtime/modules/host/content-changes.ts'
import { type Account, call, register } from '../rbac/support/auth-fixtures.ts'
import { addToCart, buyerCall, checkout, DATA_ANALYST, shopBase } from './support/shop-calls.ts'
import { createShopTestApp, seedDemoShop } from './support/shop-test-app.ts'
import { siteHas } from '../../support/site-modules.ts'
import { secretKeyHeaders } from '../../support/test-app.ts'
import { createTestDatabase } from '../../support/test-database.ts'
import { DATABASE_HOOK_TIMEOUT } from '../../seed/database-hook-timeout.ts'

describe('content changes of a visitor and of an admin', () => {
  let database: DatabaseHandle
  let app: FastifyInstance
  let buyer: Account

  beforeAll(async () => {
    database = await createTestDatabase({ kind: 'pglite', migrate: true })
    await seedDemoShop(database)
    ;({ app } = await createShopTestApp(database))
  }, DATABASE_HOOK_TIMEOUT)
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  it("are told for a product's change, not for a visitor's registration, cart or checkout", async () => {
    let told = 0
    const unsubscribe = onContentChange(database.db, () => (told += 1))
    try {
      buyer = await register(app)
      const order = await addToCart(app, buyer, DATA_ANALYST)
      expect(
        (
          await buyerCall(app, buyer, 'PATCH', `${shopBase(buyer.subjectId)}/orders/${order.id}`, {
            data: { ordersToProducts: [{ id: order.ordersToProducts[0].id, quantity: 2 }] },
          })
        ).status,
      ).toBe(200)
      expect((await checkout(app, buyer, [order.id])).status).toBeLessThan(300)
      // A private entity written through its generated route by an admin (crm's, when the site lists it).
      if (siteHas('crm')) {
        const request = await call(app, 'POST', '/api/crm/requests', { headers: secretKeyHeaders, body: { data: { payload: {} } } })
        expect([200, 201, 400]).toContain(request.status)
      }
      expect(told).toBe(0)

      const renamed = await call(app, 'PATCH', `/api/ecommerce/products/${DATA_ANALYST}`, {
        headers: secretKeyHeaders,
        body: { data: { adminTitle: 'Data analyst' } },
      })
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200)
      expect(told).toBe(1)
    } finally {
      unsubscribe()
    }
  })
})
