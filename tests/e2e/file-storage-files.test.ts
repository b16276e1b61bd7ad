/**
 * An uploaded image on a page, in Chromium (issue "Forms, live chats…", Done means): the demo admin,
 * signed in through the API, uploads an image, links it to the home page's gallery, and the page
 * shows it, loaded from /public/ with the size the server sniffed. Deleting the record takes the
 * image off the site and its bytes out of storage.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { samplePng } from '../modules/file-storage/support/sample-files.ts'
import { launchBrowser, openPage, waitForHydration } from './support/browser.ts'
import { type RunningServer, startServer } from './support/start-server.ts'

const onPostgres = process.env.DATABASE_URL !== undefined && process.env.DATABASE_URL !== ''

describe.skipIf(onPostgres)('an uploaded image in a browser', () => {
  let server: RunningServer
  let browser: Browser

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
  }, 180_000)

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('shows an image the admin uploaded on the page it was linked to', async () => {
    await expect.poll(() => /Demo admin: \S+ \/ \S+/.test(server.output())).toBe(true)
    const [email, password] = /Demo admin: (\S+) \/ (\S+)/.exec(server.output())!.slice(1) as [string, string]
    const admin = await openPage(browser)
    const api = admin.page.request
    expect(
      (
        await api.post(`${server.url}/api/rbac/subjects/authentication/email-and-password/authentication`, {
          data: { login: email, password },
        })
      ).status(),
    ).toBe(200)

    const uploaded = await api.post(`${server.url}/api/file-storage/files`, {
      multipart: {
        data: JSON.stringify({ adminTitle: 'Фото с выпускного', alt: { ru: 'Выпускники с дипломами', en: 'Graduates with diplomas' } }),
        // Named and typed as something else: the server goes by the bytes.
        file: { name: 'photo.bin', mimeType: 'application/octet-stream', buffer: samplePng(64, 48) },
      },
    })
    expect(uploaded.status(), await uploaded.text()).toBe(201)
    const file = ((await uploaded.json()) as { data: { id: string; file: string; width: number; height: number; mimeType: string } }).data
    expect(file).toMatchObject({ width: 64, height: 48, mimeType: 'image/png' })

    const found = await api.get(
      `${server.url}/api/website-builder/widgets?filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=retraining-gallery`,
    )
    const gallery = ((await found.json()) as { data: { id: string }[] }).data[0]!
    const linked = await api.post(`${server.url}/api/website-builder/widgets-to-file-storage-module-files`, {
      data: { data: { widgetId: gallery.id, fileStorageModuleFileId: file.id, orderIndex: 100 } },
    })
    expect(linked.status(), await linked.text()).toBe(201)

    const visitor = await openPage(browser, 375)
    await visitor.page.goto(`${server.url}/`)
    await waitForHydration(visitor.page)
    const image = visitor.page.locator(`img[src="${file.file}"]`)
    await image.scrollIntoViewIfNeeded()
    // The gallery captions its images with their alt text (and leaves alt empty, not to read it twice).
    await expect(visitor.page.locator('figure', { has: image }).locator('figcaption').textContent()).resolves.toBe('Выпускники с дипломами')
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(64)
    visitor.assertClean()

    expect((await api.delete(`${server.url}/api/file-storage/files/${file.id}`)).status()).toBe(200)
    expect((await api.get(`${server.url}${file.file}`)).status()).toBe(404)
    await visitor.page.reload()
    await waitForHydration(visitor.page)
    await expect(visitor.page.locator(`img[src="${file.file}"]`).count()).resolves.toBe(0)
    await visitor.close()
    await admin.close()
  })
})
