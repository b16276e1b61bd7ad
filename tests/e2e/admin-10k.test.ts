/**
 * The admin over 10,000 products (Payload's most reported admin problem is a relationship select
 * that loads every record): the table opens its first page without loading the rest, and a
 * relationship select finds a product by a word of its title with a search on the server. The
 * test counts the product rows that travelled to the browser and prints them.
 */
import type { Browser, Response } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ru } from '#web/i18n/ru.ts'
import { apiCall, apiToken, type Credentials, signInToAdmin, waitForDemoAdmin } from './support/admin-session.ts'
import { launchBrowser, openPage } from './support/browser.ts'
import { type RunningServer, startServer } from './support/start-server.ts'

const onPostgres = process.env.DATABASE_URL !== undefined && process.env.DATABASE_URL !== ''
const PRODUCTS = 10_000
const BATCH = 1_000

/** Product rows in the answers of product finds (`GET /api/ecommerce/products?…`), by request. */
function productRowCounter() {
  const counts: number[] = []
  const pending: Promise<void>[] = []
  return {
    counts,
    listen(response: Response) {
      const url = new URL(response.url())
      if (response.request().method() !== 'GET' || !url.pathname.startsWith('/api/ecommerce/products')) return
      pending.push(
        response.json().then(
          (body: { data?: unknown }) => {
            if (Array.isArray(body.data)) counts.push(body.data.length)
            else if (body.data !== null && typeof body.data === 'object') counts.push(1)
          },
          () => undefined,
        ),
      )
    },
    async total(): Promise<number> {
      await Promise.all(pending)
      return counts.reduce((sum, count) => sum + count, 0)
    },
  }
}

describe.skipIf(onPostgres)('the admin over 10,000 products', () => {
  let server: RunningServer
  let browser: Browser
  let admin: Credentials

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
    admin = await waitForDemoAdmin(server.output)
    const token = await apiToken(server.url, admin)
    for (let start = 0; start < PRODUCTS; start += BATCH) {
      const batch = Array.from({ length: BATCH }, (_, offset) => {
        const number = start + offset
        // One product has a title word no other has; the admin title is generated from the title.
        const title = number === 7_777 ? 'Фонарь аквамариновый' : `Товар номер ${number}`
        return { title: { ru: title, en: `Product ${number}` }, slug: `load-product-${number}` }
      })
      await apiCall(server.url, token, 'POST', '/api/ecommerce/products/bulk', { data: batch })
    }
  }, 600_000)

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('opens the first page of the table without loading the rest', async () => {
    const watched = await openPage(browser)
    const { page } = watched
    await signInToAdmin(page, server.url, admin)
    const counter = productRowCounter()
    page.on('response', (response) => counter.listen(response))
    await page.goto(`${server.url}/admin/ecommerce/products`)
    const table = page.getByRole('table', { name: 'Товары', exact: true })
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: 15_000 }).toBe(20)
    await page.getByText(/Записей: 10\d{3}/).waitFor()
    await page.waitForLoadState('networkidle')
    const travelled = await counter.total()
    console.log(`admin table over ${PRODUCTS} products: ${travelled} product rows travelled (${counter.counts.join(' + ')})`)
    expect(travelled).toBeLessThanOrEqual(20)

    // A product links to its public page, the host page whose url names products' slugs.
    await table.locator('tbody tr').first().getByRole('button', { name: ru.edit }).click()
    const link = page.getByRole('dialog').getByRole('link', { name: ru.openPublicPage })
    await expect.poll(() => link.getAttribute('href')).toMatch(/^\/ecommerce\/products\/load-product-\d+$/)
    watched.assertClean()
    await watched.close()
  })

  it('finds a product by a word of its title in a relationship select, searching on the server', async () => {
    const watched = await openPage(browser)
    const { page } = watched
    await signInToAdmin(page, server.url, admin)
    // The relation table below loads the labels of its own products (one `inArray` find, after the
    // products' admin model: on a busy machine that can come after the network has gone quiet);
    // only the select is counted, so the counter starts once that answer is in.
    const tableLabels = page.waitForResponse(
      (response) => response.url().includes('/api/ecommerce/products?') && decodeURIComponent(response.url()).includes('[method]=inArray'),
    )
    await page.goto(`${server.url}/admin/ecommerce/products-to-attributes`)
    await page.getByRole('table').first().waitFor()
    await tableLabels
    await page.waitForLoadState('networkidle')
    const counter = productRowCounter()
    page.on('response', (response) => counter.listen(response))
    const create = page.locator('section[aria-labelledby=create-heading]')
    await create.getByRole('combobox', { name: 'Товар' }).click()
    await expect.poll(() => page.locator('[cmdk-list]').getByRole('option').count(), { timeout: 15_000 }).toBe(20)
    await page.getByRole('combobox', { name: ru.search }).fill('аквамарин')
    const found = page.getByRole('option', { name: /Фонарь аквамариновый/ })
    await found.waitFor()
    await expect.poll(() => page.locator('[cmdk-list]').getByRole('option').count()).toBe(1)
    await found.click()
    await expect.poll(() => create.getByRole('combobox', { name: 'Товар' }).textContent()).toMatch(/Фонарь аквамариновый/)
    await page.waitForLoadState('networkidle')
    const travelled = await counter.total()
    console.log(`relationship select over ${PRODUCTS} products: ${travelled} product rows travelled (${counter.counts.join(' + ')})`)
    // The first 20, the match (perhaps the search's prefixes too), and the chosen record by its id.
    expect(travelled).toBeLessThanOrEqual(20 + 3 + 1)
    watched.assertClean()
    await watched.close()
  })
})
