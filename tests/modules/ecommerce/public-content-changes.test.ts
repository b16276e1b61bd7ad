/**
 * Which writes count as content changes (and so empty the anonymous HTML cache and the page route
 * table): writes to what a public page can render (publicly readable entities: host's entity-set
 * hook, whose coverage tests/runtime/entity-set-hooks.test.ts checks) do, before they answer, each
 * naming the records it wrote (a registration: the new account's public profile); a visitor's
 * private writes (sign-in, the cart, checkout, a form request) and writes to private entities do not.
 */
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { type ContentChange, onContentChange } from '#runtime/modules/host/content-changes.ts'
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

  it("are told for a product's change and a new account's public profile, not for a visitor's cart or checkout", async () => {
    const changes: ContentChange[] = []
    const unsubscribe = onContentChange(database.db, (change) => changes.push(change))
    try {
      buyer = await register(app)
      // A new account's one public record is its profile (when the site lists social): pages that
      // list profiles must show it, so it is told, naming that record only; nothing else is.
      // In SQL, not the typed tables: a site without social has no such table to type-check against.
      const profiles = siteHas('social')
        ? (
            await sql<{ id: string }>`select social_module_profile_id as id from rbac_subjects_to_social_module_profiles
              where subject_id = ${buyer.subjectId}`.execute(database.db)
          ).rows
        : []
      expect(changes).toEqual(profiles.map((profile) => ({ records: { 'social/profiles': [profile.id] } })))
      changes.length = 0
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
      expect(changes).toEqual([])

      const renamed = await call(app, 'PATCH', `/api/ecommerce/products/${DATA_ANALYST}`, {
        headers: secretKeyHeaders,
        body: { data: { adminTitle: 'Data analyst' } },
      })
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200)
      expect(changes).toHaveLength(1)
    } finally {
      unsubscribe()
    }
  })
})
