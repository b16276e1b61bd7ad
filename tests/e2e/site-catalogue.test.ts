/**
 * Following the site's links in Chromium, against `npm start`'s server with the demo loaded: from
 * the landing page to a course, its category and its store; from an English article to its
 * category and a course; every entity page at phone and desktop widths with its own title and
 * description in the head, its images loaded, nothing wider than the screen and no console error;
 * an unknown entity's URL is the /404 page. Each client navigation makes exactly one `resolve` call.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, scrollThrough, waitForHydration, type WatchedPage } from './support/browser.ts'
import { type RunningServer, startServer } from './support/start-server.ts'
import { siteHas } from '../support/site-modules.ts'

const onPostgres = process.env.DATABASE_URL !== undefined && process.env.DATABASE_URL !== ''

/** Every kind of entity page of the modules the site lists, with its h1 and the description its head carries. */
const ENTITY_PAGES = [
  {
    module: 'ecommerce',
    path: '/ecommerce/products/data-analyst',
    h1: 'Аналитик данных',
    description: 'SQL, Excel, Python и визуализация данных',
  },
  { module: 'ecommerce', path: '/en/courses/web-developer', h1: 'Web developer', description: 'HTML, CSS, JavaScript and React' },
  {
    module: 'ecommerce',
    path: '/ecommerce/categories/it-professions',
    h1: 'IT-профессии',
    description: 'Аналитика данных и веб-разработка',
  },
  {
    module: 'ecommerce',
    path: '/en/ecommerce/stores/new-profession-school',
    h1: '“New Profession” school',
    description: 'Online vocational retraining courses',
  },
  {
    module: 'blog',
    path: '/blog/articles/how-to-join-free-retraining',
    h1: 'Как попасть на бесплатное переобучение',
    description: 'Бесплатно учиться могут безработные',
  },
  {
    module: 'blog',
    path: '/en/blog/categories/graduate-stories',
    h1: 'Graduate stories',
    description: 'Real stories of people who retrained',
  },
  { module: 'social', path: '/social/profiles/career-centre', h1: 'Карьерный центр', description: 'Консультации по резюме' },
].filter((entityPage) => siteHas(entityPage.module))

describe.skipIf(onPostgres)('the catalogue, blog and profile pages in a browser', () => {
  let server: RunningServer
  let browser: Browser

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
  }, 180_000)

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  async function open(path: string, width = 1280): Promise<WatchedPage> {
    const watched = await openPage(browser, width)
    await watched.page.goto(`${server.url}${path}`)
    await waitForHydration(watched.page)
    return watched
  }

  /** Clicks `link`, waits for `path` and its h1, and returns the API calls the navigation made. */
  async function follow(watched: WatchedPage, click: () => Promise<void>, path: string, h1: string): Promise<string[]> {
    const before = watched.requests.length
    await click()
    await watched.page.waitForURL(`${server.url}${path}`)
    await expect.poll(() => watched.page.locator('h1').allTextContents()).toEqual([h1])
    await watched.page.waitForLoadState('networkidle')
    return watched.requests
      .slice(before)
      .map((request) => new URL(request.url()))
      .filter((url) => url.pathname.startsWith('/api/'))
      .map((url) => `${url.pathname}${url.search}`)
  }

  const resolveCall = (path: string) => `/api/host/pages/resolve?url=${encodeURIComponent(path)}&view=site`
  const documents = (watched: WatchedPage) => watched.requests.filter((request) => request.resourceType() === 'document')

  it('goes from the landing page to a course, its category, another course and the store, one resolve call each', async () => {
    const watched = await open('/')
    const { page } = watched
    const courses = page.locator('#courses')
    await courses.scrollIntoViewIfNeeded()
    // The whole card is the link; its title names it.
    expect(
      await follow(
        watched,
        () => courses.getByRole('link', { name: 'Аналитик данных' }).click(),
        '/ru/courses/data-analyst',
        'Аналитик данных',
      ),
    ).toEqual([resolveCall('/ru/courses/data-analyst')])
    expect(await page.title()).toBe('Аналитик данных')
    expect(await page.locator('[data-slot="price"]').first().innerText()).toMatch(/59\s900\s₽\s+690\s\$/)

    expect(
      await follow(
        watched,
        () => page.getByRole('link', { name: 'IT-профессии' }).click(),
        '/ru/ecommerce/categories/it-professions',
        'IT-профессии',
      ),
    ).toEqual([resolveCall('/ru/ecommerce/categories/it-professions')])
    expect(await page.getByRole('article').count()).toBe(2)

    await follow(watched, () => page.getByRole('link', { name: 'Веб-разработчик' }).click(), '/ru/courses/web-developer', 'Веб-разработчик')
    expect(
      await follow(
        watched,
        () => page.getByRole('link', { name: 'Школа «Новая профессия»' }).click(),
        '/ru/ecommerce/stores/new-profession-school',
        'Школа «Новая профессия»',
      ),
    ).toEqual([resolveCall('/ru/ecommerce/stores/new-profession-school')])
    expect(await page.getByRole('article').count()).toBe(3)

    // Back to the product page of a course through the browser's history.
    await page.goBack()
    await expect.poll(() => page.locator('h1').allTextContents()).toEqual(['Веб-разработчик'])
    expect(documents(watched)).toHaveLength(1)
    watched.assertClean()
    await watched.close()
  })

  it('goes from an English article to its category and a course it mentions', async () => {
    const watched = await open('/en')
    const { page } = watched
    const articles = page.getByRole('region', { name: 'Good to know' })
    await articles.scrollIntoViewIfNeeded()
    await follow(
      watched,
      () => articles.getByRole('link', { name: 'How to choose a new profession' }).click(),
      '/en/blog/articles/choosing-a-new-profession',
      'How to choose a new profession',
    )
    expect(await page.title()).toBe('How to choose a new profession')
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      'A data analyst works with numbers and reports, a web developer builds websites and an accountant keeps the books. Think about what suits you and take the free introductory lesson.',
    )

    await follow(
      watched,
      () => page.getByRole('link', { name: 'Programme news' }).click(),
      '/en/blog/categories/programme-news',
      'Programme news',
    )
    expect(await page.getByRole('article').count()).toBe(3)
    await follow(
      watched,
      () => page.getByRole('link', { name: 'How to choose a new profession' }).click(),
      '/en/blog/articles/choosing-a-new-profession',
      'How to choose a new profession',
    )
    await follow(
      watched,
      () => page.getByRole('link', { name: 'Accountant with 1C' }).click(),
      '/en/courses/accountant',
      'Accountant with 1C',
    )
    expect(await page.getByText('$460').first().isVisible()).toBe(true)
    expect(documents(watched)).toHaveLength(1)
    watched.assertClean()
    await watched.close()
  })

  for (const width of [375, 1280]) {
    it(`renders every entity page at ${width} px with its own head, loaded images and no console error`, async () => {
      for (const entityPage of ENTITY_PAGES) {
        const watched = await open(entityPage.path, width)
        const { page } = watched
        expect(await page.locator('h1').allTextContents(), entityPage.path).toEqual([entityPage.h1])
        expect(await page.title()).toBe(entityPage.h1)
        expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(entityPage.description)
        expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(entityPage.h1)
        await scrollThrough(page)
        const broken = await page
          .locator('img')
          .evaluateAll((images) =>
            (images as HTMLImageElement[]).filter((image) => !image.complete || image.naturalWidth === 0).map((image) => image.src),
          )
        expect(broken, entityPage.path).toEqual([])
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow, entityPage.path).toBeLessThanOrEqual(0)
        watched.assertClean()
        await watched.close()
      }
    }, 90_000) // seven pages, each scrolled through
  }

  it('hydrates without an API call when the browser’s clock runs ahead of the server (or the cached HTML is old)', async () => {
    const watched = await openPage(browser)
    // Ten minutes ahead: judged by the server's timestamps, the page's data would look stale.
    await watched.page.clock.setSystemTime(Date.now() + 10 * 60_000)
    await watched.page.goto(`${server.url}/en/courses/data-analyst`)
    await waitForHydration(watched.page)
    await watched.page.waitForLoadState('networkidle')
    await watched.page.waitForTimeout(500)
    expect(watched.requests.map((request) => new URL(request.url()).pathname).filter((path) => path.startsWith('/api/'))).toEqual([])
    expect(await watched.page.locator('h1').allTextContents()).toEqual(['Data analyst'])
    watched.assertClean()
    await watched.close()
  })

  it('answers an unknown product, course or article with the /404 page and status 404', async () => {
    for (const path of ['/ecommerce/products/no-such-product', '/en/courses/no-such-course', '/blog/articles/no-such-article']) {
      const watched = await openPage(browser)
      const response = await watched.page.goto(`${server.url}${path}`)
      expect(response?.status(), path).toBe(404)
      await waitForHydration(watched.page)
      const heading = path.startsWith('/en/') ? 'Page not found' : 'Страница не найдена'
      await expect.poll(() => watched.page.locator('h1').allTextContents()).toEqual([heading])
      watched.assertClean([new RegExp(`HTTP 404: .*${path}$`), /console error: Failed to load resource: .* 404/])
      await watched.close()
    }
  })
})
