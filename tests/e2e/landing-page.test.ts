/**
 * The landing page's widgets in Chromium, against `npm start`'s server with the demo loaded: every
 * block visible in both languages and at both widths, the reviews slider (buttons, looping past
 * both ends, the edge click zones, the keyboard), the burger menu on a phone and the FAQ
 * accordion. Any console error or failed request fails a journey.
 */
import type { Browser, Locator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, waitForHydration } from './support/browser.ts'
import { type RunningServer, startServer } from './support/start-server.ts'

const onPostgres = process.env.DATABASE_URL !== undefined && process.env.DATABASE_URL !== ''

/** The landing blocks by anchor, and a text each shows, per language. */
const BLOCKS = {
  ru: {
    top: 'Освойте новую профессию',
    about: 'Бесплатно для участников',
    gallery: 'Как проходят занятия',
    features: 'Трудоустройство',
    courses: 'Аналитик данных',
    program: 'Что вы получите',
    faq: 'Кто может учиться бесплатно?',
    reviews: 'Мария, 41 год',
    questions: 'Остались вопросы?',
  },
  en: {
    top: 'Learn a new profession',
    about: 'Free for participants',
    gallery: 'What classes look like',
    features: 'Employment',
    courses: 'Data analyst',
    program: 'What you get',
    faq: 'Who can study for free?',
    reviews: 'Maria, 41',
    questions: 'Still have questions?',
  },
} as const

describe.skipIf(onPostgres)('the landing page in a browser', () => {
  let server: RunningServer
  let browser: Browser

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
  }, 180_000)

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  async function open(path: string, width = 1280) {
    const watched = await openPage(browser, width)
    await watched.page.goto(`${server.url}${path}`)
    await waitForHydration(watched.page)
    return watched
  }

  for (const [path, language] of [
    ['/', 'ru'],
    ['/en', 'en'],
  ] as const) {
    for (const width of [375, 1280]) {
      it(`shows every landing block on ${path} at ${width} px`, async () => {
        const watched = await open(path, width)
        const { page } = watched
        await expect.poll(() => page.locator('header').first().isVisible()).toBe(true)
        for (const [anchor, text] of Object.entries(BLOCKS[language])) {
          const block = page.locator(`#${anchor}`)
          await block.scrollIntoViewIfNeeded()
          expect(await block.isVisible(), anchor).toBe(true)
          expect(await block.getByText(text, { exact: true }).first().isVisible(), `${anchor}: ${text}`).toBe(true)
        }
        // The blog's article list has no anchor of its own: found by its heading.
        const articles = page.getByRole('region', { name: language === 'ru' ? 'Полезно знать' : 'Good to know' })
        await articles.scrollIntoViewIfNeeded()
        expect(await articles.getByRole('article').count()).toBe(3)
        expect(await articles.getByRole('article').first().isVisible()).toBe(true)
        const footer = page.locator('footer')
        await footer.scrollIntoViewIfNeeded()
        expect(await footer.getByRole('heading', { name: language === 'ru' ? 'Программа' : 'Programme' }).isVisible()).toBe(true)
        // Every image the blocks show has loaded.
        await page.waitForLoadState('networkidle')
        const broken = await page
          .locator('img')
          .evaluateAll((images) =>
            (images as HTMLImageElement[]).filter((image) => !image.complete || image.naturalWidth === 0).map((image) => image.src),
          )
        expect(broken).toEqual([])
        // The menu is a bar on large screens (xl) and behind the burger below.
        const burger = page.locator('header button[aria-expanded]')
        expect(await burger.isVisible()).toBe(width < 1280)
        expect(await page.locator('header nav').first().isVisible()).toBe(width >= 1280)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow).toBeLessThanOrEqual(0)
        watched.assertClean()
        await watched.close()
      })
    }
  }

  /** The label (`2 из 3`) of the slide shown, once the slider has settled on it. */
  async function shownSlide(slider: Locator): Promise<string | null> {
    return slider.locator('[aria-roledescription="слайд"][aria-hidden="false"]').getAttribute('aria-label')
  }

  /** Whether the slide labelled `label` is the one inside the slider's visible frame. */
  async function slideInFrame(slider: Locator, label: string): Promise<boolean> {
    const frame = await slider.locator('[aria-live]').boundingBox()
    const slide = await slider.locator(`[aria-label="${label}"]`).boundingBox()
    return frame !== null && slide !== null && Math.abs(frame.x - slide.x) < 2
  }

  it('moves the reviews slider with its buttons, looping past both ends, and with its edge zones and the keyboard', async () => {
    const watched = await open('/')
    const { page } = watched
    const slider = page.locator('#reviews [aria-roledescription="карусель"]')
    await slider.scrollIntoViewIfNeeded()
    const next = slider.getByRole('button', { name: 'Следующий слайд' })
    const previous = slider.getByRole('button', { name: 'Предыдущий слайд' })
    const expectShown = async (label: string) => {
      await expect.poll(() => shownSlide(slider)).toBe(label)
      await expect.poll(() => slideInFrame(slider, label)).toBe(true)
    }

    await expectShown('1 из 3')
    await next.click()
    await expectShown('2 из 3')
    expect(await slider.getByText('Сергей, 35 лет').isVisible()).toBe(true)
    await next.click()
    await expectShown('3 из 3')
    await next.click()
    await expectShown('1 из 3')
    await previous.click()
    await expectShown('3 из 3')
    await previous.click()
    await expectShown('2 из 3')

    // The invisible zones over the edges, 2/12 of the slider's width each.
    const zones = { previous: slider.locator('[data-slider-zone="previous"]'), next: slider.locator('[data-slider-zone="next"]') }
    const frame = (await slider.locator('[aria-live]').boundingBox())!
    const zone = (await zones.next.boundingBox())!
    expect(zone.width / frame.width).toBeCloseTo(2 / 12, 2)
    expect(zone.x + zone.width).toBeCloseTo(frame.x + frame.width, 0)
    await page.mouse.click(zone.x + zone.width / 2, zone.y + zone.height / 2)
    await expectShown('3 из 3')
    await page.mouse.click(zone.x + zone.width / 2, zone.y + zone.height / 2)
    await expectShown('1 из 3')
    const left = (await zones.previous.boundingBox())!
    expect(left.x).toBeCloseTo(frame.x, 0)
    await page.mouse.click(left.x + left.width / 2, left.y + left.height / 2)
    await expectShown('3 из 3')

    // A dot shows its slide; arrow keys move from any control inside the slider.
    await slider.getByRole('button', { name: 'Перейти к слайду 2' }).click()
    await expectShown('2 из 3')
    expect(await slider.getByRole('button', { name: 'Перейти к слайду 2' }).getAttribute('aria-current')).toBe('true')
    await page.keyboard.press('ArrowRight')
    await expectShown('3 из 3')
    await page.keyboard.press('ArrowLeft')
    await expectShown('2 из 3')
    // Hidden slides are out of the tab order and the accessibility tree.
    expect(await slider.locator('[aria-label="1 из 3"]').getAttribute('inert')).toBe('')
    watched.assertClean()
    await watched.close()
  })

  it('opens and closes the burger menu on a phone: button, Escape, and following a link', async () => {
    const watched = await open('/', 375)
    const { page } = watched
    const burger = page.getByRole('button', { name: 'Открыть меню' })
    const menu = page.locator(`#${await burger.getAttribute('aria-controls')}`)
    expect(await burger.getAttribute('aria-expanded')).toBe('false')
    expect(await menu.isVisible()).toBe(false)

    await burger.click()
    const close = page.getByRole('button', { name: 'Закрыть меню' })
    expect(await close.getAttribute('aria-expanded')).toBe('true')
    expect(await menu.isVisible()).toBe(true)
    for (const item of ['О программе', 'Курсы', 'Как учиться', 'Вопросы', 'Блог', 'Войти', 'Записаться']) {
      const link = menu.getByRole('link', { name: item })
      expect(await link.isVisible(), item).toBe(true)
      const box = (await link.boundingBox())!
      expect(box.height, `${item} is a 44 px tap target`).toBeGreaterThanOrEqual(44)
    }

    await page.keyboard.press('Escape')
    expect(await menu.isVisible()).toBe(false)
    expect(await burger.getAttribute('aria-expanded')).toBe('false')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Открыть меню')

    await burger.click()
    await close.click()
    expect(await menu.isVisible()).toBe(false)

    await burger.click()
    await menu.getByRole('link', { name: 'Вопросы' }).click()
    await page.waitForURL(/#faq$/)
    expect(await menu.isVisible()).toBe(false)
    expect(await burger.getAttribute('aria-expanded')).toBe('false')
    await expect.poll(() => page.locator('#faq h2').evaluate((heading) => heading.getBoundingClientRect().top)).toBeLessThan(900)
    watched.assertClean()
    await watched.close()
  })

  it('toggles FAQ answers open and closed', async () => {
    const watched = await open('/en')
    const { page } = watched
    const question = page.getByRole('button', { name: 'Is the training really free?' })
    const answer = page.getByText('Yes, for programme participants the state pays for the whole course.')
    await question.scrollIntoViewIfNeeded()
    expect(await question.getAttribute('aria-expanded')).toBe('false')
    expect(await answer.isVisible()).toBe(false)
    await question.click()
    expect(await question.getAttribute('aria-expanded')).toBe('true')
    expect(await answer.isVisible()).toBe(true)
    expect(await page.getByRole('region', { name: 'Is the training really free?' }).isVisible()).toBe(true)
    // The others stay closed; the keyboard works the same way.
    expect(await page.getByRole('button', { name: 'Who can study for free?' }).getAttribute('aria-expanded')).toBe('false')
    await question.focus()
    await page.keyboard.press('Enter')
    expect(await question.getAttribute('aria-expanded')).toBe('false')
    expect(await answer.isVisible()).toBe(false)
    await page.keyboard.press('Space')
    expect(await answer.isVisible()).toBe(true)
    watched.assertClean()
    await watched.close()
  })
})
