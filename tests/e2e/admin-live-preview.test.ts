/**
 * The live preview (#28), in Chromium as the demo admin on a fresh demo server: a blog article's
 * edit modal shows its public page beside the form; typing a new title shows it in the preview a
 * moment later, while a visitor still gets the stored title. Screenshots at 375 and 1280 px in
 * both languages go to `.data/screenshots/`.
 */
import { mkdir } from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminStrings } from '#web/admin/admin-strings.ts'
import { siteHas } from '../support/site-modules.ts'
import { apiCall, apiToken, type Credentials, signInToAdmin, waitForDemoAdmin } from './support/admin-session.ts'
import { launchBrowser, openPage } from './support/browser.ts'
import { type RunningServer, startServer } from './support/start-server.ts'

const onPostgres = process.env.DATABASE_URL !== undefined && process.env.DATABASE_URL !== ''
const SHOTS = '.data/screenshots'
const DRAFT = 'Заголовок, который ещё не сохранён'

describe.skipIf(onPostgres || !siteHas('blog'))('the live preview', () => {
  let server: RunningServer
  let browser: Browser
  let demoAdmin: Credentials
  let article: { id: string; slug: string; title: { ru: string; en: string } }

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
    demoAdmin = await waitForDemoAdmin(server.output)
    await mkdir(SHOTS, { recursive: true })
    const token = await apiToken(server.url, demoAdmin)
    const [first] = await apiCall<(typeof article)[]>(
      server.url,
      token,
      'GET',
      '/api/blog/articles?limit=1&orderBy[and][0][column]=createdAt&orderBy[and][0][method]=asc',
    )
    if (first === undefined) throw new Error('The demo has no blog article')
    article = first
  }, 180_000)

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  const openArticle = (page: Page, prefix: string) =>
    page.goto(`${server.url}${prefix}/admin/blog/articles?modal=edit&modalModel=blog%2Farticles&modalId=${article.id}`)
  const preview = (page: Page) => page.frameLocator('[data-testid=live-preview] iframe')

  it('shows the article page beside the form and follows the editor typing', { timeout: 120_000 }, async () => {
    const watched = await openPage(browser, 1280)
    const { page } = watched
    await signInToAdmin(page, server.url, demoAdmin)
    await openArticle(page, '')
    const dialog = page.getByRole('dialog')
    await preview(page).getByRole('heading', { level: 1 }).filter({ hasText: article.title.ru }).waitFor()

    await dialog.getByLabel('Заголовок (ru)', { exact: true }).fill(DRAFT)
    await preview(page).getByRole('heading', { level: 1 }).filter({ hasText: DRAFT }).waitFor({ timeout: 15_000 })
    // Unsaved: the article's page still reads the stored title for a visitor.
    const visitor = await (await fetch(`${server.url}/blog/articles/${article.slug}`)).text()
    expect(visitor).toContain(article.title.ru)
    expect(visitor).not.toContain(DRAFT)
    watched.assertClean()
    await watched.close()
  })

  it('previews a widget on a page that shows it, following the editor typing', { timeout: 120_000 }, async () => {
    // The markup a reader sees, not the page's data dehydrated into its scripts.
    const home = (await (await fetch(`${server.url}/`)).text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    const token = await apiToken(server.url, demoAdmin)
    const widgets = await apiCall<{ id: string; title?: { ru?: string }; anchor?: string }[]>(
      server.url,
      token,
      'GET',
      '/api/website-builder/widgets?limit=100',
    )
    // A widget whose Russian title the home page shows once, as plain text (its heading), below the
    // first screen: the one whose anchor is last on the page.
    const shown = widgets
      .filter(
        ({ title, anchor }) =>
          typeof title?.ru === 'string' &&
          /^[\p{L}\p{N} ,.-]{4,}$/u.test(title.ru) &&
          home.split(title.ru).length === 2 &&
          typeof anchor === 'string' &&
          anchor !== '' &&
          home.includes(`id="${anchor}"`),
      )
      .sort((a, b) => home.indexOf(`id="${a.anchor}"`) - home.indexOf(`id="${b.anchor}"`))
      .at(-1)
    if (shown === undefined) throw new Error('The demo home page shows no titled website-builder widget')
    const watched = await openPage(browser, 1280)
    const { page } = watched
    await signInToAdmin(page, server.url, demoAdmin)
    await page.goto(`${server.url}/admin/website-builder/widgets?modal=edit&modalModel=website-builder%2Fwidgets&modalId=${shown.id}`)
    await preview(page).getByText(shown.title!.ru!).first().waitFor()
    const typed = 'Виджет, который ещё не сохранён'
    await page.getByRole('dialog').getByLabel('Заголовок (ru)', { exact: true }).fill(typed)
    await preview(page).getByText(typed).first().waitFor({ timeout: 15_000 })
    // The frame shows the widget, scrolled to its anchor, not the top of the page.
    const frame = page.frames().find((candidate) => candidate.url() === 'about:srcdoc')
    if (frame === undefined) throw new Error('The preview frame is not there')
    await expect.poll(() => frame.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    const anchorTop = () => frame.evaluate((id) => document.getElementById(id)?.getBoundingClientRect().top ?? -1, shown.anchor!)
    await expect.poll(() => anchorTop().then((top) => top >= 0 && top < 200)).toBe(true)
    await page.screenshot({ path: `${SHOTS}/admin-live-preview-widget-ru-1280.png` })
    watched.assertClean()
    await watched.close()

    // A phone: the preview opens below the form on request.
    const narrow = await openPage(browser, 375)
    await signInToAdmin(narrow.page, server.url, demoAdmin)
    await narrow.page.goto(
      `${server.url}/admin/website-builder/widgets?modal=edit&modalModel=website-builder%2Fwidgets&modalId=${shown.id}`,
    )
    await narrow.page
      .getByRole('dialog')
      .getByRole('button', { name: adminStrings('ru').livePreviewShow })
      .click()
    await preview(narrow.page).getByText(shown.title!.ru!).first().waitFor()
    await narrow.page.getByTestId('live-preview').scrollIntoViewIfNeeded()
    await narrow.page.screenshot({ path: `${SHOTS}/admin-live-preview-widget-ru-375.png` })
    narrow.assertClean()
    await narrow.close()
  })

  it('looks finished in both languages at 375 and 1280 px', { timeout: 180_000 }, async () => {
    for (const width of [375, 1280]) {
      const watched = await openPage(browser, width)
      const { page } = watched
      await signInToAdmin(page, server.url, demoAdmin)
      for (const language of ['ru', 'en'] as const) {
        await openArticle(page, language === 'ru' ? '' : '/en')
        const dialog = page.getByRole('dialog')
        if (width === 375) await dialog.getByRole('button', { name: adminStrings(language).livePreviewShow }).click()
        await preview(page).getByRole('heading', { level: 1 }).first().waitFor()
        if (width === 375) await page.getByTestId('live-preview').scrollIntoViewIfNeeded()
        await page.screenshot({ path: `${SHOTS}/admin-live-preview-${language}-${width}.png` })
      }
      watched.assertClean()
      await watched.close()
    }
  })
})
