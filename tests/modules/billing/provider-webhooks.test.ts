/**
 * Every payment provider end to end against its API mocked with msw: checkout creates the payment
 * with an idempotency key; a webhook signed with the provider's own algorithm settles the invoice
 * once (a replay changes nothing, a wrong signature is refused); a failed payment leaves the order
 * payable again; the buyer's return alone (no webhook) fulfils the order once.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { settleInvoice } from '#runtime/modules/billing/settle-invoice.ts'
import { type Account, register } from '../rbac/support/auth-fixtures.ts'
import { outboxMessages } from '../rbac/support/outbox.ts'
import { availableDatabaseKinds, createTestDatabase } from '../../support/test-database.ts'
import { addToCart, checkout, DATA_ANALYST, RUB, USD } from '../ecommerce/support/shop-calls.ts'
import { createShopTestApp, seedDemoShop } from '../ecommerce/support/shop-test-app.ts'
import { PROVIDER_CASES, PROVIDER_ENV, providerMocks, type SignedWebhook, tampered } from './support/provider-mocks.ts'

const mocks = providerMocks()
const msw = setupServer(...mocks.handlers)
beforeAll(() => msw.listen({ onUnhandledRequest: 'error' }))
afterAll(() => msw.close())

describe.each(availableDatabaseKinds)('payment providers on %s', (kind) => {
  let database: DatabaseHandle
  let app: FastifyInstance
  let dataDir: string
  let buyer: Account
  let events = 0

  beforeAll(async () => {
    database = await createTestDatabase({ kind, migrate: true })
    await seedDemoShop(database)
    ;({ app, dataDir } = await createShopTestApp(database, PROVIDER_ENV))
    buyer = await register(app)
  })

  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  const send = (provider: string, webhook: SignedWebhook) =>
    app.inject({ method: 'POST', url: `/api/billing/webhooks/${provider}`, headers: webhook.headers, payload: webhook.body })
  const orderOf = (id: string) =>
    database.db
      .selectFrom('ecommerce_orders')
      .select(['status', 'type', 'updated_at', 'receipt'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  const invoiceOf = (id: string) => database.db.selectFrom('billing_invoices').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const mailsTo = async (orderId: string) =>
    (await outboxMessages(dataDir)).filter((message) => message.includes(orderId.slice(0, 8).toUpperCase())).length

  // A checked-out order with this provider: the order, the invoice row and the request the provider got.
  const checkedOut = async (provider: (typeof PROVIDER_CASES)[number]) => {
    const order = await addToCart(app, buyer, DATA_ANALYST)
    const before = mocks.state.requests.length + mocks.stripe.requests.length
    const reply = await checkout(app, buyer, [order.id], { provider: provider.name, currencyId: provider.currency === 'usd' ? USD : RUB })
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    expect(mocks.state.requests.length + mocks.stripe.requests.length).toBe(before + 1)
    const invoice = await invoiceOf(reply.body.data.billingModule.invoices[0].id)
    expect(reply.body.data.billingModule.invoices[0].paymentUrl).toBe(invoice.payment_url)
    expect(invoice.payment_url).toMatch(/^https:\/\//)
    return { order, invoice: { id: invoice.id, providerId: invoice.provider_id!, amount: invoice.amount } }
  }

  describe.each(PROVIDER_CASES)('$name', (provider) => {
    it('creates the payment with an idempotency key, refuses a forged webhook and applies a real one once', async () => {
      const { order, invoice } = await checkedOut(provider)
      const request =
        provider.name === 'stripe'
          ? {
              provider: 'stripe',
              headers: new Headers({ 'idempotency-key': mocks.stripe.requests.at(-1)!.idempotencyKey ?? '' }),
              body: '',
            }
          : mocks.state.requests.at(-1)!
      expect(provider.idempotencyKeyOf(request)).toBeTruthy()

      const webhook = provider.webhook(invoice, 'paid', ++events)
      const forged = await send(provider.name, tampered(webhook))
      expect(forged.statusCode).toBe(400)
      expect(JSON.parse(forged.body).error.message).toMatch(/signature|HMAC/i)
      const unsigned = await send(
        provider.name,
        provider.unsigned?.(webhook) ?? { headers: { 'content-type': webhook.headers['content-type']! }, body: webhook.body },
      )
      expect(unsigned.statusCode).toBe(400)
      expect(await orderOf(order.id)).toMatchObject({ status: 'paying', type: 'cart' })

      const applied = await send(provider.name, webhook)
      expect(applied.statusCode).toBe(200)
      if (provider.name === 'cloudpayments' || provider.name === 'tiptoppay') expect(JSON.parse(applied.body)).toEqual({ code: 0 })
      expect(await orderOf(order.id)).toMatchObject({ status: 'approving', type: 'history' })
      expect((await invoiceOf(invoice.id)).status).toBe('paid')
      await expect.poll(() => mailsTo(order.id)).toBe(1)
      // After the commit, the receipt job gives the paid order its receipt (runtime/modules/ecommerce/order-receipt.ts).
      await expect.poll(async () => (await orderOf(order.id)).receipt, { timeout: 10_000 }).not.toBe('')
      const settled = await orderOf(order.id)

      const replayed = await send(provider.name, webhook)
      expect(replayed.statusCode).toBe(200)
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(await orderOf(order.id)).toEqual(settled)
      expect(await mailsTo(order.id)).toBe(1)
    })

    it('leaves the order payable again after a failed payment', async () => {
      const { order, invoice } = await checkedOut(provider)
      expect((await send(provider.name, provider.webhook(invoice, 'failed', ++events))).statusCode).toBe(200)
      expect(await orderOf(order.id)).toMatchObject({ status: 'new', type: 'cart' })
      expect((await invoiceOf(invoice.id)).status).toBe('failed')
      const again = await checkout(app, buyer, [order.id], { provider: provider.name, currencyId: provider.currency === 'usd' ? USD : RUB })
      expect(again.status).toBe(200)
      expect(again.body.data.billingModule.invoices[0].id).not.toBe(invoice.id)
    })

    it.runIf(provider.hasStatusCall)(
      'fulfils an order once from the buyer’s return alone, and a late webhook changes nothing',
      async () => {
        const { order, invoice } = await checkedOut(provider)
        const pending = await app.inject({ method: 'GET', url: `/api/billing/invoices/${invoice.id}/return` })
        expect(pending.headers.location).toContain('payment=pending')
        expect(await orderOf(order.id)).toMatchObject({ status: 'paying' })

        provider.markPaid(mocks.state, mocks.stripe, invoice)
        const paid = await app.inject({ method: 'GET', url: `/api/billing/invoices/${invoice.id}/return` })
        expect(paid.statusCode).toBe(303)
        expect(paid.headers.location).toContain('payment=paid')
        expect(await orderOf(order.id)).toMatchObject({ status: 'approving', type: 'history' })
        await app.inject({ method: 'GET', url: `/api/billing/invoices/${invoice.id}/return` })
        expect((await send(provider.name, provider.webhook(invoice, 'paid', ++events))).statusCode).toBe(200)
        await expect.poll(() => mailsTo(order.id)).toBe(1)
        await new Promise((resolve) => setTimeout(resolve, 100))
        expect(await mailsTo(order.id)).toBe(1)
      },
    )
  })

  it('answers 503 when a provider cannot say how a payment went, and still sends the buyer on from the return', async () => {
    const { order, invoice } = await checkedOut(PROVIDER_CASES[0]!)
    mocks.stripe.sessions.delete(invoice.providerId)
    const check = await app.inject({
      method: 'POST',
      url: `/api/ecommerce/orders/${order.id}/check`,
      headers: { authorization: `Bearer ${buyer.jwt}`, 'content-type': 'application/json' },
      payload: '{}',
    })
    expect(check.statusCode).toBe(503)
    expect(JSON.parse(check.body).error.code).toBe('SERVICE_UNAVAILABLE')
    const back = await app.inject({ method: 'GET', url: `/api/billing/invoices/${invoice.id}/return` })
    expect(back.statusCode).toBe(303)
    expect(back.headers.location).toContain('payment=pending')
    expect(await orderOf(order.id)).toMatchObject({ status: 'paying' })
  })

  it('answers 404 for a provider that is not configured, and lists the offered ones', async () => {
    const providers = await app.inject({ method: 'GET', url: '/api/billing/providers' })
    expect(JSON.parse(providers.body).data.map((entry: { name: string }) => entry.name)).toEqual([
      'dummy',
      'stripe',
      '0xprocessing',
      'payselection',
      'payselection-international',
      'cloudpayments',
      'tiptoppay',
    ])
    const { app: bare } = await createShopTestApp(database, { PAYMENTS_DUMMY_ENABLED: 'false' })
    try {
      const missing = await bare.inject({
        method: 'POST',
        url: '/api/billing/webhooks/stripe',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      })
      expect(missing.statusCode).toBe(404)
      expect(JSON.parse((await bare.inject({ method: 'GET', url: '/api/billing/providers' })).body).data).toEqual([])
      // The dummy provider's page is a route like the others, and without the provider a 404.
      const dummyPage = await bare.inject({ method: 'GET', url: `/api/billing/dummy/invoices/${randomUUID()}?token=x` })
      expect(dummyPage.statusCode).toBe(404)
      expect(JSON.parse(dummyPage.body).error.message).toMatch(/dummy payment provider is not enabled/)
      const refused = await checkout(bare, buyer, [(await addToCart(bare, buyer, DATA_ANALYST)).id])
      expect(refused.status).toBe(400)
    } finally {
      await bare.close()
    }
  })

  it('applies one event per payment object and type, even under a new event id', async () => {
    const { order, invoice } = await checkedOut(PROVIDER_CASES[1]!)
    const context = {
      db: database.db,
      mailer: { send: async () => undefined, close: () => undefined },
      publicUrl: 'https://shop.tessera.test',
    }
    const first = await settleInvoice(context, invoice.id, 'failed', {
      provider: 'cloudpayments',
      eventId: 'evt-a',
      type: 'Fail',
      paymentId: 'tx-1',
    })
    expect(first.result).toBe('applied')
    const retry = await checkout(app, buyer, [order.id], { provider: 'cloudpayments' })
    const second = retry.body.data.billingModule.invoices[0].id
    const twin = await settleInvoice(context, second, 'failed', {
      provider: 'cloudpayments',
      eventId: 'evt-b',
      type: 'Fail',
      paymentId: 'tx-1',
    })
    expect(twin.result).toBe('duplicate')
    expect((await invoiceOf(second)).status).toBe('open')
    const same = await settleInvoice(context, second, 'failed', { provider: 'cloudpayments', eventId: 'evt-a', type: 'Fail' })
    expect(same.result).toBe('duplicate')
  })
})
