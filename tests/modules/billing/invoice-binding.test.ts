/**
 * An invoice is bound to what it charges (issue #30, build item 1): for every provider, a payment
 * for a replaced invoice after its order changed, and a correctly signed notification of another
 * amount or currency, fulfil nothing; each is recorded on the invoice (`disputed`, with the reason
 * and what was paid) and mailed to the administrators. An order being paid cannot change until the
 * buyer cancels its payment, which withdraws the payment page at providers that can.
 */
import type { FastifyInstance } from 'fastify'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { createDummySigner, DUMMY_SIGNATURE_HEADER } from '#runtime/modules/billing/providers/dummy-provider.ts'
import { adminRole } from '../../../seed/demo/rbac.ts'
import { type Account, expectError, grantRole, register } from '../rbac/support/auth-fixtures.ts'
import { outboxMessages } from '../rbac/support/outbox.ts'
import { availableDatabaseKinds, createTestDatabase } from '../../support/test-database.ts'
import { addToCart, buyerCall, checkout, DATA_ANALYST, RUB, shopBase, USD } from '../ecommerce/support/shop-calls.ts'
import { createShopTestApp, seedDemoShop } from '../ecommerce/support/shop-test-app.ts'
import { PROVIDER_CASES, PROVIDER_ENV, type PaidOverride, providerMocks, type SignedWebhook } from './support/provider-mocks.ts'

const mocks = providerMocks()
const msw = setupServer(...mocks.handlers)
beforeAll(() => msw.listen({ onUnhandledRequest: 'error' }))
afterAll(() => msw.close())

interface Invoice {
  readonly id: string
  readonly providerId: string
  readonly amount: string
  readonly paymentUrl: string
}

/** The dummy provider as a case like the others: its webhook is signed with the server's own key. */
const DUMMY = { name: 'dummy', currency: 'rub' as const, hasStatusCall: true }

describe.each(availableDatabaseKinds)('invoices bound to what they charge, on %s', (kind) => {
  let database: DatabaseHandle
  let app: FastifyInstance
  let dataDir: string
  let buyer: Account
  let reviewer: Account
  let events = 100

  beforeAll(async () => {
    database = await createTestDatabase({ kind, migrate: true })
    await seedDemoShop(database)
    ;({ app, dataDir } = await createShopTestApp(database, PROVIDER_ENV))
    buyer = await register(app)
    reviewer = await register(app)
    await grantRole(database.db, reviewer.subjectId, adminRole.id)
  })

  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  const signer = () => createDummySigner(app.accessEngine!.signingKey)
  const send = (provider: string, webhook: SignedWebhook) =>
    app.inject({ method: 'POST', url: `/api/billing/webhooks/${provider}`, headers: webhook.headers, payload: webhook.body })
  const dummyWebhook = (invoice: Invoice, outcome: 'paid' | 'failed', eventNumber: number, paid?: PaidOverride): SignedWebhook => {
    const body = JSON.stringify({
      id: `evt_${eventNumber}`,
      type: outcome === 'paid' ? 'payment.succeeded' : 'payment.failed',
      invoiceId: invoice.id,
      amount: paid?.amount ?? invoice.amount,
      currency: paid?.currency ?? 'RUB',
    })
    return { headers: { 'content-type': 'application/json', [DUMMY_SIGNATURE_HEADER]: signer().sign(body) }, body }
  }
  const webhookOf = (provider: string, invoice: Invoice, outcome: 'paid' | 'failed', paid?: PaidOverride) =>
    provider === 'dummy'
      ? dummyWebhook(invoice, outcome, ++events, paid)
      : PROVIDER_CASES.find((entry) => entry.name === provider)!.webhook(invoice, outcome, ++events, paid)
  const orderOf = async (id: string) => {
    const order = await database.db.selectFrom('ecommerce_orders').select(['status', 'type']).where('id', '=', id).executeTakeFirstOrThrow()
    const line = await database.db
      .selectFrom('ecommerce_orders_to_products')
      .select('quantity')
      .where('order_id', '=', id)
      .executeTakeFirstOrThrow()
    return { ...order, quantity: line.quantity }
  }
  const invoiceOf = (id: string) =>
    database.db
      .selectFrom('billing_invoices')
      .select(['status', 'dispute_reason', 'notified_amount', 'notified_currency'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  const checkedOut = async (orderId: string, provider: string, currencyId: string): Promise<Invoice> => {
    const reply = await checkout(app, buyer, [orderId], { provider, currencyId })
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    const { id, paymentUrl, amount } = reply.body.data.billingModule.invoices[0]
    const row = await database.db.selectFrom('billing_invoices').select('provider_id').where('id', '=', id).executeTakeFirstOrThrow()
    return { id, paymentUrl, amount, providerId: row.provider_id! }
  }
  const onDummyPage = (invoice: Invoice, outcome: 'paid' | 'failed') => {
    const url = new URL(invoice.paymentUrl)
    return app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${url.searchParams.get('token')}&outcome=${outcome}`,
    })
  }
  const reviewMails = async (invoiceId: string) =>
    (await outboxMessages(dataDir)).filter((message) => message.includes(`To: ${reviewer.email}`) && message.includes(invoiceId)).length

  describe.each([DUMMY, ...PROVIDER_CASES])('$name', (provider) => {
    const own = provider.currency === 'usd' ? USD : RUB
    const other = provider.currency === 'usd' ? RUB : USD

    // A server of its own per provider: checkouts are rate-limited per client (30 a minute).
    beforeAll(async () => {
      await app.close()
      ;({ app, dataDir } = await createShopTestApp(database, PROVIDER_ENV))
    })

    it('fulfils nothing when a replaced invoice is paid after its order changed, and records the payment for review', async () => {
      const order = await addToCart(app, buyer, DATA_ANALYST)
      const replaced = await checkedOut(order.id, provider.name, own)
      const expiredBefore = mocks.stripe.expired.length

      // Another checkout replaces it (and withdraws its page where the provider can); that payment fails.
      const second = await checkedOut(order.id, 'dummy', other)
      expect((await invoiceOf(replaced.id)).status).toBe('canceled')
      if (provider.name === 'stripe') expect(mocks.stripe.expired.slice(expiredBefore)).toEqual([replaced.providerId])
      if (provider.name === 'cloudpayments' || provider.name === 'tiptoppay') expect(mocks.state.canceled).toContain(replaced.providerId)
      expect((await onDummyPage(second, 'failed')).statusCode).toBe(303)
      expect(await orderOf(order.id)).toMatchObject({ status: 'new', type: 'cart' })

      // The order is editable again: 10,000 of it, while the replaced page asked for one.
      const line = order.ordersToProducts[0].id
      const raised = await buyerCall(app, buyer, 'PATCH', `${shopBase(buyer.subjectId)}/orders/${order.id}`, {
        data: { ordersToProducts: [{ id: line, quantity: 10000 }] },
      })
      expect(raised.status, JSON.stringify(raised.body)).toBe(200)

      if (provider.name === 'dummy') {
        // The replaced page takes no payment and signs no paid return.
        const refused = await onDummyPage(replaced, 'paid')
        expect(refused.headers.location).not.toContain('signature')
      } else if (provider.hasStatusCall) {
        // The buyer comes back from the replaced page, paid at the provider.
        PROVIDER_CASES.find((entry) => entry.name === provider.name)!.markPaid(mocks.state, mocks.stripe, replaced)
        const back = await app.inject({ method: 'GET', url: `/api/billing/invoices/${replaced.id}/return` })
        expect(back.headers.location).toContain('payment=disputed')
        expect(await orderOf(order.id)).toEqual({ status: 'new', type: 'cart', quantity: 10000 })
      }
      // The provider's correctly signed notification of the replaced invoice's own amount.
      const notified = await send(provider.name, webhookOf(provider.name, replaced, 'paid'))
      expect(notified.statusCode, notified.body).toBe(200)

      expect(await orderOf(order.id)).toEqual({ status: 'new', type: 'cart', quantity: 10000 })
      const recorded = await invoiceOf(replaced.id)
      expect(recorded.status).toBe('disputed')
      expect(recorded.dispute_reason).toMatch(/canceled/)
      expect(recorded.dispute_reason).toMatch(/orders changed/)
      expect(Number(recorded.notified_amount)).toBe(Number(replaced.amount))
      expect(recorded.notified_currency?.toUpperCase()).toBe(provider.currency.toUpperCase())
      await expect.poll(() => reviewMails(replaced.id)).toBe(1)
      const card = await buyerCall(app, buyer, 'GET', `${shopBase(buyer.subjectId)}/orders`)
      expect(card.body.data.find((entry: any) => entry.id === order.id).invoices.map((invoice: any) => invoice.status)).toContain(
        'disputed',
      )
      await buyerCall(app, buyer, 'DELETE', `${shopBase(buyer.subjectId)}/orders/${order.id}`)
    })

    it('fulfils nothing on a correctly signed notification of another amount or currency, and records it', async () => {
      const order = await addToCart(app, buyer, DATA_ANALYST)
      const invoice = await checkedOut(order.id, provider.name, own)
      const underpaid = await send(provider.name, webhookOf(provider.name, invoice, 'paid', { amount: '1.00' }))
      expect(underpaid.statusCode, underpaid.body).toBe(200)
      expect(await orderOf(order.id)).toEqual({ status: 'new', type: 'cart', quantity: 1 })
      const short = await invoiceOf(invoice.id)
      expect(short).toMatchObject({ status: 'disputed', notified_amount: expect.stringMatching(/^1(\.0+)?$/) })
      expect(short.dispute_reason).toMatch(/paid 1\.00, but the invoice asks for/)
      await expect.poll(() => reviewMails(invoice.id)).toBe(1)

      // 0xProcessing states what was paid in dollars only (its `Currency` is the coin paid in).
      if (provider.name !== '0xprocessing') {
        const again = await checkedOut(order.id, provider.name, own)
        expect(again.id).not.toBe(invoice.id)
        const foreign = await send(provider.name, webhookOf(provider.name, again, 'paid', { currency: 'EUR' }))
        expect(foreign.statusCode, foreign.body).toBe(200)
        expect(await orderOf(order.id)).toEqual({ status: 'new', type: 'cart', quantity: 1 })
        const wrong = await invoiceOf(again.id)
        expect(wrong.status).toBe('disputed')
        expect(wrong.notified_currency?.toUpperCase()).toBe('EUR')
        expect(wrong.dispute_reason).toMatch(/paid in EUR, but the invoice is in/i)
      }
      await buyerCall(app, buyer, 'DELETE', `${shopBase(buyer.subjectId)}/orders/${order.id}`)
    })
  })

  it('keeps an order being paid unchangeable until the buyer cancels the payment, which withdraws the page; a new checkout then works', async () => {
    await app.close()
    ;({ app, dataDir } = await createShopTestApp(database, PROVIDER_ENV))
    const order = await addToCart(app, buyer, DATA_ANALYST, 2)
    const line = order.ordersToProducts[0].id
    const invoice = await checkedOut(order.id, 'stripe', USD)
    const base = `${shopBase(buyer.subjectId)}/orders/${order.id}`

    for (const reply of [
      await buyerCall(app, buyer, 'PATCH', base, { data: { ordersToProducts: [{ id: line, quantity: 3 }] } }),
      await buyerCall(app, buyer, 'PATCH', `/api/ecommerce/orders/${order.id}/orders-to-products/${line}`, { data: { quantity: 3 } }),
      await buyerCall(app, buyer, 'DELETE', base),
    ]) {
      expectError(reply, 409, 'CONFLICT')
      expect(reply.body.error.message).toMatch(/being paid.*cancel its payment first/)
    }

    const expiredBefore = mocks.stripe.expired.length
    const canceled = await buyerCall(app, buyer, 'POST', `${base}/cancel-payment`, { data: {} })
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200)
    expect(canceled.body.data).toMatchObject({ status: 'new', type: 'cart' })
    expect(canceled.body.data.invoices).toEqual([expect.objectContaining({ id: invoice.id, status: 'canceled', paymentUrl: null })])
    expect(mocks.stripe.expired.slice(expiredBefore)).toEqual([invoice.providerId])
    expect(mocks.stripe.sessions.get(invoice.providerId)?.status).toBe('expired')
    const nothing = await buyerCall(app, buyer, 'POST', `${base}/cancel-payment`, { data: {} })
    expectError(nothing, 409, 'CONFLICT')
    expect(nothing.body.error.message).toMatch(/no payment in progress/)

    const changed = await buyerCall(app, buyer, 'PATCH', base, { data: { ordersToProducts: [{ id: line, quantity: 3 }] } })
    expect(changed.status).toBe(200)
    const next = await checkedOut(order.id, 'stripe', USD)
    expect(next.id).not.toBe(invoice.id)
    expect(next.amount).toBe('2070')
    // Paid in full, the new invoice fulfils the order as it now is.
    expect((await send('stripe', webhookOf('stripe', next, 'paid'))).statusCode).toBe(200)
    expect(await orderOf(order.id)).toEqual({ status: 'approving', type: 'history', quantity: 3 })
    expect((await invoiceOf(next.id)).status).toBe('paid')
  })
})
