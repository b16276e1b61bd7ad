/**
 * The admin in both languages (issue #26), in Chromium as the demo admin on a fresh demo server:
 * every name on the screen comes from the schema's labels in the admin's language, the language is
 * the editor's choice (the header's switcher, `/en/admin`) and is remembered, and a field's own
 * admin components (the website-builder widget's colour picker and swatch) edit and show its value,
 * which the public page then draws. Screenshots of both languages at 1280 and 375 px go to
 * `.data/screenshots/`.
 */
import { mkdir } from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminStrings, adminStrings } from '#web/admin/admin-strings.ts'
import { formatUiString } from '#web/i18n/format-ui-string.ts'
import { en } from '#web/i18n/en.ts'
import { ru } from '#web/i18n/ru.ts'
import { launchBrowser, openPage, waitForHydration } from './support/browser.ts'
import { apiCall, apiToken, type Credentials, signInToAdmin, waitForDemoAdmin } from './support/admin-session.ts'
import { type RunningServer, startServer } from './support/start-server.ts'

const onPostgres = process.env.DATABASE_URL !== undefined && process.env.DATABASE_URL !== ''
const SHOTS = '.data/screenshots'

describe.skipIf(onPostgres)('the admin in Russian and in English', () => {
  let server: RunningServer
  let browser: Browser
  let demoAdmin: Credentials

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
    demoAdmin = await waitForDemoAdmin(server.output)
    await mkdir(SHOTS, { recursive: true })
  }, 180_000)

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  const picker = (page: Page) => page.getByRole('navigation', { name: /Модели|Models/ })
  const headers = async (page: Page) =>
    (await page.locator('table').first().locator('thead th').allInnerTexts()).map((text) => text.trim()).filter((text) => text !== '')
  const productsTable = (page: Page) => page.locator('table').first()
  const openRelations = async (page: Page, strings: AdminStrings, model: string) => {
    const toggle = picker(page).getByRole('button', { name: formatUiString(strings.showRelations, { model }), exact: true })
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  }

  it('names models, fields and values from the schema in each language, switches, and remembers the choice', {
    timeout: 90_000,
  }, async () => {
    const watched = await openPage(browser)
    const { page } = watched
    await signInToAdmin(page, server.url, demoAdmin)

    // Russian, the site's default language: the picker lists modules and models by their labels, nothing in English.
    const shop = picker(page).locator('section[data-module="ecommerce"]')
    expect(await shop.getByRole('heading').innerText()).toMatch(/^Интернет-магазин$/i)
    await shop.getByRole('link', { name: 'Товары', exact: true }).click()
    await page.waitForURL('**/admin/ecommerce/products')
    await productsTable(page).locator('tbody tr').first().waitFor()
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Товары')
    expect(await headers(page)).toEqual(['Название в админке', 'Тип', 'Вариант', ru.actions])
    expect(await productsTable(page).locator('tbody tr').first().locator('[data-value]').allInnerTexts()).toEqual([
      'Разовая покупка',
      'Курс',
    ])
    // Relation tables are folded under the entity they link from (#28): open the orders' branch.
    await openRelations(page, adminStrings('ru'), 'Заказы')
    expect(await picker(page).getByRole('link', { name: 'Заказы → Счета', exact: true }).count()).toBe(1)
    expect(await picker(page).innerText()).not.toMatch(/[A-Za-z]/)
    expect(await page.locator('section[aria-labelledby=create-heading]').innerText()).not.toMatch(
      /\b(Admin title|Type|Variant|Title|Slug)\b/,
    )
    await page.screenshot({ path: `${SHOTS}/admin-products-ru-1280.png`, fullPage: true })

    // English from the header's switcher: the same screen at /en/admin, every name in English.
    await page.getByTestId('admin-language-en').click()
    await page.waitForURL('**/en/admin/ecommerce/products')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Products')
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    // The header's chrome too, in the new language from the first frame on (not the dictionary's keys).
    const header = await page.locator('header').first().innerText()
    expect(header).toContain(en.admin)
    expect(header).toContain(en.backToSite)
    expect(await headers(page)).toEqual(['Admin title', 'Type', 'Variant', en.actions])
    expect(await productsTable(page).locator('tbody tr').first().locator('[data-value]').allInnerTexts()).toEqual(['One-off', 'Course'])
    expect(await picker(page).locator('section[data-module="ecommerce"]').getByRole('heading').innerText()).toMatch(/^E-commerce$/i)
    await openRelations(page, adminStrings('en'), 'Orders')
    expect(await picker(page).getByRole('link', { name: 'Orders → Invoices', exact: true }).count()).toBe(1)
    expect(await picker(page).innerText()).not.toMatch(/[а-яё]/i)
    expect(await page.getByRole('button', { name: en.create, exact: true }).count()).toBe(1)
    expect(await page.getByRole('button', { name: ru.create, exact: true }).count()).toBe(0)
    await page.screenshot({ path: `${SHOTS}/admin-products-en-1280.png`, fullPage: true })

    // Remembered: /admin opens in English again, also after a reload.
    await page.goto(`${server.url}/admin/ecommerce/orders`)
    await page.waitForURL('**/en/admin/ecommerce/orders')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Orders')
    expect(await page.locator('header').first().innerText()).toContain(en.backToSite)
    await page.reload()
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Orders')
    expect(await page.locator('header').first().innerText()).toContain(en.backToSite)
    // The order statuses of the filter's field list and the table speak English too.
    await page.getByRole('button', { name: en.filters }).click()
    await page.getByRole('button', { name: en.addFilter }).click()
    expect(await page.getByLabel(en.filterColumn).locator('option').allInnerTexts()).toContain('Status')

    // Back to Russian: /admin stays Russian from now on.
    await page.getByTestId('admin-language-ru').click()
    await page.waitForURL((url) => url.pathname === '/admin/ecommerce/orders')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Заказы')
    expect(await page.locator('header').first().innerText()).toContain(ru.backToSite)
    await page.goto(`${server.url}/admin`)
    await waitForHydration(page)
    await picker(page).waitFor()
    expect(new URL(page.url()).pathname).toBe('/admin')
    expect(await page.locator('html').getAttribute('lang')).toBe('ru')
    watched.assertClean()
    await watched.close()
  })

  it("edits a widget's accent colour with its own picker, shows it as a swatch, and the public page draws it", {
    timeout: 90_000,
  }, async () => {
    const watched = await openPage(browser)
    const { page } = watched
    await signInToAdmin(page, server.url, demoAdmin)
    await page.locator('nav a[data-model="website-builder/widgets"]').click()
    await page.waitForURL('**/admin/website-builder/widgets')
    await page.getByRole('searchbox', { name: /Название в админке/ }).fill('Лендинг: о программе')
    const row = page.getByRole('row', { name: /Лендинг: о программе/ })
    await row.getByRole('button', { name: ru.edit }).click()
    const dialog = page.getByRole('dialog')
    // The field's own input, loaded from web/modules/website-builder/admin/: the browser's colour picker and the hex text.
    const hex = dialog.getByLabel('Цвет акцента', { exact: true })
    await hex.waitFor()
    expect(await dialog.locator('[data-color-picker] input[type=color]').getAttribute('aria-label')).toBe(ru.pickColor)
    await dialog.locator('[data-color-picker] input[type=color]').fill('#0f766e')
    expect(await hex.inputValue()).toBe('#0f766e')
    await dialog.getByRole('button', { name: ru.update }).click()
    await dialog.locator('button[type=submit][data-status=success]').waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })

    const token = await apiToken(server.url, demoAdmin)
    const [widget] = await apiCall<Array<{ accentColor: string | null }>>(
      server.url,
      token,
      'GET',
      `/api/website-builder/widgets?filters[and][0][column]=anchor&filters[and][0][method]=eq&filters[and][0][value]=about`,
    )
    expect(widget?.accentColor).toBe('#0f766e')

    // The field's own cell: shown once its column is switched on.
    await page.getByRole('button', { name: ru.columns }).click()
    await page.getByRole('menuitemcheckbox', { name: 'Цвет акцента' }).click()
    await page.keyboard.press('Escape')
    await page.locator('table').first().getByRole('columnheader', { name: 'Цвет акцента' }).waitFor()
    await row.locator('[data-color-swatch="#0f766e"]').waitFor()
    await page.screenshot({ path: `${SHOTS}/admin-widgets-ru-1280.png`, fullPage: true })

    await page.goto(`${server.url}/`)
    await waitForHydration(page)
    expect(await page.locator('section#about').evaluate((section) => getComputedStyle(section).borderTopColor)).toBe('rgb(15, 118, 110)')
    watched.assertClean()
    await watched.close()
  })

  it("takes only a site language as the admin's prefix: /blog/admin stays a page of the site", async () => {
    const watched = await openPage(browser)
    const response = await watched.page.goto(`${server.url}/blog/admin`)
    expect(response?.status()).toBe(404)
    await expect.poll(() => watched.page.locator('h1').allTextContents()).toContain(ru.pageNotFound)
    watched.assertClean([/HTTP 404: .*\/blog\/admin$/, /console error: Failed to load resource: .* 404/])
    await watched.close()
  })

  it('keeps one language per screen on a phone too (screenshots at 375 px)', { timeout: 60_000 }, async () => {
    for (const [language, prefix] of [
      ['ru', ''],
      ['en', '/en'],
    ] as const) {
      const watched = await openPage(browser, 375)
      const { page } = watched
      await signInToAdmin(page, server.url, demoAdmin)
      await page.goto(`${server.url}${prefix}/admin/ecommerce/products`)
      await productsTable(page).locator('tbody tr').first().waitFor()
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(language === 'ru' ? 'Товары' : 'Products')
      // Nothing runs off the side of a phone's screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
      await page.screenshot({ path: `${SHOTS}/admin-products-${language}-375.png`, fullPage: true })
      await page.goto(`${server.url}${prefix}/admin/ecommerce/orders`)
      await productsTable(page).waitFor()
      await page.screenshot({ path: `${SHOTS}/admin-orders-${language}-375.png` })
      watched.assertClean()
      await watched.close()
    }
  })
})
