/**
 * "Buy now" and the receipt in Chromium against `npm start`'s server (issue #23): a signed-in buyer
 * clicks Buy now on a course's page, pays that course alone on the dummy provider's page, comes back
 * to the order signed in, and once the payment has settled the order card links the receipt, a
 * 1500×1500 image. Screenshots of the product page, the order card with its receipt link and the
 * receipt at 375 px and 1280 px go to .data/screenshots/. Runs once, on the embedded database.
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { courses } from '../../seed/demo/modules/ecommerce.ts'
import { launchBrowser, openPage, waitForHydration } from './support/browser.ts'
import { registerVerified, throughPage } from './support/register-account.ts'
import { type RunningServer, startServer } from './support/start-server.ts'

const onPostgres = process.env.DATABASE_URL !== undefined && process.env.DATABASE_URL !== ''
const SCREENSHOTS = path.resolve('.data/screenshots')

describe.skipIf(onPostgres)('buy now and the receipt in a browser', () => {
  let server: RunningServer
  let browser: Browser

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
    await mkdir(SCREENSHOTS, { recursive: true })
  }, 180_000)
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('buys one course from its page, pays it alone, and sees its receipt on the paid order', { timeout: 150_000 }, async () => {
    const watched = await openPage(browser, 1280)
    const { page } = watched
    await registerVerified(server, `buy-now-${Date.now()}@example.com`, undefined, throughPage(page.request))
    const me = await (await page.request.get(`${server.url}/api/rbac/subjects/authentication/me`)).json()

    await page.goto(`${server.url}/en/ecommerce/products/data-analyst`)
    await waitForHydration(page)
    const buyNow = page.getByTestId('buy-now')
    await buyNow.waitFor()
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({ path: path.join(SCREENSHOTS, `shop-buy-now-${width}.png`) })
    }
    await buyNow.click()
    await page.waitForURL(/\/api\/billing\/dummy\/invoices\//)
    // The course alone, at its rouble price, whatever else might be in a cart.
    expect(await page.locator('.amount').textContent()).toBe('59900 ₽')
    await page.getByRole('button', { name: 'Pay', exact: true }).click()
    await page.waitForURL(/\/ecommerce\/checkout\?invoice=.*&payment=paid/)
    await waitForHydration(page)
    await expect.poll(() => page.getByTestId('payment-outcome').textContent()).toContain('Payment received')
    const card = page.getByTestId('order-history').getByTestId('order-card')
    await expect.poll(() => card.count()).toBe(1)
    expect(await card.textContent()).toContain('Data analyst')

    // The receipt is made after the payment settles (the ecommerce.order-receipt job): the card
    // links it once it exists.
    await expect
      .poll(
        async () => {
          await page.reload()
          await waitForHydration(page)
          return page.getByTestId('order-history').getByTestId('order-receipt').count()
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toBe(1)
    const receiptLink = card.getByTestId('order-receipt')
    expect(await receiptLink.textContent()).toBe('Receipt')
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await card.scrollIntoViewIfNeeded()
      await card.screenshot({ path: path.join(SCREENSHOTS, `shop-order-receipt-link-${width}.png`) })
      await page.screenshot({ path: path.join(SCREENSHOTS, `shop-paid-order-${width}.png`), fullPage: true })
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, `at ${width} px`).toBe(0)
    }

    // The link and the order's receipt call lead to the same image.
    const href = await receiptLink.getAttribute('href')
    expect(href).toBeTruthy()
    const orders = await (await page.request.get(`${server.url}/api/rbac/subjects/${me.data.id}/ecommerce-module/orders`)).json()
    const paid = orders.data.find((order: { ordersToProducts: { productId: string }[] }) =>
      order.ordersToProducts.some((line) => line.productId === courses['data-analyst'].id),
    )
    const redirect = await page.request.get(`${server.url}/api/ecommerce/orders/${paid.id}/receipt`, { maxRedirects: 0 })
    expect(redirect.status()).toBe(303)
    expect(new URL(redirect.headers().location!, server.url).pathname).toBe(new URL(href!, server.url).pathname)

    const [opened] = await Promise.all([page.context().waitForEvent('page'), receiptLink.click()])
    const image = await opened.waitForLoadState().then(() => opened.request.get(opened.url()))
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toMatch(/^image\//)
    const size = await opened.evaluate(() => {
      const shown = document.querySelector('img')
      return shown === null ? null : { width: shown.naturalWidth, height: shown.naturalHeight }
    })
    expect(size).toEqual({ width: 1500, height: 1500 })
    for (const width of [375, 1280]) {
      await opened.setViewportSize({ width, height: 900 })
      await opened.screenshot({ path: path.join(SCREENSHOTS, `shop-receipt-${width}.png`) })
    }
    watched.assertClean()
    await watched.close()
  })
})
