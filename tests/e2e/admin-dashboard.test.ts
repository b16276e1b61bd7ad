/**
 * The admin's start page and navigation (#28), in Chromium as the demo admin on a fresh demo
 * server: `/admin` is a dashboard whose shop panel shows an order placed through the API with its
 * status and total and links to it; Ctrl+K opens the model search, "products" + Enter opens the
 * products; the opened order is among the recent records; a table's sort survives a reload (the
 * URL says it); relation tables sit folded under their entity. Screenshots of the dashboard, the
 * search and the navigation in both languages at 375 and 1280 px go to `.data/screenshots/`.
 */
import { mkdir } from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminStrings } from '#web/admin/admin-strings.ts'
import { formatUiString } from '#web/i18n/format-ui-string.ts'
import { en } from '#web/i18n/en.ts'
import { ru } from '#web/i18n/ru.ts'
import { launchBrowser, openPage } from './support/browser.ts'
import { apiCall, apiToken, type Credentials, signInToAdmin, waitForDemoAdmin } from './support/admin-session.ts'
import { type RunningServer, startServer } from './support/start-server.ts'
import { siteHas } from '../support/site-modules.ts'

const onPostgres = process.env.DATABASE_URL !== undefined && process.env.DATABASE_URL !== ''
const SHOTS = '.data/screenshots'
const ruAdmin = adminStrings('ru')
const enAdmin = adminStrings('en')

describe.skipIf(onPostgres)('the admin dashboard and navigation', () => {
  let server: RunningServer
  let browser: Browser
  let demoAdmin: Credentials
  let orderId: string

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
    demoAdmin = await waitForDemoAdmin(server.output)
    await mkdir(SHOTS, { recursive: true })
    // An order as the shop leaves it after checkout: a line of a priced product, its payment awaited.
    const token = await apiToken(server.url, demoAdmin)
    const [product] = await apiCall<Array<{ id: string }>>(
      server.url,
      token,
      'GET',
      '/api/ecommerce/products?filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=data-analyst',
    )
    const order = await apiCall<{ id: string }>(server.url, token, 'POST', '/api/ecommerce/orders', { data: { status: 'approving' } })
    orderId = order.id
    await apiCall(server.url, token, 'POST', '/api/ecommerce/orders-to-products', {
      data: { orderId, productId: product!.id, quantity: 2 },
    })
  }, 180_000)

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  const orderLink = (page: Page) =>
    page.getByTestId('dashboard-orders').getByRole('link', { name: new RegExp(`${orderId.slice(0, 8).toUpperCase()}`) })

  it('shows the order on the dashboard, finds products with Ctrl+K, and remembers the opened order', { timeout: 120_000 }, async () => {
    const watched = await openPage(browser, 1280)
    const { page } = watched
    await signInToAdmin(page, server.url, demoAdmin)

    // The dashboard: the order with its status and a total, linking to its record.
    await page.getByRole('heading', { level: 1, name: ruAdmin.dashboard }).waitFor()
    const link = orderLink(page)
    await link.waitFor()
    expect(await link.innerText()).toContain(ru.orderStatusApproving)
    expect(await link.innerText()).toMatch(/\d/)
    expect(await link.innerText()).not.toContain(ruAdmin.noTotal)
    await page.getByRole('img', { name: new RegExp(formatUiString(ruAdmin.ordersPerDay, { days: 30 })) }).waitFor()
    if (siteHas('crm')) await page.getByRole('heading', { name: ruAdmin.newRequests }).waitFor()
    // The audit log's recent changes: the order's line, added through the API by the demo admin, links to it.
    const change = page.getByTestId('dashboard-changes').getByRole('link').first()
    await change.waitFor()
    expect(await change.innerText()).toContain(ruAdmin.changeCreate)
    expect(await change.getAttribute('href')).toContain('/admin/ecommerce/orders-to-products')

    // Ctrl+K: a dialog with the search focused; "products" + Enter opens the products.
    await page.keyboard.press('Control+k')
    const dialog = page.getByRole('dialog', { name: ruAdmin.searchDialogTitle })
    await dialog.waitFor()
    await page.keyboard.type('products')
    await expect.poll(() => dialog.getByRole('option', { selected: true }).getAttribute('data-model')).toBe('ecommerce/products')
    expect(await dialog.getByRole('option', { selected: true }).innerText()).toMatch(/^Товары\s+Интернет-магазин$/)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('Enter')
    await page.waitForURL('**/admin/ecommerce/products')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Товары')
    expect(await dialog.count()).toBe(0)
    // Escape closes it without going anywhere.
    await page.keyboard.press('Control+k')
    await dialog.waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(new URL(page.url()).pathname).toBe('/admin/ecommerce/products')

    // The table's sort is in the URL and survives a reload (page, size, search and filters go the same way).
    await page.locator('table').first().locator('tbody tr').first().waitFor()
    await page.locator('table').first().getByRole('button', { name: 'Тип', exact: true }).click()
    await page.waitForURL(/[?&]sort=type(&|$)/)
    await page.reload()
    await page.locator('table').first().locator('th[aria-sort=ascending]', { hasText: 'Тип' }).waitFor()

    // The order, opened from the dashboard, becomes a recent record there and in Ctrl+K.
    await page.goto(`${server.url}/admin`)
    await orderLink(page).click()
    await page.waitForURL(`**/admin/ecommerce/orders?*modalId=${orderId}*`)
    await page.getByRole('dialog').waitFor()
    // Remembered once the record has loaded (with its label).
    await page.waitForFunction((id) => window.localStorage.getItem('tessera.admin.recent')?.includes(id) === true, orderId)
    await page.goto(`${server.url}/admin`)
    const recent = page.getByRole('region', { name: ruAdmin.recentRecords })
    await recent.getByRole('link').first().waitFor()
    expect(await recent.getByRole('link').first().getAttribute('href')).toContain(`modalId=${orderId}`)
    watched.assertClean()
    await watched.close()
  })

  it('looks finished in both languages at 375 and 1280 px', { timeout: 120_000 }, async () => {
    for (const width of [375, 1280]) {
      const watched = await openPage(browser, width)
      const { page } = watched
      await signInToAdmin(page, server.url, demoAdmin)
      for (const [language, strings] of [
        ['ru', ruAdmin],
        ['en', enAdmin],
      ] as const) {
        await page.goto(`${server.url}${language === 'ru' ? '' : '/en'}/admin`)
        await page.getByRole('heading', { level: 1, name: strings.dashboard }).waitFor()
        await orderLink(page).waitFor()
        await page.getByTestId('dashboard-changes').getByText('demo-admin').first().waitFor()
        await page.screenshot({ path: `${SHOTS}/admin-dashboard-${language}-${width}.png`, fullPage: true })

        await page.keyboard.press('Control+k')
        const dialog = page.getByRole('dialog', { name: strings.searchDialogTitle })
        await dialog.waitFor()
        await page.keyboard.type(language === 'ru' ? 'тов' : 'prod')
        await page.screenshot({ path: `${SHOTS}/admin-search-${language}-${width}.png` })
        await page.keyboard.press('Escape')

        await page.goto(`${server.url}${language === 'ru' ? '' : '/en'}/admin/ecommerce/orders-to-products`)
        const picker = page.getByRole('navigation', { name: language === 'ru' ? ru.adminModels : en.adminModels })
        // A phone opens on the page, the list folded under its Show button.
        const show = picker.getByRole('button', { name: language === 'ru' ? ru.show : en.show, exact: true })
        if (width === 375) await show.click()
        else expect(await show.count()).toBe(0)
        // The relation's branch is open under its entity, the page's link marked current.
        const current = picker.locator('a[aria-current=page][data-model="ecommerce/orders-to-products"]')
        await current.waitFor()
        await current.scrollIntoViewIfNeeded()
        await page.screenshot({ path: `${SHOTS}/admin-navigation-${language}-${width}.png` })
      }
      watched.assertClean()
      await watched.close()
    }
  })
})
