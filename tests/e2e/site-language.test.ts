/**
 * The language switcher in Chromium against `npm start`'s server (issue #23 "Done means"): on the
 * home page, a course page and the checkout, the navbar's switcher lands on the same page in the
 * other language, shown in place by the site's navigator, with that language's head, and back; the
 * footer's switcher is a plain link that works without JavaScript. Screens of the navbar and the
 * footer at 375 and 1280 px in both languages go to .data/screenshots. The navbar keeps its items
 * inside the bar at 375, 1024 and 1280 px, signed out and signed in, with the site's name clear of
 * the switcher.
 */
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, waitForHydration } from './support/browser.ts'
import { type RunningServer, startServer } from './support/start-server.ts'
import { registerVerified, throughPage } from './support/register-account.ts'

const onPostgres = process.env.DATABASE_URL !== undefined && process.env.DATABASE_URL !== ''
const SCREENSHOTS = path.resolve('.data/screenshots')
const CYRILLIC = /[\u0400-\u04FF]/

interface ShownHead {
  readonly lang: string
  readonly title: string
  readonly description: string | null
  readonly ogTitle: string | null
}

const headOf = (page: Page): Promise<ShownHead> =>
  page.evaluate(() => ({
    lang: document.documentElement.lang,
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? null,
  }))

describe.skipIf(onPostgres)('the language switcher in a browser', () => {
  let server: RunningServer
  let browser: Browser

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
  }, 180_000)

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('switches the home page, a course and the checkout to English and back, in place, each with its own head', {
    timeout: 90_000,
  }, async () => {
    const watched = await openPage(browser, 1280)
    const { page } = watched
    await registerVerified(server, `polyglot-${Date.now()}@example.com`, undefined, throughPage(page.request))

    for (const [russian, english] of [
      ['/', '/en'],
      ['/ecommerce/products/web-developer', '/en/ecommerce/products/web-developer'],
      ['/ecommerce/checkout', '/en/ecommerce/checkout'],
    ] as const) {
      await page.goto(`${server.url}${russian}`)
      await waitForHydration(page)
      const before = await headOf(page)
      expect(before.lang, russian).toBe('ru')
      expect(before.title, russian).toMatch(CYRILLIC)
      const navbar = page.locator('header')
      expect(await navbar.getByTestId('language-ru').getAttribute('aria-current'), russian).toBe('true')
      expect(await navbar.getByTestId('language-en').getAttribute('aria-current'), russian).toBeNull()

      // The navigator shows the page in place: the document (and this mark) stays.
      await page.evaluate(() => Object.assign(window, { switchMark: true }))
      await navbar.getByTestId('language-en').click()
      await page.waitForURL(`${server.url}${english}`)
      await expect.poll(() => headOf(page).then((head) => head.lang), { timeout: 10_000 }).toBe('en')
      const after = await headOf(page)
      expect(after.title, english).not.toBe(before.title)
      for (const text of [after.title, after.description, after.ogTitle]) expect(text, english).not.toMatch(CYRILLIC)
      expect(await page.evaluate(() => 'switchMark' in window), english).toBe(true)
      expect(await navbar.getByTestId('language-en').getAttribute('aria-current'), english).toBe('true')
      expect(await page.locator('footer').getByTestId('language-en').getAttribute('aria-current'), english).toBe('true')

      // And back to Russian, from the footer this time.
      await page.locator('footer').getByTestId('language-ru').click()
      await page.waitForURL(`${server.url}${russian}`)
      await expect.poll(() => headOf(page).then((head) => head.title)).toBe(before.title)
      expect((await headOf(page)).lang).toBe('ru')
    }
    expect((await headOf(page)).title).toBe('Оформление заказа — Новая профессия')
    watched.assertClean()
    await watched.close()
  })

  it('works without JavaScript: the switcher is a plain link', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${server.url}/ecommerce/products/web-developer`)
    await page.locator('footer').getByTestId('language-en').click()
    await page.waitForURL(`${server.url}/en/ecommerce/products/web-developer`)
    const head = await headOf(page)
    expect(head.lang).toBe('en')
    expect(head.title).not.toMatch(CYRILLIC)
    await context.close()
  })

  it('fits the navbar and the footer at 375 and 1280 px in both languages', async () => {
    for (const width of [375, 1280]) {
      const watched = await openPage(browser, width)
      const { page } = watched
      for (const [language, url] of [
        ['ru', '/'],
        ['en', '/en'],
      ] as const) {
        await page.goto(`${server.url}${url}`)
        await waitForHydration(page)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        expect(overflow, `${url} at ${width}`).toBe(0)
        const switcher = page.locator('header').getByTestId(`language-${language}`)
        expect(await switcher.isVisible(), `${url} at ${width}`).toBe(true)
        await page.locator('header').screenshot({ path: path.join(SCREENSHOTS, `language-navbar-${language}-${width}.png`) })
        await page.locator('footer').scrollIntoViewIfNeeded()
        await page.locator('footer').screenshot({ path: path.join(SCREENSHOTS, `language-footer-${language}-${width}.png`) })
      }
      watched.assertClean()
      await watched.close()
    }
  })

  it('keeps the navbar inside its bar at 375, 1024 and 1280 px, signed out and in, the name clear of the switcher', {
    timeout: 120_000,
  }, async () => {
    for (const signedIn of [false, true]) {
      for (const width of [375, 1024, 1280]) {
        const watched = await openPage(browser, width)
        const { page } = watched
        if (signedIn) {
          await registerVerified(server, `navbar-${width}-${Date.now()}@example.com`, undefined, throughPage(page.request))
        }
        for (const url of ['/', '/en']) {
          const where = `${url} at ${width} px, ${signedIn ? 'signed in' : 'signed out'}`
          await page.goto(`${server.url}${url}`)
          await waitForHydration(page)
          // The signed-in items (the cart) load once the page is interactive.
          if (signedIn) await page.getByTestId('account-menu').first().waitFor({ state: 'attached' })
          if (signedIn && width >= 1024) await page.locator('header').getByTestId('cart-button').first().waitFor()
          const bar = await page.evaluate(() => {
            const row = document.querySelector('header > div')!
            const style = getComputedStyle(row)
            const end = row.getBoundingClientRect().right - Number.parseFloat(style.paddingRight)
            // The burger's hit area reaches into the padding on purpose (-me-2), so its icon lines up.
            const shown = [...row.children]
              .filter((child) => !child.matches('button[aria-expanded]'))
              .map((child) => child.getBoundingClientRect())
              .filter((box) => box.width > 0)
            const name = row.querySelector('a')!.getBoundingClientRect()
            const switcher = row.querySelector('[data-testid^="language-"]')!.closest('nav')!.getBoundingClientRect()
            return {
              pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
              past: Math.round(Math.max(...shown.map((box) => box.right)) - end),
              nameToNext: Math.round(Math.min(...shown.filter((box) => box.left >= name.right).map((box) => box.left)) - name.right),
              nameToSwitcher: Math.round(switcher.left - name.right),
            }
          })
          expect(bar.pageOverflow, where).toBe(0)
          expect(bar.past, where).toBeLessThanOrEqual(0)
          expect(bar.nameToNext, where).toBeGreaterThanOrEqual(12)
          expect(bar.nameToSwitcher, where).toBeGreaterThanOrEqual(12)
          await page
            .locator('header')
            .screenshot({ path: path.join(SCREENSHOTS, `navbar-${signedIn ? 'in' : 'out'}-${url === '/' ? 'ru' : 'en'}-${width}.png`) })
        }
        watched.assertClean()
        await watched.close()
      }
    }
  })
})
