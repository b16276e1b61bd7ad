/**
 * The shop in Chromium against `npm start`'s server (issue "Done means"): a buyer signs in (through
 * the API with the page's own request context, so the browser holds the session cookies), adds two
 * courses to the cart from their pages, changes a quantity, switches the currency, checks out with the dummy
 * provider, pays on its page, comes back to the order in the history with its status, and the
 * order-status mail is in DATA_DIR/outbox; a buyer who changes their mind cancels a payment, changes
 * the order and pays it alone. Runs once, on the embedded database.
 */
import { mkdtemp, readdir, readFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { courses, schoolStore } from '../../seed/demo/modules/ecommerce.ts'
import { launchBrowser, openPage, waitForHydration } from './support/browser.ts'
import { type RunningServer, startServer } from './support/start-server.ts'
import { registerVerified, throughPage } from './support/register-account.ts'

const onPostgres = process.env.DATABASE_URL !== undefined && process.env.DATABASE_URL !== ''
const SCREENSHOTS = path.resolve('.data/screenshots')

describe.skipIf(onPostgres)('the shop in a browser', () => {
  let server: RunningServer
  let browser: Browser
  let dataDir: string

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-shop-e2e-'))
    // The default configuration (no PUBLIC_URL): the payment page must link back to the origin the
    // server prints, where the buyer's cookies are.
    ;[server, browser] = await Promise.all([startServer({ DATA_DIR: dataDir }), launchBrowser()])
  }, 180_000)

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('adds two courses, changes a quantity, switches currency, pays with dummy and finds the order in the history and the mail', {
    timeout: 90_000,
  }, async () => {
    const watched = await openPage(browser, 1280)
    const { page } = watched
    const email = `buyer-${Date.now()}@example.com`
    await registerVerified(server, email, undefined, throughPage(page.request))
    const me = await (await page.request.get(`${server.url}/api/rbac/subjects/authentication/me`)).json()
    const subjectId: string = me.data.id
    // Each course's page carries the cart control: Add to cart, 'Adding...' while the call runs,
    // then the cart line's controls.
    for (const slug of ['data-analyst', 'web-developer'] as const) {
      await page.goto(`${server.url}/en/ecommerce/products/${slug}`)
      await waitForHydration(page)
      const add = page.getByTestId('add-to-cart')
      await add.waitFor()
      await page.route('**/ecommerce-module/orders', async (route) => {
        // Held a moment so the pending label can be seen.
        if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 300))
        await route.continue()
      })
      await add.click()
      await expect.poll(() => add.textContent()).toBe('Adding...')
      await page.getByTestId('in-cart').waitFor()
      await page.unroute('**/ecommerce-module/orders')
    }
    const cart = await (await page.request.get(`${server.url}/api/rbac/subjects/${subjectId}/ecommerce-module/orders`)).json()
    expect(
      cart.data
        .flatMap((order: { ordersToProducts: { productId: string }[] }) => order.ordersToProducts.map((line) => line.productId))
        .sort(),
    ).toEqual([courses['data-analyst'].id, courses['web-developer'].id].sort())
    // Each line comes from the store the page priced the course for (contract/product-prices.ts), so it is charged what the page showed.
    expect(
      cart.data.flatMap((order: { ordersToProducts: { storeId: string | null }[] }) => order.ordersToProducts.map((line) => line.storeId)),
    ).toEqual([schoolStore.id, schoolStore.id])

    await page.goto(`${server.url}/en/ecommerce/checkout`)
    await waitForHydration(page)
    await expect.poll(() => page.getByTestId('cart-count').first().textContent()).toBe('2')
    const cards = page.getByTestId('order-card')
    await expect.poll(() => cards.count()).toBe(2)

    // The cart panel: the round icon opens a panel titled Cart with both orders.
    await page.getByTestId('cart-button').first().click()
    const panel = page.getByRole('dialog', { name: 'Cart' })
    await panel.waitFor()
    expect(await panel.getByTestId('order-card').count()).toBe(2)
    await expect.poll(() => panel.locator('p', { hasText: 'Total' }).textContent()).toContain('₽129,800 · $1,480')
    // The panel slides in; the picture is taken once it is still.
    await page.waitForTimeout(500)
    await page.screenshot({ path: path.join(SCREENSHOTS, 'shop-cart-panel-1280.png') })
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'detached' })

    // Two of the data analyst course.
    const analyst = page.locator('[data-testid="order-card"]', { hasText: 'Data analyst' })
    await analyst.getByRole('button', { name: 'Increase quantity' }).click()
    await expect.poll(() => analyst.getByTestId('quantity').textContent()).toBe('2')

    // Totals in roubles first (the default currency), then in dollars: 2 × 690 + 790.
    await expect.poll(() => page.getByTestId('cart-totals').textContent()).toContain('₽189,700')
    await page.getByTestId('currency-usd').click()
    await expect.poll(() => page.getByTestId('currency-usd').getAttribute('aria-checked')).toBe('true')
    await expect.poll(() => page.getByTestId('cart-totals').locator('dd[data-currency="usd"]').textContent()).toBe('$2,170')
    await page.screenshot({ path: path.join(SCREENSHOTS, 'shop-checkout-1280.png'), fullPage: true })

    await page.getByTestId('checkout-submit').click()
    await page.waitForURL(/\/api\/billing\/dummy\/invoices\//)
    expect(await page.locator('.amount').textContent()).toBe('2170 $')
    await page.getByRole('button', { name: 'Pay', exact: true }).click()
    await page.waitForURL(/\/ecommerce\/checkout\?invoice=.*&payment=paid/)
    await waitForHydration(page)

    await expect.poll(() => page.getByTestId('payment-outcome').textContent()).toContain('Payment received')
    const history = page.getByTestId('order-history')
    await expect.poll(() => history.getByTestId('order-card').count()).toBe(2)
    expect(await history.getByTestId('order-status').allTextContents()).toEqual(['Paid, being confirmed', 'Paid, being confirmed'])
    // The cart is read apart from the history: it empties in its own moment.
    await expect.poll(() => page.getByText('Your cart is empty').count()).toBe(1)
    await page.screenshot({ path: path.join(SCREENSHOTS, 'shop-history-1280.png'), fullPage: true })

    await expect
      .poll(
        async () =>
          (await outbox(dataDir)).filter((mail) => mail.includes(`To: ${email}`) && !mail.includes('Subject: Confirm your e-mail address'))
            .length,
        { timeout: 10_000 },
      )
      .toBe(2)
    watched.assertClean()
    await watched.close()
  })

  it('changes their mind about a payment: cancels it, changes the order, and pays this order alone', { timeout: 90_000 }, async () => {
    const watched = await openPage(browser, 1280)
    const { page } = watched
    const email = `mind-${Date.now()}@example.com`
    await registerVerified(server, email, undefined, throughPage(page.request))
    const me = await (await page.request.get(`${server.url}/api/rbac/subjects/authentication/me`)).json()
    await page.request.post(`${server.url}/api/rbac/subjects/${me.data.id}/ecommerce-module/orders`, {
      data: { data: { productId: courses.accountant.id } },
    })
    await page.goto(`${server.url}/en/ecommerce/checkout`)
    await waitForHydration(page)
    await page.getByTestId('checkout-submit').click()
    await page.waitForURL(/\/api\/billing\/dummy\/invoices\//)
    const replacedPage = page.url()

    // Back on the shop without paying: the order waits for its payment and cannot change.
    await page.goto(`${server.url}/en/ecommerce/checkout`)
    await waitForHydration(page)
    const card = page.getByTestId('order-card').first()
    await expect.poll(() => card.getByTestId('order-status').textContent()).toBe('Awaiting payment')
    expect(await card.getByRole('button', { name: 'Increase quantity' }).count()).toBe(0)
    await card.getByTestId('cancel-payment').waitFor()
    await page.screenshot({ path: path.join(SCREENSHOTS, 'shop-cancel-payment-1280.png'), fullPage: true })
    await page.setViewportSize({ width: 375, height: 812 })
    await page.screenshot({ path: path.join(SCREENSHOTS, 'shop-cancel-payment-375.png'), fullPage: true })
    await page.setViewportSize({ width: 1280, height: 900 })

    await card.getByTestId('cancel-payment').click()
    await expect.poll(() => card.getByTestId('order-status').textContent()).toBe('New')
    await card.getByRole('button', { name: 'Increase quantity' }).click()
    await expect.poll(() => card.getByTestId('quantity').textContent()).toBe('2')
    await card.getByTestId('pay-order').waitFor()
    await page.screenshot({ path: path.join(SCREENSHOTS, 'shop-pay-this-order-1280.png'), fullPage: true })
    await page.setViewportSize({ width: 375, height: 812 })
    await page.screenshot({ path: path.join(SCREENSHOTS, 'shop-pay-this-order-375.png'), fullPage: true })
    await page.setViewportSize({ width: 1280, height: 900 })

    // The old page takes no payment any more; paying this order alone charges it as it now is.
    await page.goto(replacedPage)
    expect(await page.getByText('This invoice is canceled.').count()).toBe(1)
    await page.goto(`${server.url}/en/ecommerce/checkout`)
    await waitForHydration(page)
    await page.getByTestId('order-card').first().getByTestId('pay-order').click()
    await page.waitForURL(/\/api\/billing\/dummy\/invoices\//)
    expect(await page.locator('.amount').textContent()).toBe('79800 ₽')
    await page.getByRole('button', { name: 'Pay', exact: true }).click()
    await page.waitForURL(/\/ecommerce\/checkout\?invoice=.*&payment=paid/)
    await waitForHydration(page)
    await expect
      .poll(() => page.getByTestId('order-history').getByTestId('order-status').allTextContents())
      .toEqual(['Paid, being confirmed'])
    watched.assertClean()
    await watched.close()
  })

  it('fits a phone: the checkout screen and the cart panel at 375 px', { timeout: 90_000 }, async () => {
    const watched = await openPage(browser, 375)
    const { page } = watched
    await registerVerified(server, `phone-${Date.now()}@example.com`, undefined, throughPage(page.request))
    const me = await (await page.request.get(`${server.url}/api/rbac/subjects/authentication/me`)).json()
    await page.request.post(`${server.url}/api/rbac/subjects/${me.data.id}/ecommerce-module/orders`, {
      data: { data: { productId: courses.accountant.id } },
    })
    await page.goto(`${server.url}/en/ecommerce/checkout`)
    await waitForHydration(page)
    await expect.poll(() => page.getByTestId('order-card').count()).toBe(1)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBe(0)
    await page.screenshot({ path: path.join(SCREENSHOTS, 'shop-checkout-375.png'), fullPage: true })

    // On a phone the cart icon is in the menu; its panel takes the whole width.
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByTestId('cart-button').last().click()
    const panel = page.getByRole('dialog', { name: 'Cart' })
    await panel.waitFor()
    await page.waitForTimeout(500)
    expect((await panel.boundingBox())?.width).toBe(375)
    expect(await panel.getByTestId('order-card').count()).toBe(1)
    await page.screenshot({ path: path.join(SCREENSHOTS, 'shop-cart-panel-375.png') })
    watched.assertClean()
    await watched.close()
  })
})

async function outbox(dataDir: string): Promise<string[]> {
  const directory = path.join(dataDir, 'outbox')
  const files = await readdir(directory).catch(() => [] as string[])
  return Promise.all(files.filter((file) => file.endsWith('.eml')).map((file) => readFile(path.join(directory, file), 'utf8')))
}
