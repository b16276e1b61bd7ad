/**
 * The `owner` policy's row filter through the generic routes. The fixture is ecommerce/orders as
 * if its schema said `access: { read: 'owner', write: 'owner', owner: 'rbac/subjects-to-ecommerce-module-orders' }`:
 * its owner is resolved by the generator's own resolveOwners over the real IR, and its routes are
 * the generic ones. A signed-in subject lists, counts, reads and changes only its own orders,
 * another's is a 404 (never a 403, which would confirm it exists), and what it creates is its own.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resolveOwners } from '#generator/ir/resolve-owners.ts'
import { entities } from '#generated/metadata/index.gen.ts'
import { entityRoutes } from '#generated/routes/index.gen.ts'
import { ecommerceOrdersRoutes } from '#generated/routes/ecommerce/orders.gen.ts'
import { subjectRoutes } from '#runtime/modules/rbac/routes/subject-routes.ts'
import { jobsPlugin } from '#runtime/jobs/jobs-plugin.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { defineEntityRoutes } from '#runtime/http/define-entity-routes.ts'
import { entityRoutesPlugin } from '#runtime/http/entity-routes-plugin.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import { createApp } from '#runtime/server/create-app.ts'
import { secretKeyHeaders, TEST_SECRET_KEY } from '../../support/test-app.ts'
import { createTestConfig } from '../../support/test-config.ts'
import { createTestDatabase } from '../../support/test-database.ts'
import { type Account, bearer, call, register } from '../rbac/support/auth-fixtures.ts'
import { TEST_JWT_SECRET } from '../rbac/support/auth-test-app.ts'

const RELATION = 'rbac/subjects-to-ecommerce-module-orders'
const ORDERS = '/api/ecommerce/orders'

function ownedOrdersMetadata(): EntityMetadata {
  const orders = ecommerceOrdersRoutes.metadata
  const access = Object.fromEntries(Object.keys(orders.access).map((operation) => [operation, 'owner'])) as EntityMetadata['access']
  const problems: string[] = []
  const resolved = resolveOwners(
    entities.map((entity) => (entity === orders ? { entity: { ...orders, access }, owner: RELATION } : { entity, owner: undefined })),
    (entity, message) => problems.push(`${entity.name}: ${message}`),
  )
  expect(problems).toEqual([])
  return resolved.find((entity) => entity.table === orders.table)!
}

let database: DatabaseHandle
let app: FastifyInstance
let alice: Account
let bob: Account

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  const owned = defineEntityRoutes(ownedOrdersMetadata(), ecommerceOrdersRoutes.loadSchemas)
  const routes = entityRoutes.map((routes) => (routes === ecommerceOrdersRoutes ? owned : routes))
  const config = createTestConfig({ RBAC_SECRET_KEY: TEST_SECRET_KEY, JWT_SECRET: TEST_JWT_SECRET, AUTH_RATE_LIMIT: '100000' })
  app = await createApp({ database, config, apiPlugins: [entityRoutesPlugin(routes), jobsPlugin, subjectRoutes] })
  await app.ready()
  alice = await register(app)
  bob = await register(app)
}, 60_000)

afterAll(async () => {
  await app?.close()
  await database?.close()
})

const as = (account: Account) => ({ headers: bearer(account.jwt) })
const ids = (reply: { body: { data: { id: string }[] } }) => reply.body.data.map((order) => order.id).sort()

describe('records owned through a relation', () => {
  let aliceOrders: string[]
  let bobOrder: string

  it('resolves the owner to the relation table and its keys', () => {
    expect(ownedOrdersMetadata().owner).toEqual({
      kind: 'relation',
      relation: RELATION,
      table: 'rbac_subjects_to_ecommerce_module_orders',
      recordColumn: 'ecommerce_module_order_id',
      subjectColumn: 'subject_id',
    })
  })

  it('makes what a subject creates its own, one by one and in bulk', async () => {
    const one = await call(app, 'POST', ORDERS, { ...as(alice), body: { data: { comment: 'alice one' } } })
    expect(one.status, JSON.stringify(one.body)).toBe(201)
    const many = await call(app, 'POST', `${ORDERS}/bulk`, {
      ...as(alice),
      body: { data: [{ comment: 'alice two' }, { comment: 'alice three' }] },
    })
    expect(many.status, JSON.stringify(many.body)).toBe(201)
    const theirs = await call(app, 'POST', ORDERS, { ...as(bob), body: { data: { comment: 'bob one' } } })
    expect(theirs.status).toBe(201)
    aliceOrders = [one.body.data.id, ...many.body.data.map((order: { id: string }) => order.id)].sort()
    bobOrder = theirs.body.data.id
    const links = await database.db
      .selectFrom('rbac_subjects_to_ecommerce_module_orders')
      .select(['subject_id', 'ecommerce_module_order_id'])
      .execute()
    expect(
      links
        .filter((link) => link.subject_id === alice.subjectId)
        .map((link) => link.ecommerce_module_order_id)
        .sort(),
    ).toEqual(aliceOrders)
    expect(links.filter((link) => link.subject_id === bob.subjectId).map((link) => link.ecommerce_module_order_id)).toEqual([bobOrder])
  })

  it('lists and counts only the caller’s records, filters included', async () => {
    expect(ids(await call(app, 'GET', ORDERS, as(alice)))).toEqual(aliceOrders)
    expect(ids(await call(app, 'GET', ORDERS, as(bob)))).toEqual([bobOrder])
    expect((await call(app, 'GET', `${ORDERS}/count`, as(alice))).body).toEqual({ data: 3 })
    const byId = `filters[and][0][column]=id&filters[and][0][method]=eq&filters[and][0][value]=${bobOrder}`
    expect((await call(app, 'GET', `${ORDERS}?${byId}`, as(alice))).body).toEqual({ data: [] })
    expect((await call(app, 'GET', `${ORDERS}/count?${byId}`, as(alice))).body).toEqual({ data: 0 })
    expect((await call(app, 'GET', `${ORDERS}/count?${byId}`, as(bob))).body).toEqual({ data: 1 })
  })

  it('reads, updates and deletes its own; another’s is a 404, and stays unchanged', async () => {
    const own = await call(app, 'GET', `${ORDERS}/${aliceOrders[0]}`, as(alice))
    expect(own.status).toBe(200)
    for (const [method, body] of [['GET'], ['PATCH', { data: { comment: 'taken over' } }], ['DELETE']] as const) {
      const reply = await call(app, method, `${ORDERS}/${bobOrder}`, { ...as(alice), body })
      expect(reply.status, `${method} another's`).toBe(404)
      expect(reply.body.error.code).toBe('NOT_FOUND')
    }
    const changed = await call(app, 'PATCH', `${ORDERS}/${aliceOrders[0]}`, { ...as(alice), body: { data: { comment: 'changed' } } })
    expect(changed.status).toBe(200)
    expect(changed.body.data.comment).toBe('changed')
    const bobs = await call(app, 'GET', `${ORDERS}/${bobOrder}`, as(bob))
    expect(bobs.body.data.comment).toBe('bob one')
  })

  it('rolls a bulk update back when one id is another’s', async () => {
    const reply = await call(app, 'PATCH', `${ORDERS}/bulk`, {
      ...as(alice),
      body: {
        data: [
          { id: aliceOrders[1], comment: 'bulk' },
          { id: bobOrder, comment: 'bulk' },
        ],
      },
    })
    expect(reply.status).toBe(404)
    expect((await call(app, 'GET', `${ORDERS}/${aliceOrders[1]}`, as(alice))).body.data.comment).not.toBe('bulk')
    expect((await call(app, 'GET', `${ORDERS}/${bobOrder}`, as(bob))).body.data.comment).toBe('bob one')
  })

  it('find-or-create finds only among the caller’s records', async () => {
    const reply = await call(app, 'POST', `${ORDERS}/find-or-create`, { ...as(alice), body: { data: { comment: 'bob one' } } })
    expect(reply.status).toBe(201)
    expect(reply.body.data.id).not.toBe(bobOrder)
    const again = await call(app, 'POST', `${ORDERS}/find-or-create`, { ...as(alice), body: { data: { comment: 'bob one' } } })
    expect(again.status).toBe(200)
    expect(again.body.data.id).toBe(reply.body.data.id)
    aliceOrders = [...aliceOrders, reply.body.data.id].sort()
  })

  it('deletes its own record', async () => {
    const deleted = await call(app, 'DELETE', `${ORDERS}/${aliceOrders[2]}`, as(alice))
    expect(deleted.status).toBe(200)
    expect((await call(app, 'GET', `${ORDERS}/${aliceOrders[2]}`, as(alice))).status).toBe(404)
    aliceOrders = aliceOrders.filter((id) => id !== deleted.body.data.id)
  })

  it('refuses the anonymous with 401 and lets the secret key see every record', async () => {
    expect((await call(app, 'GET', ORDERS)).status).toBe(401)
    expect((await call(app, 'GET', `${ORDERS}/${randomUUID()}`)).status).toBe(401)
    const all = ids(await call(app, 'GET', `${ORDERS}?limit=1000`, { headers: { ...secretKeyHeaders } }))
    expect(all).toEqual([...aliceOrders, bobOrder].sort())
  })
})
