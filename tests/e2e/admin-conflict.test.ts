/**
 * Two editors, one product (issue #28): both open it in the admin (two browser contexts), the first
 * saves, and the second's save gets the conflict screen instead of overwriting; the second editor
 * reloads the first one's change to the field both edited and keeps their own other edit, on
 * purpose, and the record ends with both. The record's history then names the changes. Screenshots
 * of the conflict screen and the history at 1280 and 375 px, in Russian and English, go to
 * `.data/screenshots/`.
 */
import { mkdir } from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { en } from '#web/i18n/en.ts'
import { ru } from '#web/i18n/ru.ts'
import { launchBrowser, openPage, type WatchedPage } from './support/browser.ts'
import { apiCall, apiToken, type Credentials, signInToAdmin, waitForDemoAdmin } from './support/admin-session.ts'
import { type RunningServer, startServer } from './support/start-server.ts'

const onPostgres = process.env.DATABASE_URL !== undefined && process.env.DATABASE_URL !== ''
const SHOTS = '.data/screenshots'
// A refused save is a 409 the browser reports; nothing else may go wrong.
const CONFLICT_RESPONSE = [
  /^HTTP 409: \S+\/api\/ecommerce\/products\/[0-9a-f-]+$/,
  /^console error: Failed to load resource: the server responded with a status of 409 \(Conflict\) \(\S+\/api\/ecommerce\/products\/[0-9a-f-]+\)$/,
]

type Product = { id: string; adminTitle: string; updatedAt: string; shortDescription: Record<string, string> | null }

describe.skipIf(onPostgres)('two editors save the same product', () => {
  let server: RunningServer
  let browser: Browser
  let demoAdmin: Credentials
  let token: string
  let products: Product[]

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
    demoAdmin = await waitForDemoAdmin(server.output)
    token = await apiToken(server.url, demoAdmin)
    products = await apiCall<Product[]>(server.url, token, 'GET', '/api/ecommerce/products?limit=10')
    await mkdir(SHOTS, { recursive: true })
  }, 180_000)

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  const modalUrl = (id: string, language: 'ru' | 'en') =>
    `${server.url}${language === 'en' ? '/en' : ''}/admin/ecommerce/products?modal=edit&modalModel=ecommerce/products&modalId=${id}`

  async function openProduct(width: number, id: string, language: 'ru' | 'en' = 'ru'): Promise<WatchedPage> {
    const watched = await openPage(browser, width)
    await signInToAdmin(watched.page, server.url, demoAdmin)
    await watched.page.goto(modalUrl(id, language))
    await watched.page
      .getByRole('dialog')
      .getByLabel(language === 'ru' ? 'Название в админке' : 'Admin title', { exact: true })
      .waitFor()
    return watched
  }

  const dialog = (page: Page) => page.getByRole('dialog')

  it('shows the second save the conflict screen and keeps both edits on purpose', { timeout: 120_000 }, async () => {
    const product = products[0]!
    const first = await openProduct(1280, product.id)
    const second = await openProduct(1280, product.id)

    // The first editor renames the product and saves.
    await dialog(first.page).getByLabel('Название в админке', { exact: true }).fill('Название от первого редактора')
    await dialog(first.page).getByRole('button', { name: ru.update }).click()
    await dialog(first.page).locator('button[data-status="success"]').waitFor()

    // The second, who loaded the product before that save, renames it too and writes a short description.
    await dialog(second.page).getByLabel('Название в админке', { exact: true }).fill('Название от второго редактора')
    await dialog(second.page).getByLabel('Краткое описание (ru)', { exact: true }).fill('Описание от второго редактора')
    await dialog(second.page).getByRole('button', { name: ru.update }).click()

    // Refused: the conflict screen names the one field both changed, theirs beside mine.
    const conflict = dialog(second.page).locator('[data-conflict]')
    await conflict.waitFor()
    expect(await conflict.getByRole('heading').innerText()).toBe(ru.conflictTitle)
    const fields = await conflict
      .locator('[data-conflict-field]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-conflict-field')))
    expect(fields).toEqual(['adminTitle'])
    const adminTitle = conflict.locator('[data-conflict-field="adminTitle"]')
    expect(await adminTitle.innerText()).toContain('Название от первого редактора')
    expect(await adminTitle.innerText()).toContain('Название от второго редактора')
    // Nothing was overwritten meanwhile.
    const meanwhile = await apiCall<Product>(server.url, token, 'GET', `/api/ecommerce/products/${product.id}`)
    expect(meanwhile.adminTitle).toBe('Название от первого редактора')
    await second.page.screenshot({ path: `${SHOTS}/admin-conflict-ru-1280.png` })

    // The second editor takes the first one's name on purpose, keeps their own description, and saves again.
    await adminTitle.getByRole('radio', { name: new RegExp(ru.conflictTakeTheirs) }).check()
    await conflict.getByRole('button', { name: ru.conflictSaveAgain }).click()
    await conflict.waitFor({ state: 'detached' })
    await dialog(second.page).locator('button[data-status="success"]').waitFor()
    const saved = await apiCall<Product>(server.url, token, 'GET', `/api/ecommerce/products/${product.id}`)
    expect(saved.adminTitle).toBe('Название от первого редактора')
    expect(saved.shortDescription?.ru).toBe('Описание от второго редактора')
    expect(await dialog(second.page).getByLabel('Название в админке', { exact: true }).inputValue()).toBe('Название от первого редактора')

    // The history names both saves, newest first, with the fields each set.
    const history = dialog(second.page).locator('[data-history]')
    await expect.poll(() => history.locator('[data-history-entry]').count(), { timeout: 10_000 }).toBe(2)
    // Each save sent only what its editor changed, so each entry names just that.
    expect(await history.locator('[data-history-entry]').allInnerTexts()).toEqual([
      expect.stringMatching(/Поля: Краткое описание$/),
      expect.stringMatching(/Поля: Название в админке$/),
    ])
    await history.scrollIntoViewIfNeeded()
    await second.page.screenshot({ path: `${SHOTS}/admin-history-ru-1280.png` })

    first.assertClean()
    second.assertClean(CONFLICT_RESPONSE)
    await first.close()
    await second.close()
  })

  for (const [language, width] of [
    ['ru', 375],
    ['en', 1280],
    ['en', 375],
  ] as const) {
    it(`shows the conflict screen and the history at ${width} px in ${language}`, { timeout: 90_000 }, async () => {
      const t = language === 'ru' ? ru : en
      const product = products[language === 'ru' ? 1 : width === 1280 ? 2 : 0]!
      const editor = await openProduct(width, product.id, language)
      const adminTitleLabel = language === 'ru' ? 'Название в админке' : 'Admin title'
      // Another editor saves through the API while this one types.
      await apiCall(server.url, token, 'PATCH', `/api/ecommerce/products/${product.id}`, {
        data: { adminTitle: `${product.adminTitle} (API)` },
      })
      await dialog(editor.page).getByLabel(adminTitleLabel, { exact: true }).fill(`${product.adminTitle} (${language} ${width})`)
      await dialog(editor.page).getByRole('button', { name: t.update }).click()
      const conflict = dialog(editor.page).locator('[data-conflict]')
      await conflict.waitFor()
      expect(await conflict.getByRole('heading').innerText()).toBe(t.conflictTitle)
      await editor.page.screenshot({ path: `${SHOTS}/admin-conflict-${language}-${width}.png` })
      await conflict.getByRole('button', { name: t.conflictSaveAgain }).click()
      await conflict.waitFor({ state: 'detached' })
      await dialog(editor.page).locator('button[data-status="success"]').waitFor()
      const saved = await apiCall<Product>(server.url, token, 'GET', `/api/ecommerce/products/${product.id}`)
      expect(saved.adminTitle).toBe(`${product.adminTitle} (${language} ${width})`)
      const history = dialog(editor.page).locator('[data-history]')
      const logged = await apiCall<number>(
        server.url,
        token,
        'GET',
        `/api/host/audit-entries/count?filters[and][0][column]=recordId&filters[and][0][method]=eq&filters[and][0][value]=${product.id}`,
      )
      await expect.poll(() => history.locator('[data-history-entry]').count(), { timeout: 10_000 }).toBe(logged)
      expect(await history.locator('[data-history-entry]').first().innerText()).toContain(t.historyUpdate)
      expect(await history.getByRole('heading').innerText()).toBe(t.historyTitle)
      await history.scrollIntoViewIfNeeded()
      await editor.page.screenshot({ path: `${SHOTS}/admin-history-${language}-${width}.png` })
      editor.assertClean(CONFLICT_RESPONSE)
      await editor.close()
    })
  }
})
