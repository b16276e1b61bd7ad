/**
 * Drafts and versions in the admin (issue #28 item 3): an editor changes an article's title, which
 * the article's page keeps from visitors ("Unpublished changes") until the editor publishes it; then
 * the editor compares the previous version with the article now (side by side, per language) and
 * restores it, through the same write path as a save. Screenshots of the versions with a diff at
 * 1280 and 375 px, in Russian and English, go to `.data/screenshots/`.
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

type Article = { id: string; slug: string; title: Record<string, string>; updatedAt: string }

describe.skipIf(onPostgres)('an article edited as a draft, published, restored, unpublished', () => {
  let server: RunningServer
  let browser: Browser
  let demoAdmin: Credentials
  let token: string
  let articles: Article[]

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
    demoAdmin = await waitForDemoAdmin(server.output)
    token = await apiToken(server.url, demoAdmin)
    articles = await apiCall<Article[]>(server.url, token, 'GET', '/api/blog/articles?limit=10')
    await mkdir(SHOTS, { recursive: true })
  }, 180_000)

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  const modalUrl = (id: string, language: 'ru' | 'en') =>
    `${server.url}${language === 'en' ? '/en' : ''}/admin/blog/articles?modal=edit&modalModel=blog/articles&modalId=${id}`

  async function openArticle(width: number, id: string, language: 'ru' | 'en' = 'ru'): Promise<WatchedPage> {
    const watched = await openPage(browser, width)
    await signInToAdmin(watched.page, server.url, demoAdmin)
    await watched.page.goto(modalUrl(id, language))
    await watched.page.getByRole('dialog').locator('[data-versions] [data-version]').first().waitFor()
    return watched
  }

  const dialog = (page: Page) => page.getByRole('dialog')
  const state = (page: Page) => dialog(page).locator('[data-publish-state]').getAttribute('data-publish-state')

  /** The article's page as a visitor gets it: its HTML's text. */
  async function visitorSees(slug: string): Promise<string> {
    const response = await fetch(`${server.url}/blog/articles/${slug}`)
    expect(response.status).toBe(200)
    return response.text()
  }

  it('keeps the edit off the site until it is published, then restores the previous version', { timeout: 150_000 }, async () => {
    const article = articles[0]!
    const before = article.title.ru!
    const editor = await openArticle(1280, article.id)
    expect(await state(editor.page)).toBe('published')

    const titleRu = dialog(editor.page).getByLabel('Заголовок (ru)', { exact: true })
    await titleRu.fill('Черновик нового заголовка')
    await dialog(editor.page).getByRole('button', { name: ru.update }).click()
    await dialog(editor.page).locator('button[data-status="success"]').waitFor()
    await expect.poll(() => state(editor.page), { timeout: 10_000 }).toBe('changed')

    // A visitor still reads the published article; the API agrees.
    const draftTime = await visitorSees(article.slug)
    expect(draftTime).toContain(before)
    expect(draftTime).not.toContain('Черновик нового заголовка')

    await dialog(editor.page).getByRole('button', { name: ru.versionsPublish }).click()
    await expect.poll(() => state(editor.page), { timeout: 10_000 }).toBe('published')
    await expect.poll(() => visitorSees(article.slug), { timeout: 10_000 }).toContain('Черновик нового заголовка')

    // The version before the edit, beside the article now: the title's Russian text differs.
    const previous = dialog(editor.page).locator('[data-version]').nth(1)
    await previous.getByRole('button', { name: ru.versionsCompare }).click()
    const diff = previous.locator('[data-diff-field="title"][data-diff-language="ru"]')
    await diff.waitFor()
    expect(await diff.innerText()).toContain(before)
    expect(await diff.innerText()).toContain('Черновик нового заголовка')
    await previous.scrollIntoViewIfNeeded()
    await editor.page.screenshot({ path: `${SHOTS}/admin-versions-ru-1280.png` })

    // Restore: the form shows the old title, a new version is kept, and the site waits for Publish.
    await previous.getByRole('button', { name: ru.versionsRestore }).click()
    await expect.poll(() => titleRu.inputValue(), { timeout: 10_000 }).toBe(before)
    await expect.poll(() => state(editor.page), { timeout: 10_000 }).toBe('changed')
    const restored = await apiCall<{ versions: { number: number }[] }>(
      server.url,
      token,
      'GET',
      `/api/host/record-versions/history?entity=blog/articles&recordId=${article.id}`,
    )
    expect(restored.versions.length).toBeGreaterThanOrEqual(2)
    expect(await visitorSees(article.slug)).toContain('Черновик нового заголовка')

    // Unpublish: the article leaves the site, and Publish brings it back.
    await dialog(editor.page).getByRole('button', { name: ru.versionsUnpublish }).click()
    await expect.poll(() => state(editor.page), { timeout: 10_000 }).toBe('never')
    await expect.poll(async () => (await fetch(`${server.url}/blog/articles/${article.slug}`)).status, { timeout: 10_000 }).toBe(404)
    await dialog(editor.page).getByRole('button', { name: ru.versionsPublish }).click()
    await expect.poll(() => state(editor.page), { timeout: 10_000 }).toBe('published')
    await expect.poll(() => visitorSees(article.slug), { timeout: 10_000 }).toContain(before)
    editor.assertClean()
    await editor.close()
  })

  for (const [language, width] of [
    ['ru', 375],
    ['en', 1280],
    ['en', 375],
  ] as const) {
    it(`shows the versions and a diff at ${width} px in ${language}`, { timeout: 90_000 }, async () => {
      const t = language === 'ru' ? ru : en
      const article = articles[language === 'ru' ? 1 : width === 1280 ? 2 : 3]!
      await apiCall(server.url, token, 'PATCH', `/api/blog/articles/${article.id}`, {
        data: { title: { [language]: `${article.title[language]} (${width})` } },
      })
      const editor = await openArticle(width, article.id, language)
      expect(await state(editor.page)).toBe('changed')
      const previous = dialog(editor.page).locator('[data-version]').nth(1)
      await previous.getByRole('button', { name: t.versionsCompare }).click()
      await previous.locator(`[data-diff-field="title"][data-diff-language="${language}"]`).waitFor()
      await dialog(editor.page).locator('[data-versions]').scrollIntoViewIfNeeded()
      await editor.page.screenshot({ path: `${SHOTS}/admin-versions-${language}-${width}.png` })
      editor.assertClean()
      await editor.close()
    })
  }
})
