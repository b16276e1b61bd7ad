/**
 * The admin back office in Chromium as the demo admin, on a fresh demo server: a landing widget
 * made and placed on a page through the relation editors alone and seen on the public page, rich
 * text with bold and a link, the date-time picker, deleting with the confirmation, the unsaved
 * changes guard, and a signed-in subject without the admin role getting no admin data.
 */
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatUiString } from '#web/i18n/format-ui-string.ts'
import { ru } from '#web/i18n/ru.ts'
import { launchBrowser, openPage, waitForHydration } from './support/browser.ts'
import { apiCall, apiToken, type Credentials, signInToAdmin, waitForDemoAdmin } from './support/admin-session.ts'
import { type RunningServer, startServer } from './support/start-server.ts'
import { registerVerified } from './support/register-account.ts'

const onPostgres = process.env.DATABASE_URL !== undefined && process.env.DATABASE_URL !== ''

describe.skipIf(onPostgres)('the admin in a browser', () => {
  let server: RunningServer
  let browser: Browser
  let token: string
  let demoAdmin: Credentials

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
    demoAdmin = await waitForDemoAdmin(server.output)
    token = await apiToken(server.url, demoAdmin)
  }, 180_000)

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  const admin = () => demoAdmin
  const createSection = (page: Page) => page.locator('section[aria-labelledby=create-heading]')
  const openModel = async (page: Page, key: string) => {
    await page.locator(`nav a[data-model="${key}"]`).click()
    await page.waitForURL(`**/admin/${key}`)
  }
  const saveSucceeded = (scope: ReturnType<Page['locator']>) => scope.locator('button[type=submit][data-status=success]').waitFor()

  // Two models, two relation editors, a filter by field with and/or and two public pages: a long journey.
  it('creates a landing widget with Russian and English titles and places it on a page through the relation editors', {
    timeout: 60_000,
  }, async () => {
    const watched = await openPage(browser)
    const { page } = watched
    await signInToAdmin(page, server.url, admin())

    await openModel(page, 'website-builder/widgets')
    const create = createSection(page)
    await create.getByLabel('Заголовок (ru)', { exact: true }).fill('Блок из админки')
    await create.getByLabel('Заголовок (en)', { exact: true }).fill('Block made in the admin')
    // The admin title is pre-filled like the slug, and follows the title in the default language.
    expect(await create.getByLabel('Название в админке', { exact: true }).inputValue()).toMatch(
      /^Блок из админки \| [a-z]+( [a-z]+)+ \| default$/,
    )
    expect(await create.getByLabel('Адрес в ссылке', { exact: true }).inputValue()).toMatch(/^[a-z]+(-[a-z]+)+$/)
    await create.getByRole('button', { name: ru.create }).click()
    await saveSucceeded(create)

    await openModel(page, 'host/widgets')
    await create.getByLabel('Название в админке', { exact: true }).fill('Слот блока из админки')
    await create.getByRole('button', { name: ru.create }).click()
    await saveSucceeded(create)
    await page.getByRole('searchbox', { name: /Название в админке/ }).fill('Слот блока')
    await page.getByRole('row', { name: /Слот блока из админки/ }).click()

    // The host widget embeds the website-builder widget: the select searches that module's widgets.
    const external = page.locator('section[data-relation="host/widgets-to-external-widgets"]')
    await external.getByRole('button', { name: ru.addNew }).click()
    // The modal by its name: a select's list is a dialog too, closing as the option is chosen.
    let dialog = page.getByRole('dialog', { name: formatUiString(ru.createRecord, { model: 'Виджеты → Виджеты других модулей' }) })
    await dialog.getByRole('combobox', { name: 'Встроенный виджет' }).click()
    await page.getByRole('combobox', { name: ru.search }).fill('из админки')
    await page.getByRole('option', { name: /Блок из админки/ }).click()
    await dialog.getByRole('button', { name: ru.create }).click()
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => external.locator('tbody tr').count(), { timeout: 5_000 }).toBe(1)

    await openModel(page, 'host/pages')
    // The home page, found with a filter by field: url = '/'.
    await page.getByRole('button', { name: ru.filters }).click()
    await page.getByRole('button', { name: ru.addFilter }).click()
    await page.getByLabel(ru.filterColumn).selectOption('url')
    await page.getByLabel(ru.filterMethod).selectOption('eq')
    await page.getByLabel(ru.filterValue).fill('/')
    await expect.poll(() => page.locator('table').first().locator('tbody tr').count()).toBe(1)
    // A second filter, combined with or: url = '/' or url contains 'courses'.
    await page.getByRole('button', { name: ru.addFilter }).click()
    await page.getByLabel(ru.filterColumn).nth(1).selectOption('url')
    await page.getByLabel(ru.filterMethod).nth(1).selectOption('contains')
    await page.getByLabel(ru.filterValue).nth(1).fill('courses')
    await expect.poll(() => page.locator('table').first().getByText(ru.noRecords).count()).toBe(1)
    await page.getByLabel(ru.filterMatch).selectOption('or')
    await expect.poll(() => page.locator('table').first().locator('tbody tr').count()).toBe(2)
    await page.getByRole('button', { name: ru.removeFilter }).nth(1).click()
    await expect.poll(() => page.locator('table').first().locator('tbody tr').count()).toBe(1)
    await page.locator('table').first().locator('tbody tr').click()
    // Its edit modal links to the public page; closing an unchanged form asks nothing.
    await page.locator('table').first().getByRole('button', { name: ru.edit }).click()
    expect(await page.getByRole('dialog').getByRole('link', { name: ru.openPublicPage }).getAttribute('href')).toBe('/')
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    const placed = page.locator('section[data-relation="host/pages-to-widgets"]')
    await placed.getByRole('button', { name: ru.addNew }).click()
    dialog = page.getByRole('dialog', { name: formatUiString(ru.createRecord, { model: 'Страницы → Виджеты' }) })
    await dialog.getByRole('combobox', { name: 'Виджет' }).click()
    await page.getByRole('combobox', { name: ru.search }).fill('Слот блока')
    await page.getByRole('option', { name: 'Слот блока из админки' }).click()
    await dialog.getByRole('button', { name: ru.create }).click()
    await dialog.waitFor({ state: 'detached' })

    await page.goto(`${server.url}/`)
    await waitForHydration(page)
    await expect.poll(() => page.getByRole('heading', { name: 'Блок из админки' }).count()).toBe(1)
    await page.goto(`${server.url}/en`)
    await waitForHydration(page)
    await expect.poll(() => page.getByRole('heading', { name: 'Block made in the admin' }).count()).toBe(1)
    watched.assertClean()
    await watched.close()
  })

  it("edits a product's rich-text description with bold and a link, and the product page renders them", async () => {
    const watched = await openPage(browser)
    const { page } = watched
    page.on('dialog', (prompt) => void prompt.accept('https://example.com/free'))
    await signInToAdmin(page, server.url, admin())
    await openModel(page, 'ecommerce/products')
    await page.getByRole('searchbox', { name: /Название в админке/ }).fill('Курс: Аналитик данных')
    await page
      .getByRole('row', { name: /Курс: Аналитик данных/ })
      .getByRole('button', { name: ru.edit })
      .click()
    const dialog = page.getByRole('dialog')
    // exact: 'Short description (ru)' contains the name too.
    const editor = dialog.getByRole('textbox', { name: 'Описание (ru)', exact: true })
    const russian = dialog.locator('div[lang="ru"]', { has: page.getByRole('textbox', { name: 'Описание (ru)', exact: true }) })
    // Typing starts as soon as the editor shows: what is typed then must not be lost.
    await editor.click()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('Учиться бесплатно')
    // The editor applies each key in a React update: the selection is made, and made bold, only
    // once it holds the whole text, as an editor's eyes would wait for it.
    await expect.poll(() => editor.textContent()).toBe('Учиться бесплатно')
    await page.keyboard.press('Shift+Home')
    await expect.poll(() => page.evaluate(() => document.getSelection()?.toString())).toBe('Учиться бесплатно')
    await russian.getByRole('button', { name: ru.bold }).click()
    // Then End, once the bold text shows: pressed while the editor still re-renders the marks, the
    // editor puts its selection back over the whole text, and the next key would replace it.
    await expect.poll(() => editor.locator('strong').textContent()).toBe('Учиться бесплатно')
    await page.keyboard.press('End')
    await expect.poll(() => page.evaluate(() => document.getSelection()?.isCollapsed)).toBe(true)
    await page.keyboard.type(' — ')
    await russian.getByRole('button', { name: ru.link }).click()
    await dialog.getByRole('button', { name: ru.update }).click()
    await saveSucceeded(dialog)

    const [product] = await apiCall<Array<{ description: Record<string, string> }>>(
      server.url,
      token,
      'GET',
      '/api/ecommerce/products?filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=data-analyst',
    )
    const stored = JSON.parse(product!.description.ru!) as unknown
    expect(stored, JSON.stringify(stored)).toEqual([
      {
        type: 'paragraph',
        children: [
          // Typing after bold text continues it, as in any editor.
          { text: 'Учиться бесплатно — ', bold: true },
          { type: 'link', url: 'https://example.com/free', children: [{ text: 'https://example.com/free' }] },
          { text: '' },
        ],
      },
    ])
    // The English description was not touched.
    expect(product!.description.en).toContain('Learn to collect, clean and analyse data')

    await page.goto(`${server.url}/ecommerce/products/data-analyst`)
    await waitForHydration(page)
    const main = page.locator('main')
    await expect.poll(() => main.locator('strong', { hasText: 'Учиться бесплатно —' }).count()).toBe(1)
    expect(await main.locator('a[href="https://example.com/free"]').count()).toBe(1)
    watched.assertClean()
    await watched.close()
  })

  it('takes a date-time from the picker and strict DD.MM.YYYY HH:mm text, and sends ISO', async () => {
    const watched = await openPage(browser)
    const { page } = watched
    await signInToAdmin(page, server.url, admin())
    await openModel(page, 'ecommerce/attributes')
    const create = createSection(page)
    const text = create.getByLabel('Дата и время', { exact: true })
    await text.fill('1.2.2026 10:00')
    await create.getByRole('button', { name: ru.create }).click()
    await create.getByText(ru.invalidDateTime).waitFor()

    await text.fill('')
    await create.getByRole('button', { name: ru.pickDate }).nth(1).click()
    await page.getByRole('button', { name: /^15 / }).first().click()
    await page.getByLabel(ru.hours).selectOption('14')
    await page.getByLabel(ru.minutes).selectOption('35')
    expect(await page.getByLabel(ru.minutes).locator('option').allTextContents()).toHaveLength(12)
    expect(await page.getByLabel(ru.hours).locator('option').allTextContents()).toHaveLength(24)
    await page.keyboard.press('Escape')
    const typed = await text.inputValue()
    expect(typed).toMatch(/^15\.\d{2}\.\d{4} 14:35$/)
    await create.getByLabel('Название в админке', { exact: true }).fill('Атрибут с датой')
    await create.getByRole('button', { name: ru.create }).click()
    await saveSucceeded(create)

    const [attribute] = await apiCall<Array<{ datetime: string }>>(
      server.url,
      token,
      'GET',
      `/api/ecommerce/attributes?filters[and][0][column]=adminTitle&filters[and][0][method]=eq&filters[and][0][value]=${encodeURIComponent('Атрибут с датой')}`,
    )
    const [day, month, year] = typed.slice(0, 10).split('.').map(Number) as [number, number, number]
    const expected = await page.evaluate(([y, m, d]) => new Date(y!, m! - 1, d!, 14, 35).toISOString(), [year, month, day])
    expect(new Date(attribute!.datetime).toISOString()).toBe(expected)
    watched.assertClean()
    await watched.close()
  })

  it('deletes only after the confirmation, and guards unsaved changes in the edit modal', async () => {
    const watched = await openPage(browser)
    const { page } = watched
    await apiCall(server.url, token, 'POST', '/api/billing/currencies', {
      data: { slug: 'e2e-coin', symbol: 'Ȼ', title: { ru: 'Тестовая', en: 'Test coin' } },
    })
    await signInToAdmin(page, server.url, admin())
    await openModel(page, 'billing/currencies')
    const row = page.getByRole('row', { name: /e2e-coin/ })
    // Typing in the create form, then opening a modal, does not take the form away: nothing asks.
    await createSection(page).getByLabel('Символ', { exact: true }).fill('Z')

    // Closing the modal with a change asks first; Stay keeps the typing.
    await row.getByRole('button', { name: ru.edit }).click()
    const dialog = page.getByRole('dialog', { name: /Валюты/ })
    await dialog.getByLabel('Символ', { exact: true }).waitFor()
    expect(await page.getByRole('alertdialog').count()).toBe(0)
    const symbol = dialog.getByLabel('Символ', { exact: true })
    await symbol.fill('₵')
    await page.keyboard.press('Escape')
    const leave = page.getByRole('alertdialog', { name: ru.unsavedChangesLeave })
    await leave.getByRole('button', { name: ru.stay }).click()
    expect(await symbol.inputValue()).toBe('₵')
    // The browser's Back button asks too.
    await page.goBack()
    await leave.getByRole('button', { name: ru.leave }).click()
    await dialog.waitFor({ state: 'detached' })

    await row.getByRole('button', { name: ru.delete }).click()
    const confirm = page.getByRole('alertdialog', { name: ru.deleteConfirm })
    await confirm.getByRole('button', { name: ru.cancel }).click()
    await confirm.waitFor({ state: 'detached' })
    expect(await row.count()).toBe(1)
    await row.getByRole('button', { name: ru.delete }).click()
    await confirm.getByRole('button', { name: ru.delete }).click()
    await page.getByText(ru.deletedSuccessfully).waitFor()
    await expect.poll(() => row.count(), { timeout: 5_000 }).toBe(0)
    const left = await apiCall<unknown[]>(
      server.url,
      token,
      'GET',
      '/api/billing/currencies?filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=e2e-coin',
    )
    expect(left).toEqual([])
    // Going to another model would take the create form's typing away: it asks.
    await page.locator('nav a[data-model="billing/widgets"]').click()
    await leave.getByRole('button', { name: ru.stay }).click()
    expect(new URL(page.url()).pathname).toBe('/admin/billing/currencies')
    expect(await createSection(page).getByLabel('Символ', { exact: true }).inputValue()).toBe('Z')
    watched.assertClean()
    await watched.close()
  })

  it('saves with Ctrl+S through the button states of SPEC §2, and copies with a check mark for 2 s', async () => {
    await apiCall(server.url, token, 'POST', '/api/billing/currencies', {
      data: { slug: 'e2e-timing', symbol: 'T', title: { ru: 'Время', en: 'Timing' } },
    })
    const watched = await openPage(browser)
    const { page } = watched
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.clock.install()
    await signInToAdmin(page, server.url, admin())
    await openModel(page, 'billing/currencies')
    await page
      .getByRole('row', { name: /e2e-timing/ })
      .getByRole('button', { name: ru.edit })
      .click()
    const dialog = page.getByRole('dialog', { name: /Валюты/ })
    const save = dialog.locator('button[type=submit]')
    await save.waitFor()
    expect(await save.textContent()).toBe(ru.update)

    const copy = dialog.getByRole('button', { name: ru.copy })
    await copy.click()
    await page.getByText(ru.textCopiedToClipboard).waitFor()
    expect(await copy.getAttribute('data-copied')).toBe('true')
    const id = await dialog.locator('code').textContent()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(id)
    await page.clock.fastForward(2_100)
    await expect.poll(() => copy.getAttribute('data-copied')).toBe('false')

    // The answer is held back, so the pending state can be seen.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/billing/currencies/*', async (route) => {
      if (route.request().method() === 'PATCH') await held
      await route.continue()
    })
    await dialog.getByLabel('Символ', { exact: true }).fill('Ŧ')
    await page.keyboard.press('ControlOrMeta+S')
    await expect.poll(() => save.textContent()).toBe(ru.loading)
    expect(await save.isDisabled()).toBe(true)
    release()
    await expect.poll(() => save.getAttribute('data-status')).toBe('success')
    expect(await save.textContent()).toBe(ru.update)
    // Green (--success), once the colour transition has run.
    await expect.poll(() => save.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(21, 128, 61)')
    await page.clock.fastForward(5_100)
    await expect.poll(() => save.getAttribute('data-status')).toBe('idle')

    // The generated schema's rule shows next to its field, and nothing is sent.
    await page.unroute('**/api/billing/currencies/*')
    const patches = () => watched.requests.filter((request) => request.method() === 'PATCH').length
    const sent = patches()
    await dialog.getByLabel('Адрес в ссылке', { exact: true }).fill('Not A Slug')
    await save.click()
    await dialog
      .locator('[data-field=slug] [role=alert]', { hasText: '«Адрес в ссылке»: только строчные латинские буквы, цифры и дефисы' })
      .waitFor()
    expect(await dialog.getByLabel('Адрес в ссылке', { exact: true }).getAttribute('aria-invalid')).toBe('true')
    expect(patches()).toBe(sent)
    await page.clock.fastForward(5_100)

    // A server error is red and shows the server's message in a toast.
    await apiCall(server.url, token, 'POST', '/api/billing/currencies', { data: { slug: 'e2e-taken', symbol: 'X' } })
    await dialog.getByLabel('Адрес в ссылке', { exact: true }).fill('e2e-taken')
    await save.click()
    await expect.poll(() => save.getAttribute('data-status')).toBe('error')
    await page.mouse.move(0, 0)
    await expect.poll(() => save.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(185, 28, 28)')
    await page.locator('[data-sonner-toast][data-type=error]').waitFor()
    await page.clock.fastForward(5_100)
    await expect.poll(() => save.getAttribute('data-status')).toBe('idle')

    const [saved] = await apiCall<Array<{ symbol: string }>>(
      server.url,
      token,
      'GET',
      '/api/billing/currencies?filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=e2e-timing',
    )
    expect(saved?.symbol).toBe('Ŧ')
    watched.assertClean([/HTTP 409: .*\/api\/billing\/currencies\//, /console error: Failed to load resource: .* 409/])
    await watched.close()
  })

  it('uploads a file with a preview, and the table shows it', async () => {
    const watched = await openPage(browser)
    const { page } = watched
    await signInToAdmin(page, server.url, admin())
    await openModel(page, 'file-storage/files')
    const create = createSection(page)
    await create.getByLabel('Название в админке', { exact: true }).fill('Загружено из админки')
    await create.getByLabel(ru.chooseFile).setInputFiles(fileURLToPath(new URL('../../seed/demo/files/hero.svg', import.meta.url)))
    const preview = create.getByTestId('file-preview')
    await preview.waitFor()
    expect(await preview.getAttribute('src')).toMatch(/^blob:/)
    await create.getByRole('button', { name: ru.create }).click()
    await saveSucceeded(create)

    const [file] = await apiCall<Array<{ file: string }>>(
      server.url,
      token,
      'GET',
      `/api/file-storage/files?filters[and][0][column]=adminTitle&filters[and][0][method]=eq&filters[and][0][value]=${encodeURIComponent('Загружено из админки')}`,
    )
    expect(file?.file).toMatch(/^\/public\/[0-9a-f-]{36}\.svg$/)
    expect((await fetch(`${server.url}${file!.file}`)).status).toBe(200)
    const row = page.getByRole('row', { name: /Загружено из админки/ })
    await expect.poll(() => row.locator(`img[src="${file!.file}"]`).count(), { timeout: 5_000 }).toBe(1)

    // The column picker's choice outlives a reload.
    const table = page.getByRole('table', { name: 'Файлы', exact: true })
    expect(await table.getByRole('columnheader', { name: 'MIME-тип' }).count()).toBe(1)
    await page.getByRole('button', { name: ru.columns }).click()
    await page.getByRole('menuitemcheckbox', { name: 'MIME-тип' }).click()
    await page.getByRole('menuitemcheckbox', { name: 'Размер' }).click()
    await page.keyboard.press('Escape')
    await page.reload()
    await table.getByRole('columnheader', { name: 'Размер' }).waitFor()
    expect(await table.getByRole('columnheader', { name: 'MIME-тип' }).count()).toBe(0)
    watched.assertClean()
    await watched.close()
  })

  it('gives a signed-in subject without the admin role no admin data', async () => {
    const credentials = { email: 'visitor-e2e@example.com', password: 'visitor-password-1' }
    await registerVerified(server, credentials.email, credentials.password)
    const watched = await openPage(browser)
    const { page } = watched
    await signInToAdmin(page, server.url, credentials)
    await page.goto(`${server.url}/admin/rbac/identities`)
    await page.getByText(ru.notAuthorized).waitFor()
    await page.goto(`${server.url}/admin/ecommerce/products`)
    await page.getByText(ru.notAuthorized).waitFor()
    const dataCalls = watched.requests.filter((request) => /\/api\/(rbac\/identities|ecommerce\/products)/.test(request.url()))
    expect(dataCalls).toEqual([])
    // The API refuses anyway.
    expect(await page.evaluate(async () => (await fetch('/api/rbac/identities')).status)).toBe(403)
    watched.assertClean([
      /HTTP 403: .*\/api\/rbac\/identities$/,
      /console error: Failed to load resource: .* 403 .*\/api\/rbac\/identities\)$/,
    ])
    await watched.close()
  })
})
