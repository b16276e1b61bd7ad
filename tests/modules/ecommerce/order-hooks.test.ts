/**
 * The entity hooks (issue #26, runtime/hooks) observed on `ecommerce/orders` through every write
 * path: the generic API, the admin's write path (the generated entity client over real HTTP, as
 * the admin's record form calls it), checkout and the payment webhook, and a seed. Each write runs
 * validate → beforeWrite → write → afterWrite in one transaction, then afterCommit once after the
 * commit from its outbox row; an afterWrite that throws rolls the write back and leaves no outbox
 * row; afterRead shapes what the routes send. The demo's own hook (keepClosedOrdersClosed,
 * runtime/modules/ecommerce/hooks/orders.ts) refuses with a 400 naming the field.
 */
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EcommerceOrders, EcommerceOrdersUpdate, NewEcommerceOrders } from '#generated/validators/ecommerce/orders.gen.ts'
import { createEntityClient } from '#runtime/client/entity-client.ts'
import { fetchTransport } from '#runtime/client/fetch-transport.ts'
import { createHttpClient } from '#runtime/client/http-client.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { addEntityHooks } from '#runtime/hooks/entity-hook-registry.ts'
import { AFTER_COMMIT_JOB } from '#runtime/hooks/run-write-hooks.ts'
import { loadSeed } from '#runtime/seed/load-seed.ts'
import { record } from '#runtime/seed/seed-record.ts'
import { stableId } from '#runtime/seed/stable-id.ts'
import { type Account, call, register } from '../rbac/support/auth-fixtures.ts'
import { createAuthTestApp } from '../rbac/support/auth-test-app.ts'
import { secretKeyHeaders } from '../../support/test-app.ts'
import { createTestDatabase } from '../../support/test-database.ts'
import { addToCart, checkout, DATA_ANALYST, USD } from './support/shop-calls.ts'
import { seedDemoShop, TEST_PUBLIC_URL } from './support/shop-test-app.ts'
import { ROLL_BACK_COMMENT, SHAPED_COMMENT, traceOrderHooks } from './support/trace-order-hooks.ts'

describe('ecommerce/orders hooks on every write path', () => {
  let database: DatabaseHandle
  let app: FastifyInstance
  let baseUrl: string
  let removeHooks: () => void
  const log: string[] = []

  // Read outside the write's transaction (another connection on PostgreSQL; PGlite runs one statement at a time).
  const stored = async (id: string) =>
    (await database.db.selectFrom('ecommerce_orders').select('status').where('id', '=', id).executeTakeFirst())?.status ?? 'gone'
  const outboxRows = async () =>
    database.db.selectFrom('host_jobs').select(['status', 'payload']).where('name', '=', AFTER_COMMIT_JOB).execute()
  // Each write's lines, once its afterCommit ran (from the outbox, after the commit).
  const linesOf = async (count: number) => {
    await expect.poll(() => log.filter((line) => line.startsWith('afterCommit')).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count)
    return log.splice(0)
  }

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: true })
    await seedDemoShop(database)
    removeHooks = addEntityHooks('ecommerce/orders', traceOrderHooks(log, stored))
    ;({ app } = await createAuthTestApp(database, { PUBLIC_URL: TEST_PUBLIC_URL }))
    await app.listen({ port: 0, host: '127.0.0.1' })
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  }, 120_000)

  afterAll(async () => {
    removeHooks?.()
    await app?.close()
    await database?.close()
  })

  it('runs them in order through the generic API: create, update and delete', async () => {
    const created = await call(app, 'POST', '/api/ecommerce/orders', {
      headers: secretKeyHeaders,
      body: { data: { comment: 'by the API' } },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    // No status in the body: the column's default fills it in the write.
    expect(await linesOf(1)).toEqual([
      'beforeWrite create - in transaction',
      'afterWrite create new in transaction',
      'afterCommit create new, stored: new',
    ])

    const id = created.body.data.id
    const updated = await call(app, 'PATCH', `/api/ecommerce/orders/${id}`, {
      headers: secretKeyHeaders,
      body: { data: { status: 'packaging' } },
    })
    expect(updated.status, JSON.stringify(updated.body)).toBe(200)
    expect(await linesOf(1)).toEqual([
      'beforeWrite update packaging in transaction',
      'afterWrite update packaging in transaction',
      'afterCommit update packaging, stored: packaging',
    ])

    const deleted = await call(app, 'DELETE', `/api/ecommerce/orders/${id}`, { headers: secretKeyHeaders })
    expect(deleted.status).toBe(200)
    // afterCommit of a delete finds the record gone: the delete had committed.
    expect(await linesOf(1)).toEqual([
      'beforeWrite delete packaging in transaction',
      'afterWrite delete gone in transaction',
      'afterCommit delete packaging, stored: gone',
    ])
    expect((await outboxRows()).every((row) => row.status === 'done')).toBe(true)
  })

  it("runs them through the admin's write path: the generated entity client over HTTP", async () => {
    const orders = createEntityClient<EcommerceOrders, NewEcommerceOrders, EcommerceOrdersUpdate>('/api/ecommerce/orders', {
      http: createHttpClient({ transport: fetchTransport({ baseUrl }), headers: secretKeyHeaders }),
    })
    const created = await orders.create({ comment: 'by the admin' })
    await orders.update(created.id, { status: 'approving' })
    expect(await linesOf(2)).toEqual([
      'beforeWrite create - in transaction',
      'afterWrite create new in transaction',
      'afterCommit create new, stored: new',
      'beforeWrite update approving in transaction',
      'afterWrite update approving in transaction',
      'afterCommit update approving, stored: approving',
    ])
    const [bulk] = await orders.bulkUpdate([{ id: created.id, status: 'packaging' }])
    expect(bulk?.status).toBe('packaging')
    expect(await linesOf(1)).toEqual([
      'beforeWrite update packaging in transaction',
      'afterWrite update packaging in transaction',
      'afterCommit update packaging, stored: packaging',
    ])
  })

  it("runs them for checkout's own writes: the cart, the checkout and the payment webhook", async () => {
    const buyer: Account = await register(app)
    log.splice(0)
    const order = await addToCart(app, buyer, DATA_ANALYST)
    expect(await linesOf(1)).toEqual([
      'beforeWrite create new in transaction',
      'afterWrite create new in transaction',
      'afterCommit create new, stored: new',
    ])

    const reply = await checkout(app, buyer, [order.id], { currencyId: USD })
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    expect(await linesOf(1)).toEqual([
      'beforeWrite update paying in transaction',
      'afterWrite update paying in transaction',
      'afterCommit update paying, stored: paying',
    ])

    const invoice = reply.body.data.billingModule.invoices[0]
    const token = new URL(invoice.paymentUrl).searchParams.get('token')!
    const paid = await app.inject({
      method: 'POST',
      url: `/api/billing/dummy/invoices/${invoice.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${token}&outcome=paid`,
    })
    expect(paid.statusCode).toBe(303)
    // The payment approves the order; then the receipt job, after that commit, writes the order's receipt
    // through the same write path. The two afterCommits run in whichever order the job runner takes them.
    const approved = [
      'beforeWrite update approving in transaction',
      'afterWrite update approving in transaction',
      'afterCommit update approving, stored: approving',
    ]
    expect((await linesOf(2)).sort()).toEqual([...approved, ...approved].sort())
    const receipt = await database.db.selectFrom('ecommerce_orders').select('receipt').where('id', '=', order.id).executeTakeFirstOrThrow()
    expect(receipt.receipt).not.toBe('')
  })

  it("runs them for a seed's new records, and not for records already there", async () => {
    const seeded = record('ecommerce/orders', 'hooked-seed-order', { status: 'new', type: 'history', comment: 'by a seed' })
    const first = await loadSeed(database.db, [seeded])
    expect(first.inserted).toBe(1)
    expect(await linesOf(1)).toEqual([
      'beforeWrite create new in transaction',
      'afterWrite create new in transaction',
      'afterCommit create new, stored: new',
    ])
    const again = await loadSeed(database.db, [seeded])
    expect(again.inserted).toBe(0)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(log).toEqual([])
    expect(seeded.id).toBe(stableId('ecommerce/orders:hooked-seed-order'))
  })

  it('rolls the write back when afterWrite throws, and leaves no outbox row to run', async () => {
    const before = (await outboxRows()).length
    const refused = await call(app, 'POST', '/api/ecommerce/orders', {
      headers: secretKeyHeaders,
      body: { data: { comment: ROLL_BACK_COMMENT } },
    })
    expect(refused.status).toBe(409)
    expect(refused.body.error).toMatchObject({ code: 'CONFLICT', message: 'the traced afterWrite refused this order' })
    expect(log.splice(0)).toEqual(['beforeWrite create - in transaction', 'afterWrite create new in transaction'])
    expect(await database.db.selectFrom('ecommerce_orders').select('id').where('comment', '=', ROLL_BACK_COMMENT).execute()).toEqual([])
    expect((await outboxRows()).length).toBe(before)
  })

  it('shapes what the routes send with afterRead, and stores what was written', async () => {
    const created = await call(app, 'POST', '/api/ecommerce/orders', {
      headers: secretKeyHeaders,
      body: { data: { comment: SHAPED_COMMENT } },
    })
    expect(created.body.data.comment).toBe('what the caller sees')
    const read = await call(app, 'GET', `/api/ecommerce/orders/${created.body.data.id}`, { headers: secretKeyHeaders })
    expect(read.body.data.comment).toBe('what the caller sees')
    const listed = await call(
      app,
      'GET',
      `/api/ecommerce/orders?filters[and][0][column]=id&filters[and][0][method]=eq&filters[and][0][value]=${created.body.data.id}`,
      { headers: secretKeyHeaders },
    )
    expect(listed.body.data.map((order: { comment: string }) => order.comment)).toEqual(['what the caller sees'])
    const stored = await database.db
      .selectFrom('ecommerce_orders')
      .select('comment')
      .where('id', '=', created.body.data.id)
      .executeTakeFirstOrThrow()
    expect(stored.comment).toBe(SHAPED_COMMENT)
    await linesOf(1)
  })

  it("refuses through the demo's beforeWrite with a 400 naming the field, and writes nothing", async () => {
    const created = await call(app, 'POST', '/api/ecommerce/orders', {
      headers: secretKeyHeaders,
      body: { data: { status: 'delivered', comment: 'closed' } },
    })
    expect(created.status).toBe(201)
    await linesOf(1)
    const reopened = await call(app, 'PATCH', `/api/ecommerce/orders/${created.body.data.id}`, {
      headers: secretKeyHeaders,
      body: { data: { status: 'new' } },
    })
    expect(reopened.status).toBe(400)
    expect(reopened.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'data.status', message: 'cannot change: the order is delivered, and a delivered order stays delivered' }],
    })
    // The demo's hook runs before the traced one (the schema's hooks first) and refuses: nothing after it runs.
    expect(log.splice(0)).toEqual([])
    // A page in Russian (the admin in Russian) reads the refusal in Russian.
    const inRussian = await call(app, 'PATCH', `/api/ecommerce/orders/${created.body.data.id}`, {
      headers: { ...secretKeyHeaders, 'accept-language': 'ru' },
      body: { data: { status: 'new' } },
    })
    expect(inRussian.body.error.issues).toEqual([
      { path: 'data.status', message: expect.stringMatching(/^нельзя изменить: заказ в статусе «.+» закрыт и остаётся в нём$/) },
    ])
    expect(log.splice(0)).toEqual([])
    const stored = await database.db
      .selectFrom('ecommerce_orders')
      .select('status')
      .where('id', '=', created.body.data.id)
      .executeTakeFirstOrThrow()
    expect(stored.status).toBe('delivered')
    // The comment may still change: only the status is closed.
    const commented = await call(app, 'PATCH', `/api/ecommerce/orders/${created.body.data.id}`, {
      headers: secretKeyHeaders,
      body: { data: { comment: 'handed over on Monday' } },
    })
    expect(commented.status).toBe(200)
    await linesOf(1)
  })
})
