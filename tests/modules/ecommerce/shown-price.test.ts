/**
 * The price a visitor sees is the price checkout charges (issue #27 "one fact, one place"): the
 * server chooses a product's shown prices by the rule it charges by (runtime/modules/ecommerce/
 * price-rule-sql.ts) and hands them to the page with the store the page's cart lines come from.
 * A store price dearer than the product's own is shown on the product's pages and on the cards
 * that list it, and a line added from that store is charged it; a change of the store price
 * reaches the pages that show the product, and no other page.
 */
import type { FastifyInstance } from 'fastify'
import { createElement } from 'react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRODUCT_PRICES, type ProductPrices } from '#contract/product-prices.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { type ContentChange, onContentChange } from '#runtime/modules/host/content-changes.ts'
import { type PageReads, readsConcerned } from '#runtime/modules/host/page-reads.ts'
import { resolvePage } from '#runtime/modules/host/resolve-page.ts'
import type { ResolvedPage, TreeNode } from '#contract/routes/host/resolved-page.ts'
import { PageView } from '#web/site/page-view.tsx'
import { loadPageWidgets } from '#web/site/page-widgets.ts'
import { priceKey, schoolStore } from '../../../seed/demo/modules/ecommerce.ts'
import { DATABASE_HOOK_TIMEOUT } from '../../seed/database-hook-timeout.ts'
import { secretKeyHeaders } from '../../support/test-app.ts'
import { availableDatabaseKinds, createTestDatabase } from '../../support/test-database.ts'
import { renderOnSite } from '../../web/support/render-on-site.tsx'
import { type Account, call, register } from '../rbac/support/auth-fixtures.ts'
import { ACCOUNTANT, buyerCall, checkout, RUB, shopBase } from './support/shop-calls.ts'
import { createShopTestApp, seedDemoShop } from './support/shop-test-app.ts'

/** The accountant course's own rouble price in the demo; the store's is dearer. */
const OWN_PRICE = '39 900 ₽'
const STORE_PRICE = '45000'

describe.each(availableDatabaseKinds)('the price shown and the price charged on %s', (kind) => {
  let database: DatabaseHandle
  let app: FastifyInstance
  let buyer: Account
  let storePriceId: string

  beforeAll(async () => {
    database = await createTestDatabase({ kind, migrate: true })
    await seedDemoShop(database)
    ;({ app } = await createShopTestApp(database))
    buyer = await register(app)
  }, DATABASE_HOOK_TIMEOUT)
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  /** A record written as an administrator writes it, through its entity route. */
  async function create(entity: string, data: Record<string, unknown>): Promise<string> {
    const reply = await call(app, 'POST', `/api/ecommerce/${entity}`, { headers: secretKeyHeaders, body: { data } })
    expect(reply.status, JSON.stringify(reply.body)).toBe(201)
    return reply.body.data.id
  }

  async function resolve(url: string): Promise<{ page: ResolvedPage; reads: PageReads }> {
    let reads: PageReads | undefined
    const page = await resolvePage(database.db, url, { onReads: (told) => (reads = told) })
    return { page, reads: reads! }
  }

  /** The main part of the page as the server renders it, spaces as a reader sees them. */
  async function render(page: ResolvedPage, url: string): Promise<string> {
    await loadPageWidgets(page)
    const html = (await renderOnSite(createElement(PageView, { page }), url)).replace(/[\u00a0\u202f]/g, ' ')
    return html.slice(html.indexOf('<main'), html.indexOf('</main>'))
  }

  const pricesOf = (product: TreeNode) => product.computed?.[PRODUCT_PRICES] as ProductPrices

  it('shows the store price over a cheaper own price, and charges a line from the page’s store that price', async () => {
    const changes: ContentChange[] = []
    const before = await resolve('/ecommerce/products/accountant')
    const stop = onContentChange(database.db, (change) => changes.push(change))
    try {
      // The school's offer of the course gets a rouble price of its own, dearer than the course's.
      const offer = await database.db
        .selectFrom('ecommerce_stores_to_products')
        .select('id')
        .where('product_id', '=', ACCOUNTANT)
        .where('store_id', '=', schoolStore.id)
        .executeTakeFirstOrThrow()
      storePriceId = await create('attributes', { number: STORE_PRICE })
      await create('attribute-keys-to-attributes', { attributeKeyId: priceKey.id, attributeId: storePriceId })
      await create('attributes-to-billing-module-currencies', { attributeId: storePriceId, billingModuleCurrencyId: RUB })
      await create('stores-to-products-to-attributes', { storesToProductsId: offer.id, attributeId: storePriceId })
    } finally {
      stop()
    }
    // Linking the price to the offer changed the page, although its tree holds neither.
    const linked = changes.filter((change) => change.records?.['ecommerce/stores-to-products-to-attributes'] !== undefined)
    expect(linked).toHaveLength(1)
    expect(readsConcerned(before.reads, linked[0]!)).toBe(true)

    const { page } = await resolve('/ecommerce/products/accountant')
    expect(pricesOf(page.entity!)).toEqual({
      storeId: schoolStore.id,
      prices: [
        { amount: STORE_PRICE, currency: expect.objectContaining({ id: RUB, slug: 'rub', symbol: '₽', isDefault: true }) },
        // No store price in dollars: the course's own.
        { amount: '460', currency: expect.objectContaining({ slug: 'usd', symbol: '$', isDefault: false }) },
      ],
    })
    for (const url of ['/ecommerce/products/accountant', '/courses/accountant']) {
      const html = await render(url === '/courses/accountant' ? (await resolve(url)).page : page, url)
      expect(html, url).toMatch(/45 000 ₽<\/span><span[^>]*>460 \$/)
      expect(html, url).not.toContain(OWN_PRICE)
    }
    // The cards that list the course (the landing page's course list, the school's page) show it too.
    for (const url of ['/', '/ecommerce/stores/new-profession-school']) {
      const html = await render((await resolve(url)).page, url)
      expect(html, url).toContain('45 000 ₽')
      expect(html, url).not.toContain(OWN_PRICE)
    }

    // The cart line the page's control adds comes from the store the page was priced for.
    const added = await buyerCall(app, buyer, 'POST', `${shopBase(buyer.subjectId)}/orders`, {
      data: { productId: ACCOUNTANT, storeId: pricesOf(page.entity!).storeId },
    })
    expect(added.status, JSON.stringify(added.body)).toBe(201)
    expect(added.body.data.totals.find((total: { slug: string }) => total.slug === 'rub').total).toBe(STORE_PRICE)
    const paid = await checkout(app, buyer, [added.body.data.id], { currencyId: RUB })
    expect(paid.status, JSON.stringify(paid.body)).toBe(200)
    expect(paid.body.data.billingModule.invoices[0]).toMatchObject({ amount: STORE_PRICE, currencyId: RUB })
  })

  it('refreshes the pages showing the product when its store price changes, and no other page', async () => {
    const showing = await resolve('/ecommerce/products/accountant')
    const listing = await resolve('/ecommerce/stores/new-profession-school')
    const other = await resolve('/ecommerce/products/web-developer')
    const changes: ContentChange[] = []
    const stop = onContentChange(database.db, (change) => changes.push(change))
    try {
      const changed = await call(app, 'PATCH', `/api/ecommerce/attributes/${storePriceId}`, {
        headers: secretKeyHeaders,
        body: { data: { number: '47000' } },
      })
      expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    } finally {
      stop()
    }
    expect(changes).toHaveLength(1)
    expect(readsConcerned(showing.reads, changes[0]!)).toBe(true)
    expect(readsConcerned(listing.reads, changes[0]!)).toBe(true)
    expect(readsConcerned(other.reads, changes[0]!)).toBe(false)
    expect(await render((await resolve('/ecommerce/products/accountant')).page, '/ecommerce/products/accountant')).toContain('47 000 ₽')
  })
})
