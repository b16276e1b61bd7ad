/**
 * The media library (#28), in Chromium as the demo admin on a fresh demo server: three images
 * dropped on the library's zone at once upload with a progress bar each and appear in the grid with
 * their sizes; a website-builder file's file field chooses one of them through "Choose an uploaded
 * file"; the library then says where it is used, and deleting it asks first, naming that record,
 * while an unused file is a plain question. Screenshots of the library, the picker and the
 * question in both languages at 375 and 1280 px go to `.data/screenshots/`.
 */
import { mkdir } from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminStrings } from '#web/admin/admin-strings.ts'
import { formatUiString } from '#web/i18n/format-ui-string.ts'
import { ru } from '#web/i18n/ru.ts'
import { mediaLibraryStrings } from '#web/modules/file-storage/admin/media-library-strings.ts'
import { samplePng } from '../modules/file-storage/support/sample-files.ts'
import { type Credentials, signInToAdmin, waitForDemoAdmin } from './support/admin-session.ts'
import { launchBrowser, openPage } from './support/browser.ts'
import { type RunningServer, startServer } from './support/start-server.ts'

const onPostgres = process.env.DATABASE_URL !== undefined && process.env.DATABASE_URL !== ''
const SHOTS = '.data/screenshots'
const ruLibrary = mediaLibraryStrings('ru')
const enLibrary = mediaLibraryStrings('en')

/** Drops `files` (name → PNG bytes) on the library's zone, as a drag from the desktop would. */
async function dropFiles(page: Page, files: Readonly<Record<string, readonly number[]>>): Promise<void> {
  const zone = page.getByTestId('media-drop-zone')
  const transfer = await page.evaluateHandle((entries) => {
    const data = new DataTransfer()
    for (const [name, bytes] of Object.entries(entries)) data.items.add(new File([new Uint8Array(bytes)], name, { type: 'image/png' }))
    return data
  }, files)
  await zone.dispatchEvent('dragenter', { dataTransfer: transfer })
  await zone.dispatchEvent('dragover', { dataTransfer: transfer })
  await zone.dispatchEvent('drop', { dataTransfer: transfer })
}

describe.skipIf(onPostgres)('the media library', () => {
  let server: RunningServer
  let browser: Browser
  let demoAdmin: Credentials
  const stamp = Date.now().toString(36)
  const first = `harbour-${stamp}.png`
  const second = `lighthouse-${stamp}.png`
  const third = `quay-${stamp}.png`
  const firstBytes = [...samplePng(320, 200)]
  const secondBytes = [...samplePng(64, 64)]
  const thirdBytes = [...samplePng(128, 96)]

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
    demoAdmin = await waitForDemoAdmin(server.output)
    await mkdir(SHOTS, { recursive: true })
  }, 180_000)

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  const card = (page: Page, name: string) => page.getByTestId('media-grid').getByRole('listitem', { name, exact: true })

  it('uploads three dropped files, picks one in a file field and asks before deleting it', { timeout: 180_000 }, async () => {
    const watched = await openPage(browser, 1280)
    const { page } = watched
    await signInToAdmin(page, server.url, demoAdmin)

    // The library is on the files' page, reached from the navigation.
    await page.locator('a[data-model="file-storage/files"]').click()
    await page.getByRole('heading', { level: 2, name: ruLibrary.library }).waitFor()
    await page.getByTestId('media-grid').waitFor()

    // Three files dropped at once: a progress bar each, all done, all in the grid with their sizes.
    await dropFiles(page, { [first]: firstBytes, [second]: secondBytes, [third]: thirdBytes })
    const uploads = page.getByRole('region', { name: ruLibrary.uploadsHeading })
    for (const name of [first, second, third])
      await uploads.getByRole('progressbar', { name: formatUiString(ruLibrary.uploading, { name }) }).waitFor()
    await expect.poll(() => uploads.locator('li[data-upload-state=done]').count(), { timeout: 30_000 }).toBe(3)
    for (const [name, bytes, size] of [
      [first, firstBytes, '320×200'],
      [second, secondBytes, '64×64'],
      [third, thirdBytes, '128×96'],
    ] as const) {
      const facts = card(page, name).getByTestId('file-facts')
      await facts.waitFor()
      expect(await facts.innerText()).toContain(`${bytes.length} Б`)
      expect(await facts.innerText()).toContain(size)
      expect(await card(page, name).getByRole('img', { name }).getAttribute('src')).toMatch(/^\/public\/.+\.png$/)
      await card(page, name).getByText(ruLibrary.notUsed).waitFor()
    }

    // A file field elsewhere chooses the first through the library as its picker.
    await page.goto(`${server.url}/admin/website-builder/files`)
    const create = page.locator('section[aria-labelledby=create-heading]')
    await create.getByLabel('Название в админке', { exact: true }).fill(`Баннер ${stamp}`)
    await create.getByRole('button', { name: adminStrings('ru').chooseExistingFile }).click()
    const picker = page.getByRole('dialog', { name: adminStrings('ru').chooseExistingFile })
    await picker.getByRole('button', { name: `${ruLibrary.choose}: ${first}` }).click()
    await picker.waitFor({ state: 'detached' })
    const chosen = await create.getByLabel(/^Файл/).inputValue()
    expect(chosen).toMatch(/^\/public\/.+\.png$/)
    await create.getByTestId('file-preview').waitFor()
    await create.getByRole('button', { name: ru.create }).click()
    await page.locator('table').getByText(`Баннер ${stamp}`).waitFor()

    // The library now says where the first is used, and deleting it names that record first.
    await page.goto(`${server.url}/admin/file-storage/files`)
    const used = card(page, first)
    await used.getByText(formatUiString(ruLibrary.usedIn, { count: 1 })).waitFor()
    await used.getByRole('button', { name: formatUiString(ruLibrary.deleteFile, { name: first }) }).click()
    let question = page.getByRole('alertdialog', { name: formatUiString(ruLibrary.deleteTitle, { name: first }) })
    await question.getByText(formatUiString(ruLibrary.deleteUsed, { count: 1 })).waitFor()
    expect(await question.getByRole('listitem').innerText()).toBe(`Файлы: Баннер ${stamp}`)
    // Cancel keeps it; "Delete anyway" removes it.
    await question.getByRole('button', { name: ru.cancel }).click()
    await question.waitFor({ state: 'detached' })
    await used.waitFor()
    await used.getByRole('button', { name: formatUiString(ruLibrary.deleteFile, { name: first }) }).click()
    await question.getByRole('button', { name: ruLibrary.deleteAnyway }).click()
    await used.waitFor({ state: 'detached' })

    // An unused file is a plain question.
    await card(page, second)
      .getByRole('button', { name: formatUiString(ruLibrary.deleteFile, { name: second }) })
      .click()
    question = page.getByRole('alertdialog', { name: formatUiString(ruLibrary.deleteTitle, { name: second }) })
    await question.getByText(ruLibrary.deleteUnused).waitFor()
    await question.getByRole('button', { name: ru.delete }).click()
    await card(page, second).waitFor({ state: 'detached' })
    watched.assertClean()
    await watched.close()
  })

  it('looks finished in both languages at 375 and 1280 px', { timeout: 180_000 }, async () => {
    for (const width of [375, 1280]) {
      const watched = await openPage(browser, width)
      const { page } = watched
      await signInToAdmin(page, server.url, demoAdmin)
      for (const [language, strings] of [
        ['ru', ruLibrary],
        ['en', enLibrary],
      ] as const) {
        const prefix = language === 'ru' ? '' : '/en'
        await page.goto(`${server.url}${prefix}/admin/file-storage/files`)
        await page.getByTestId('media-grid').waitFor()
        const name = `${language}-${width}-${stamp}.png`
        await dropFiles(page, { [name]: firstBytes })
        await card(page, name).getByTestId('file-facts').waitFor()
        await page.evaluate(() => document.fonts.ready)
        await page.screenshot({ path: `${SHOTS}/admin-media-library-${language}-${width}.png`, fullPage: true })

        const used = page
          .getByTestId('media-grid')
          .getByRole('listitem')
          .filter({ hasText: strings.usedIn.replace(/\{count\}.*/, '') })
          .first()
        await used.waitFor()
        await used.getByRole('button', { name: new RegExp(strings.deleteFile.replace('{name}', '')) }).click()
        await page.getByRole('alertdialog').getByRole('listitem').first().waitFor()
        await page.screenshot({ path: `${SHOTS}/admin-media-delete-${language}-${width}.png` })
        await page.keyboard.press('Escape')

        await page.goto(`${server.url}${prefix}/admin/website-builder/files`)
        await page
          .getByRole('button', { name: adminStrings(language).chooseExistingFile })
          .first()
          .click()
        await page
          .getByRole('dialog', { name: adminStrings(language).chooseExistingFile })
          .getByTestId('media-grid')
          .waitFor()
        await page.screenshot({ path: `${SHOTS}/admin-media-picker-${language}-${width}.png` })
      }
      watched.assertClean()
      await watched.close()
    }
  })
})
