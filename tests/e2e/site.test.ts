/**
 * Journeys through the public site in Chromium, against `npm start`'s server on a fresh embedded
 * database with the demo loaded: server-rendered pages with their metadata, hydration without API
 * calls, client navigation with one `resolve` call (and a document load when it fails), the 404
 * screen, languages, and the admin's chunk kept off the site. Any console error or failed request
 * fails a journey unless it is the one the journey expects. The journeys need only one database,
 * so CI's PostgreSQL pass skips them.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ru } from '#web/i18n/ru.ts'
import { launchBrowser, openPage, waitForHydration } from './support/browser.ts'
import { describeScripts, scriptSizes } from './support/page-javascript.ts'
import { type RunningServer, startServer } from './support/start-server.ts'

const onPostgres = process.env.DATABASE_URL !== undefined && process.env.DATABASE_URL !== ''
if (onPostgres) console.log('tests/e2e: browser journeys run once, on the embedded database; skipped while DATABASE_URL is set')

const HOME_TITLE = 'Бесплатное переобучение новой профессии — Новая профессия'

describe.skipIf(onPostgres)('the public site in a browser', () => {
  let server: RunningServer
  let browser: Browser

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
  }, 180_000)

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  const apiCalls = (urls: readonly string[]) => urls.filter((url) => new URL(url).pathname.startsWith('/api/'))

  it('serves the home page rendered, with its metadata, and hydrates it without an API call', async () => {
    const response = await fetch(`${server.url}/`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/^<!DOCTYPE html><html lang="ru">/)
    expect(html).toContain(`<title>${HOME_TITLE}</title>`)
    expect(html).toMatch(/<meta name="description" content="Освойте востребованную профессию бесплатно[^"]*"\/>/)
    expect(html).toContain(`<link rel="canonical" href="${server.url}/"/>`)
    expect(html).toContain('<meta property="og:locale" content="ru_RU"/>')

    const watched = await openPage(browser)
    await watched.page.goto(`${server.url}/`)
    await waitForHydration(watched.page)
    await watched.page.waitForLoadState('networkidle')
    expect(await watched.page.title()).toBe(HOME_TITLE)
    expect(apiCalls(watched.requests.map((request) => request.url()))).toEqual([])
    const scripts = await scriptSizes(watched.requests)
    console.log(describeScripts('/', scripts))
    expect(scripts.some((script) => script.url.includes('admin'))).toBe(false)
    watched.assertClean()
    await watched.close()
  })

  it('answers a missing page with 404 and the /404 page, whose link navigates with one resolve call', async () => {
    const watched = await openPage(browser)
    const response = await watched.page.goto(`${server.url}/ru/no-such-page`)
    expect(response?.status()).toBe(404)
    await waitForHydration(watched.page)
    await expect.poll(() => watched.page.locator('h1').allTextContents()).toContain('Страница не найдена')
    expect(await watched.page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')

    const before = watched.requests.length
    await watched.page.getByRole('link', { name: 'На главную' }).click()
    await watched.page.waitForURL(`${server.url}/ru`)
    await expect.poll(() => watched.page.title(), { timeout: 10_000 }).toBe(HOME_TITLE)
    await watched.page.waitForLoadState('networkidle')
    const calls = apiCalls(watched.requests.slice(before).map((request) => request.url()))
    expect(calls).toEqual([`${server.url}/api/host/pages/resolve?url=%2Fru&view=site`])
    // The page was not reloaded: the document request was the first one only.
    expect(watched.requests.filter((request) => request.resourceType() === 'document')).toHaveLength(1)
    watched.assertClean([/HTTP 404: .*\/ru\/no-such-page$/, /console error: Failed to load resource: .* 404/])
    await watched.close()
  })

  it('shows a page again from its resolve on back and on a link within 60 s, and reads it again after', async () => {
    const watched = await openPage(browser)
    const { page } = watched
    await page.clock.install()
    await page.goto(`${server.url}/`)
    await waitForHydration(page)
    const course = page.getByRole('link', { name: /Аналитик данных/ }).first()
    const resolveCallsDuring = async (step: () => Promise<unknown>) => {
      const before = watched.requests.length
      await step()
      await page.waitForLoadState('networkidle')
      return apiCalls(watched.requests.slice(before).map((request) => request.url()))
    }
    const courseResolve = [`${server.url}/api/host/pages/resolve?url=%2Fru%2Fcourses%2Fdata-analyst&view=site`]
    const openCourse = async () => {
      await course.click()
      await expect.poll(() => page.title(), { timeout: 10_000 }).toBe('Аналитик данных')
    }
    const goHome = async () => {
      await page.goBack()
      await expect.poll(() => page.title(), { timeout: 10_000 }).toBe(HOME_TITLE)
    }

    expect(await resolveCallsDuring(openCourse)).toEqual(courseResolve)
    expect(await resolveCallsDuring(goHome)).toEqual([])
    expect(await resolveCallsDuring(openCourse)).toEqual([])
    await goHome()
    await page.clock.fastForward('01:01')
    expect(await resolveCallsDuring(openCourse)).toEqual(courseResolve)
    expect(watched.requests.filter((request) => request.resourceType() === 'document')).toHaveLength(1)
    watched.assertClean()
    await watched.close()
  })

  it('loads a page as a document when its resolve fails, instead of showing it in place', async () => {
    const watched = await openPage(browser)
    const { page } = watched
    await page.goto(`${server.url}/`)
    await waitForHydration(page)
    await page.route('**/api/host/pages/resolve**', (route) => route.abort())
    const aborted = page.waitForEvent('requestfailed', (request) => new URL(request.url()).pathname === '/api/host/pages/resolve')
    await page
      .getByRole('link', { name: /Аналитик данных/ })
      .first()
      .click()

    expect(new URL((await aborted).url()).searchParams.get('url')).toBe('/ru/courses/data-analyst')
    await page.waitForURL(`${server.url}/ru/courses/data-analyst`)
    await waitForHydration(page)
    expect(await page.title()).toBe('Аналитик данных')
    expect(await page.locator('h1').allTextContents()).toEqual(['Аналитик данных'])
    await expect.poll(() => page.locator('main').innerText()).toContain('SQL, Excel, Python')
    // The second document is the target's, loaded by the browser: the navigator gave up on the resolve.
    const documents = watched.requests.filter((request) => request.resourceType() === 'document').map((request) => request.url())
    expect(documents).toEqual([`${server.url}/`, `${server.url}/ru/courses/data-analyst`])
    watched.assertClean([
      /request failed: .*\/api\/host\/pages\/resolve\?url=%2Fru%2Fcourses%2Fdata-analyst&view=site net::ERR_FAILED$/,
      /console error: Failed to load resource: net::ERR_FAILED/,
    ])
    await watched.close()
  })

  it('shows English pages under /en with English links', async () => {
    const watched = await openPage(browser)
    const response = await watched.page.goto(`${server.url}/en/no-such-page`)
    expect(response?.status()).toBe(404)
    await waitForHydration(watched.page)
    expect(await watched.page.locator('html').getAttribute('lang')).toBe('en')
    await expect.poll(() => watched.page.locator('h1').allTextContents()).toContain('Page not found')
    expect(await watched.page.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/en')
    watched.assertClean([/HTTP 404: .*\/en\/no-such-page$/, /console error: Failed to load resource: .* 404/])
    await watched.close()
  })

  it('loads the admin only on /admin, in the browser', async () => {
    const watched = await openPage(browser)
    await watched.page.goto(`${server.url}/admin`)
    await waitForHydration(watched.page)
    await watched.page.waitForLoadState('networkidle')
    expect(watched.requests.some((request) => /\/assets\/admin-screen[^/]*\.js$/.test(request.url()))).toBe(true)
    // The title speaks the admin's language, the site's default one here.
    expect(await watched.page.title()).toBe(ru.admin)
    watched.assertClean()
    await watched.close()
  })

  it('has a UI kit that works from the keyboard: dialogs trap and return focus, menus open, toasts show', async () => {
    const watched = await openPage(browser)
    const { page } = watched
    await page.goto(`${server.url}/admin/ui-kit`)
    await waitForHydration(page)
    await page.getByRole('heading', { name: 'UI kit' }).waitFor()

    const opener = page.getByRole('button', { name: 'Удалить' }).nth(1)
    await opener.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Удалить?' })
    await dialog.waitFor()
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true)

    await page.getByRole('button', { name: 'admin@example.com' }).click()
    await page.getByRole('menuitem', { name: 'Выйти' }).waitFor()
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: 'Сохранено' }).click()
    await page.getByText('Сохранено', { exact: true }).nth(1).waitFor()

    await page.getByRole('combobox', { name: 'Способ оплаты' }).click()
    await page.getByRole('option', { name: 'stripe' }).click()
    expect(await page.getByRole('combobox', { name: 'Способ оплаты' }).textContent()).toContain('stripe')

    await page.getByPlaceholder('Поиск').fill('zzz')
    await page.getByText('Ничего не найдено.').waitFor()
    await page.getByPlaceholder('Поиск').fill('ORDERS')
    expect(await page.getByRole('option').allTextContents()).toEqual(['ecommerce/orders'])
    watched.assertClean()
    await watched.close()
  })

  it('fits a 375 px phone screen without sideways scrolling', async () => {
    for (const path of ['/', '/ru/no-such-page', '/admin', '/admin/ui-kit']) {
      const watched = await openPage(browser, 375)
      await watched.page.goto(`${server.url}${path}`)
      await waitForHydration(watched.page)
      await watched.page.waitForLoadState('networkidle')
      const overflow = await watched.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, path).toBeLessThanOrEqual(0)
      await watched.close()
    }
  })
})
