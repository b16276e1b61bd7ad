/**
 * The orders' admin page carries the ecommerce module's tool 'Clear old orders' (the scheduled job's
 * work, now): the demo admin asks for it, confirms, and is told how many carts went; screenshots
 * at 375 px and 1280 px go to .data/screenshots/.
 */
import { mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ru } from '#web/i18n/ru.ts'
import { formatUiString } from '#web/i18n/format-ui-string.ts'
import { launchBrowser, openPage } from './support/browser.ts'
import { type Credentials, signInToAdmin, waitForDemoAdmin } from './support/admin-session.ts'
import { type RunningServer, startServer } from './support/start-server.ts'

const SCREENSHOTS = fileURLToPath(new URL('../../.data/screenshots/', import.meta.url))
const onPostgres = Boolean(process.env.DATABASE_URL)

describe.skipIf(onPostgres)('the ecommerce admin tools in a browser', () => {
  let server: RunningServer
  let browser: Browser
  let demoAdmin: Credentials

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
    demoAdmin = await waitForDemoAdmin(server.output)
    await mkdir(SCREENSHOTS, { recursive: true })
  }, 180_000)
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('clears old orders from the orders page after asking, and says how many went', { timeout: 90_000 }, async () => {
    for (const width of [375, 1280]) {
      const watched = await openPage(browser, width)
      const { page } = watched
      await signInToAdmin(page, server.url, demoAdmin)
      await page.goto(`${server.url}/admin/ecommerce/orders`)
      const tool = page.getByRole('region', { name: ru.clearOldOrders })
      await tool.getByText(formatUiString(ru.clearOldOrdersHint, { days: 30 })).waitFor()
      await page.screenshot({ path: `${SCREENSHOTS}admin-clear-old-orders-${width}.png` })

      await tool.getByRole('button', { name: ru.clearOldOrders }).click()
      const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'))
      await dialog.getByText(formatUiString(ru.clearOldOrdersConfirm, { days: 30 })).waitFor()
      await page.screenshot({ path: `${SCREENSHOTS}admin-clear-old-orders-confirm-${width}.png` })
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/ecommerce/orders/clear-old-orders'))
      await dialog.getByRole('button', { name: ru.clearOldOrders }).click()
      const response = await answered
      expect(response.status()).toBe(200)
      const { data } = (await response.json()) as { data: { deleted: number } }
      await page.getByText(formatUiString(ru.clearedOldOrders, { count: data.deleted })).waitFor()
      await page.screenshot({ path: `${SCREENSHOTS}admin-clear-old-orders-done-${width}.png` })
      watched.assertClean()
      await watched.close()
    }
  })
})
