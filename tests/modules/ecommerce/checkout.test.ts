/**
 * Checkout (DESIGN "Shop and billing"): no database connection held while the provider is asked,
 * idempotent when retried or sent twice at once, settled by the dummy provider's signed page (pay
 * or fail), never mixing one-off and subscription products, and undone when the provider fails.
 */
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { orderNumber } from '#runtime/modules/ecommerce/order-number.ts'
import { MIXED_PRODUCT_TYPES_MESSAGE } from '#runtime/modules/ecommerce/shop-messages.ts'
import { type Account, bearer, call, expectError, register } from '../rbac/support/auth-fixtures.ts'
import { outboxMessages } from '../rbac/support/outbox.ts'
import { availableDatabaseKinds, createTestDatabase } from '../../support/test-database.ts'
import { ACCOUNTANT, addToCart, buyerCall, checkout, DATA_ANALYST, RUB, shopBase, USD, WEB_DEVELOPER } from './support/shop-calls.ts'
import { STRIPE_ENV, stripeMock } from './support/stripe-mock.ts'
import { createShopTestApp, seedDemoShop, TEST_PUBLIC_URL } from './support/shop-test-app.ts'

const stripe = stripeMock()
const msw = setupServer(...stripe.handlers)
beforeAll(() => msw.listen({ onUnhandledRequest: 'error' }))
afterAll(() => msw.close())

describe.each(availableDatabaseKinds)('checkout on %s', (kind) => {
  let database: DatabaseHandle
  let app: FastifyInstance
  let dataDir: string
  let buyer: Account
  // The shop's mail: everything but the verification mail each registered buyer got first.
  const shopMails = async () =>
    (await outboxMessages(dataDir)).filter((message) => !message.includes('Subject: Confirm your e-mail address'))

  beforeAll(async () => {
    database = await createTestDatabase({ kind, migrate: true })
    await seedDemoShop(database)
    ;({ app, dataDir } = await createShopTestApp(database, STRIPE_ENV))
    buyer = await register(app)
  })

  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  const invoiceCount = async () =>
    Number(
      (
        await database.db
          .selectFrom('billing_invoices')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  const orderOf = (id: string) => database.db.selectFrom('ecommerce_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const relative = (url: string) => url.replace(TEST_PUBLIC_URL, '')

  it('makes one invoice for the cart in one currency, and answers the same open invoice when retried', async () => {
    const first = await addToCart(app, buyer, DATA_ANALYST, 2)
    const second = await addToCart(app, buyer, WEB_DEVELOPER)
    const reply = await checkout(app, buyer, [first.id, second.id], { currencyId: USD })
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    const [invoice] = reply.body.data.billingModule.invoices
    // 2 × 690 + 790, computed on the server.
    expect(invoice).toMatchObject({ provider: 'dummy', status: 'open', amount: '2170', currencyId: USD })
    expect(invoice.paymentUrl).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/api/billing/dummy/invoices/${invoice.id}\\?token=[0-9a-f]{64}$`))
    expect(reply.body.data.ecommerceModule.orders.map((order: any) => order.status)).toEqual(['paying', 'paying'])

    const again = await checkout(app, buyer, [second.id, first.id], { currencyId: USD })
    expect(again.body.data.billingModule.invoices[0].id).toBe(invoice.id)
    expect(await invoiceCount()).toBe(1)

    // An order being paid keeps the amount its invoice asks for.
    const change = await buyerCall(app, buyer, 'PATCH', `${shopBase(buyer.subjectId)}/orders/${first.id}`, {
      data: { ordersToProducts: [{ id: first.ordersToProducts[0].id, quantity: 9 }] },
    })
    expectError(change, 409, 'CONFLICT')
    expect(change.body.error.message).toMatch(/^Order .+ is being paid and cannot be changed/)
    // The same conflict on a Russian page: in Russian (issue #23).
    const changeRu = await call(app, 'PATCH', `${shopBase(buyer.subjectId)}/orders/${first.id}`, {
      headers: { ...bearer(buyer.jwt), 'accept-language': 'ru' },
      body: { data: { ordersToProducts: [{ id: first.ordersToProducts[0].id, quantity: 9 }] } },
    })
    expectError(changeRu, 409, 'CONFLICT')
    expect(changeRu.body.error.message).toMatch(/^Заказ .+ сейчас оплачивается, его нельзя изменить/)
    expect(changeRu.body.error.issues).toEqual([{ path: 'status', message: changeRu.body.error.message }])

    // Paying on the dummy page: the webhook settles it, the return confirms, the mail goes out once.
    const page = await call(app, 'GET', relative(invoice.paymentUrl))
    expect(page.status).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('2170 $')
    const token = new URL(invoice.paymentUrl).searchParams.get('token')!
    const forged = await app.inject({
      method: 'POST',
      url: `/api/billing/dummy/invoices/${invoice.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${'0'.repeat(64)}&outcome=paid`,
    })
    expect(forged.statusCode).toBe(403)
    const paid = await app.inject({
      method: 'POST',
      url: `/api/billing/dummy/invoices/${invoice.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${token}&outcome=paid`,
    })
    expect(paid.statusCode).toBe(303)
    const back = await app.inject({ method: 'GET', url: paid.headers.location as string })
    expect(back.statusCode).toBe(303)
    expect(back.headers.location).toBe(`/ecommerce/checkout?invoice=${invoice.id}&payment=paid`)
    for (const order of [first, second]) expect(await orderOf(order.id)).toMatchObject({ status: 'approving', type: 'history' })
    // The mails are sent by jobs after the answer: waited for as long as a busy machine may need.
    await expect
      .poll(async () => (await shopMails()).filter((message) => message.includes(`To: ${buyer.email}`)).length, { timeout: 15_000 })
      .toBe(2)
    const mail = (await outboxMessages(dataDir)).join('\n')
    for (const order of [first, second]) expect(mail).toContain(order.id.slice(0, 8).toUpperCase())

    // Pressing Pay again, or coming back again, changes nothing.
    await app.inject({
      method: 'POST',
      url: `/api/billing/dummy/invoices/${invoice.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${token}&outcome=paid`,
    })
    await app.inject({ method: 'GET', url: paid.headers.location as string })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect((await shopMails()).length).toBe(2)
    const history = await buyerCall(app, buyer, 'GET', `${shopBase(buyer.subjectId)}/orders?type=history`)
    expect(history.body.data.map((order: any) => order.invoices[0].status)).toEqual(['paid', 'paid'])
  })

  it('makes a paid order its receipt after commit, once: a 1500×1500 image stored as a file, on orders.receipt, linked from the mail', async () => {
    const order = await addToCart(app, buyer, ACCOUNTANT, 3)
    const receiptRoute = `/api/ecommerce/orders/${order.id}/receipt`
    expectError(await buyerCall(app, buyer, 'GET', receiptRoute), 404, 'NOT_FOUND')
    const [invoice] = (await checkout(app, buyer, [order.id], { currencyId: RUB })).body.data.billingModule.invoices
    const token = new URL(invoice.paymentUrl).searchParams.get('token')!
    const mailsBefore = (await shopMails()).length
    const paid = await app.inject({
      method: 'POST',
      url: `/api/billing/dummy/invoices/${invoice.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${token}&outcome=paid`,
    })
    expect(paid.statusCode).toBe(303)

    await expect.poll(async () => (await orderOf(order.id)).receipt, { timeout: 15_000 }).toMatch(/^\/public\/[0-9a-f-]+\.png$/)
    const { receipt } = await orderOf(order.id)
    const file = await database.db.selectFrom('file_storage_files').selectAll().where('file', '=', receipt).executeTakeFirstOrThrow()
    expect(file).toMatchObject({ variant: 'generate-template-ecommerce-order-receipt', width: 1500, height: 1500, mime_type: 'image/png' })
    const image = await call(app, 'GET', receipt)
    expect(image.status).toBe(200)

    // The order card's view and the mail link to it; the link redirects its owner to the image.
    const history = await buyerCall(app, buyer, 'GET', `${shopBase(buyer.subjectId)}/orders?type=history`)
    expect(history.body.data.find((candidate: any) => candidate.id === order.id).receipt).toBe(receipt)
    const redirect = await app.inject({ method: 'GET', url: receiptRoute, headers: bearer(buyer.jwt) })
    expect(redirect.statusCode).toBe(303)
    expect(redirect.headers.location).toBe(receipt)
    await expect.poll(async () => (await shopMails()).length).toBe(mailsBefore + 1)
    expect((await outboxMessages(dataDir)).join('\n')).toContain(`${TEST_PUBLIC_URL}${receiptRoute}`)
    const stranger = await register(app)
    expectError(await buyerCall(app, stranger, 'GET', receiptRoute), 404, 'NOT_FOUND')

    // Once: the job ran once, and a second run leaves the first receipt.
    const jobs = await sql<{
      status: string
    }>`select status from host_jobs where name = 'ecommerce.order-receipt' and payload::jsonb ->> 'orderId' = ${order.id}`.execute(
      database.db,
    )
    expect(jobs.rows).toEqual([{ status: 'done' }])
    const { makeOrderReceipt } = await import('#runtime/modules/ecommerce/order-receipt.ts')
    const { fileStorageFor } = await import('#runtime/modules/file-storage/shared-file-storage.ts')
    const { createTestConfig } = await import('../../support/test-config.ts')
    expect(await makeOrderReceipt(database.db, fileStorageFor(createTestConfig({ DATA_DIR: dataDir })), order.id)).toBeUndefined()
    expect((await orderOf(order.id)).receipt).toBe(receipt)
  })

  it('leaves the order payable again after a failed payment, with a new invoice', async () => {
    const order = await addToCart(app, buyer, ACCOUNTANT)
    const first = (await checkout(app, buyer, [order.id])).body.data.billingModule.invoices[0]
    const token = new URL(first.paymentUrl).searchParams.get('token')!
    const failed = await app.inject({
      method: 'POST',
      url: `/api/billing/dummy/invoices/${first.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${token}&outcome=failed`,
    })
    const back = await app.inject({ method: 'GET', url: failed.headers.location as string })
    expect(back.headers.location).toContain('payment=failed')
    expect(await orderOf(order.id)).toMatchObject({ status: 'new', type: 'cart' })

    const retry = await checkout(app, buyer, [order.id])
    expect(retry.status).toBe(200)
    const second = retry.body.data.billingModule.invoices[0]
    expect(second.id).not.toBe(first.id)
    expect(second).toMatchObject({ status: 'open', amount: '39900' })
    expect(retry.body.data.ecommerceModule.orders[0].invoices.map((invoice: any) => invoice.status).sort()).toEqual(['failed', 'open'])
  })

  it('brings the buyer back in the language the checkout names (the page’s), and refuses one the site lacks', async () => {
    const order = await addToCart(app, buyer, DATA_ANALYST)
    const checkoutIn = (language: string) =>
      call(app, 'POST', `${shopBase(buyer.subjectId)}/orders/checkout`, {
        headers: bearer(buyer.jwt),
        body: {
          data: {
            provider: 'dummy',
            email: buyer.email,
            billingModule: { currency: { id: RUB } },
            ecommerceModule: { orders: [order.id] },
            language,
          },
        },
      })
    const unknown = await checkoutIn('xx')
    expect(unknown.status).toBe(400)
    expect(unknown.body.error.issues).toEqual([{ path: 'language', message: 'is not a language of this site' }])
    const reply = await checkoutIn('en')
    const invoice = reply.body.data.billingModule.invoices[0]
    const url = new URL(invoice.paymentUrl)
    expect(url.searchParams.get('lang')).toBe('en')
    const paid = await app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${url.searchParams.get('token')}&outcome=paid&lang=en`,
    })
    const back = await app.inject({ method: 'GET', url: paid.headers.location as string })
    expect(back.headers.location).toBe(`/en/ecommerce/checkout?invoice=${invoice.id}&payment=paid`)

    // The invoice keeps the language, and the receipt speaks it (issue #23: it was in Russian).
    await expect.poll(async () => (await orderOf(order.id)).receipt, { timeout: 15_000 }).toMatch(/^\/public\/[0-9a-f-]+\.png$/)
    const { loadOrderViews } = await import('#runtime/modules/ecommerce/order-views.ts')
    const { orderReceiptInput } = await import('#runtime/modules/ecommerce/order-receipt.ts')
    const { orderReceiptElement } = await import('#runtime/modules/file-storage/templates/order-receipt.ts')
    const [view] = await loadOrderViews(database.db, [order.id])
    const input = await orderReceiptInput(database.db, view!)
    expect(input).toMatchObject({ language: 'en', status: 'paid, being confirmed', lines: [{ title: 'Data analyst', quantity: 1 }] })
    const texts = JSON.stringify(orderReceiptElement(input))
    for (const label of ['Receipt', 'Order №', 'Status']) expect(texts).toContain(label)
    expect(texts).not.toMatch(/[А-Яа-яЁё]/)
    const file = await database.db
      .selectFrom('file_storage_files')
      .select('alt')
      .where('file', '=', (await orderOf(order.id)).receipt)
      .executeTakeFirstOrThrow()
    expect(file.alt).toEqual({ en: expect.any(String) })

    // The order-status mail speaks it too, and links the English page (issue #23: it was in Russian).
    const isStatusMail = (message: string) => message.includes(`Subject: Order ${orderNumber(order.id)}`)
    await expect.poll(async () => (await shopMails()).some(isStatusMail), { timeout: 15_000 }).toBe(true)
    const statusMail = (await shopMails()).find(isStatusMail)!
    expect(statusMail).toContain(`Subject: Order ${orderNumber(order.id)}: paid, being confirmed`)
    expect(statusMail).toContain(`${TEST_PUBLIC_URL}/en/ecommerce/checkout`)
    expect(statusMail).not.toMatch(/[А-Яа-яЁё]/)
  })

  it('makes the receipt in the default language for an invoice that names none', async () => {
    const order = await addToCart(app, buyer, DATA_ANALYST)
    const invoice = (await checkout(app, buyer, [order.id])).body.data.billingModule.invoices[0]
    expect(
      (await database.db.selectFrom('billing_invoices').select('language').where('id', '=', invoice.id).executeTakeFirstOrThrow()).language,
    ).toBeNull()
    const token = new URL(invoice.paymentUrl).searchParams.get('token')!
    await app.inject({
      method: 'POST',
      url: `/api/billing/dummy/invoices/${invoice.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${token}&outcome=paid`,
    })
    await expect.poll(async () => (await orderOf(order.id)).receipt, { timeout: 15_000 }).not.toBe('')
    const { loadOrderViews } = await import('#runtime/modules/ecommerce/order-views.ts')
    const { orderReceiptInput } = await import('#runtime/modules/ecommerce/order-receipt.ts')
    const [view] = await loadOrderViews(database.db, [order.id])
    expect(await orderReceiptInput(database.db, view!)).toMatchObject({ language: 'ru', status: 'оплачен, подтверждается' })
    await expect
      .poll(async () => (await shopMails()).find((message) => message.includes(`Статус вашего заказа ${orderNumber(order.id)}`)), {
        timeout: 15_000,
      })
      .toContain(`${TEST_PUBLIC_URL}/ecommerce/checkout`)
  })

  it('trusts no unsigned confirmation on return, replaces an open invoice when the currency changes, and takes no payment for the replaced one on the dummy page', async () => {
    const order = await addToCart(app, buyer, DATA_ANALYST)
    const rub = (await checkout(app, buyer, [order.id], { currencyId: RUB })).body.data.billingModule.invoices[0]
    const forged = await app.inject({
      method: 'GET',
      url: `/api/billing/invoices/${rub.id}/return?outcome=paid&signature=${'a'.repeat(64)}`,
    })
    expect(forged.headers.location).toContain('payment=pending')
    expect(await orderOf(order.id)).toMatchObject({ status: 'paying' })

    const usd = (await checkout(app, buyer, [order.id], { currencyId: USD })).body.data.billingModule.invoices[0]
    expect(usd.id).not.toBe(rub.id)
    const invoices = await database.db.selectFrom('billing_invoices').select(['id', 'status']).where('id', 'in', [rub.id, usd.id]).execute()
    expect(Object.fromEntries(invoices.map((invoice) => [invoice.id, invoice.status]))).toEqual({ [rub.id]: 'canceled', [usd.id]: 'open' })

    // The replaced invoice's page (kept open in another tab) neither pays nor signs a paid return:
    // the buyer lands on the order list told the invoice was canceled, and nothing changed.
    const rubUrl = new URL(rub.paymentUrl)
    const paid = await app.inject({
      method: 'POST',
      url: rubUrl.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${rubUrl.searchParams.get('token')}&outcome=paid`,
    })
    expect(paid.statusCode).toBe(303)
    expect(paid.headers.location).toBe(`/api/billing/invoices/${rub.id}/return`)
    const back = await app.inject({ method: 'GET', url: paid.headers.location as string })
    expect(back.headers.location).toBe(`/ecommerce/checkout?invoice=${rub.id}&payment=canceled`)
    expect(await orderOf(order.id)).toMatchObject({ status: 'paying', type: 'cart' })
    const settled = await database.db.selectFrom('billing_invoices').select(['id', 'status']).where('id', 'in', [rub.id, usd.id]).execute()
    expect(Object.fromEntries(settled.map((invoice) => [invoice.id, invoice.status]))).toEqual({ [rub.id]: 'canceled', [usd.id]: 'open' })
  })

  it('makes one invoice when the same checkout is sent twice at once', async () => {
    const order = await addToCart(app, buyer, WEB_DEVELOPER, 3)
    const before = await invoiceCount()
    const replies = await Promise.all([
      checkout(app, buyer, [order.id]),
      checkout(app, buyer, [order.id]),
      checkout(app, buyer, [order.id]),
    ])
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200])
    expect(new Set(replies.map((reply) => reply.body.data.billingModule.invoices[0].id)).size).toBe(1)
    expect(await invoiceCount()).toBe(before + 1)

    const product = `${shopBase(buyer.subjectId)}/products/${ACCOUNTANT}/checkout`
    const body = { data: { provider: 'dummy', email: buyer.email, quantity: 2, currency: RUB } }
    const oneClick = await Promise.all([buyerCall(app, buyer, 'POST', product, body), buyerCall(app, buyer, 'POST', product, body)])
    expect(oneClick.map((reply) => reply.status)).toEqual([200, 200])
    expect(oneClick[0]!.body.data.billingModule.invoices[0].id).toBe(oneClick[1]!.body.data.billingModule.invoices[0].id)
    expect(oneClick[0]!.body.data.billingModule.invoices[0].amount).toBe('79800')
    expect(await invoiceCount()).toBe(before + 2)
  })

  it('limits the calls that reach a payment provider per client', async () => {
    const url = `/api/billing/dummy/invoices/${'0'.repeat(8)}-0000-4000-8000-000000000000`
    const statuses: number[] = []
    for (let attempt = 0; attempt < 61; attempt += 1) {
      statuses.push(
        (
          await app.inject({
            method: 'POST',
            url,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: 'outcome=nope',
          })
        ).statusCode,
      )
    }
    // Earlier tests of this file count towards the same minute's budget of 60.
    const limited = statuses.indexOf(429)
    expect(limited).toBeGreaterThan(40)
    expect(statuses.slice(0, limited).every((status) => status === 400)).toBe(true)
    expect(statuses.slice(limited).every((status) => status === 429)).toBe(true)
  })

  it('never mixes one-off and subscription products in one checkout', async () => {
    const subscription = await database.db
      .insertInto('ecommerce_products')
      .values({ title: { en: 'Mentoring' }, type: 'subscription' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const price = await database.db
      .selectFrom('ecommerce_products_to_attributes')
      .select('attribute_id')
      .where('product_id', '=', DATA_ANALYST)
      .execute()
    for (const row of price)
      await database.db
        .insertInto('ecommerce_products_to_attributes')
        .values({ product_id: subscription.id, attribute_id: row.attribute_id })
        .execute()
    const monthly = await addToCart(app, buyer, subscription.id)
    const once = await addToCart(app, buyer, DATA_ANALYST)
    const mixed = await checkout(app, buyer, [monthly.id, once.id])
    expectError(mixed, 400, 'BAD_REQUEST')
    expect(mixed.body.error.message).toBe(MIXED_PRODUCT_TYPES_MESSAGE)
    expect(await orderOf(monthly.id)).toMatchObject({ status: 'new' })

    const alone = await checkout(app, buyer, [monthly.id], { provider: 'stripe' })
    expect(alone.status, JSON.stringify(alone.body)).toBe(200)
    const sent = stripe.requests.at(-1)!.form
    expect(sent.get('mode')).toBe('subscription')
    expect(sent.get('line_items[0][price_data][recurring][interval]')).toBe('month')
    expect(sent.get('line_items[0][price_data][unit_amount]')).toBe('5990000')
  })

  it('keeps none of a checkout whose provider fails, and reuses the provider payment on retry', async () => {
    const order = await addToCart(app, buyer, ACCOUNTANT, 4)
    const before = await invoiceCount()
    stripe.setOnCreate(() => HttpResponse.error())
    const failed = await checkout(app, buyer, [order.id], { provider: 'stripe' })
    stripe.setOnCreate(undefined)
    expectError(failed, 503, 'SERVICE_UNAVAILABLE')
    expect(await invoiceCount()).toBe(before)
    expect(await orderOf(order.id)).toMatchObject({ status: 'new' })

    const keys = stripe.requests.slice(-1).map((request) => request.idempotencyKey)
    const retried = await checkout(app, buyer, [order.id], { provider: 'stripe' })
    expect(retried.status).toBe(200)
    expect(stripe.requests.at(-1)!.idempotencyKey).toBe(keys[0])
    expect(retried.body.data.billingModule.invoices[0]).toMatchObject({ provider: 'stripe', amount: '159600' })
  })

  it('asks the provider holding no database connection or transaction, and a checkout sent meanwhile answers the same invoice', async () => {
    const order = await addToCart(app, buyer, WEB_DEVELOPER, 2)
    const before = await invoiceCount()
    // On PGlite the checkout's transaction would hold the only connection: these reads would
    // never finish while the provider is asked. On PostgreSQL its session would be idle in a
    // transaction holding the subject's lock, which the checkout sent meanwhile waits on.
    const within = <T>(promise: Promise<T>) =>
      Promise.race([
        promise,
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('the checkout holds the database while the provider is asked')), 10_000),
        ),
      ])
    let during: { orders: unknown; invoices: unknown; idleInTransaction: number } | undefined
    let meanwhile: Awaited<ReturnType<typeof checkout>> | undefined
    stripe.setOnCreate(async () => {
      stripe.setOnCreate(undefined)
      const orders = await within(database.db.selectFrom('ecommerce_orders').select('status').where('id', '=', order.id).execute())
      const invoices = await within(
        sql<{ status: string; payment_url: string | null }>`select invoice.status, invoice.payment_url from billing_invoices invoice
          join ecommerce_orders_to_billing_module_invoices link on link.billing_module_invoice_id = invoice.id where link.order_id = ${order.id}`.execute(
          database.db,
        ),
      )
      const idle =
        kind === 'postgres'
          ? await sql<{
              count: string
            }>`select count(*)::text as count from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`.execute(
              database.db,
            )
          : undefined
      during = { orders, invoices: invoices.rows, idleInTransaction: Number(idle?.rows[0]?.count ?? 0) }
      meanwhile = await within(checkout(app, buyer, [order.id], { provider: 'stripe', currencyId: USD }))
    })
    const reply = await checkout(app, buyer, [order.id], { provider: 'stripe', currencyId: USD })
    stripe.setOnCreate(undefined)

    // While the provider was asked: the invoice recorded without its page, the order frozen.
    expect(during).toEqual({ orders: [{ status: 'paying' }], invoices: [{ status: 'open', payment_url: null }], idleInTransaction: 0 })
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    expect(meanwhile?.status, JSON.stringify(meanwhile?.body)).toBe(200)
    const invoice = reply.body.data.billingModule.invoices[0]
    expect(meanwhile!.body.data.billingModule.invoices[0]).toEqual(invoice)
    expect(invoice.paymentUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//)
    // Both asked the provider with the same key, so it made one payment.
    const keys = stripe.requests.slice(-2).map((request) => request.idempotencyKey)
    expect(keys[0]).toBe(keys[1])
    expect(await invoiceCount()).toBe(before + 1)
    expect(await orderOf(order.id)).toMatchObject({ status: 'paying' })
  })
})
