/**
 * The demo's entity pages and catalogue lists rendered as the server renders them: the demo site in
 * a fresh database, each URL resolved by the real resolver, its widgets loaded and drawn by
 * PageView. Each page shows its entity (title as the h1, rich-text description, image, prices with
 * their symbols) and links to the related records' own pages, in the URL's language.
 */
import { createElement } from 'react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, IN_MEMORY_DATA_DIR } from '#runtime/db/create-database.ts'
import { resolvePage } from '#runtime/modules/host/resolve-page.ts'
import { loadDemoSite } from '#runtime/seed/load-demo-site.ts'
import { PageView } from '#web/site/page-view.tsx'
import { loadPageWidgets } from '#web/site/page-widgets.ts'
import { demoFilesDirectory, demoSeed } from '../../seed/demo/index.ts'
import { DATABASE_HOOK_TIMEOUT } from '../seed/database-hook-timeout.ts'
import { siteHas } from '../support/site-modules.ts'
import { createTestDatabase } from '../support/test-database.ts'
import { renderOnSite } from './support/render-on-site.tsx'

let database: DatabaseHandle

async function renderPage(url: string): Promise<string> {
  const page = await resolvePage(database.db, url)
  await loadPageWidgets(page)
  // Spaces as a reader sees them: number groups and symbols are joined by no-break spaces.
  return (await renderOnSite(createElement(PageView, { page }), url)).replace(/[\u00a0\u202f]/g, ' ')
}

const h1s = (html: string) => [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((match) => match[1])
// Links on a Russian page carry the /ru prefix too (SPEC §2: a link gets the current language prefix).
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!)
const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'))

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  await loadDemoSite(database.db, { records: demoSeed, filesDirectory: demoFilesDirectory, dataDir: IN_MEMORY_DATA_DIR })
}, DATABASE_HOOK_TIMEOUT)
afterAll(() => database?.close())

describe.skipIf(!siteHas('ecommerce'))('a product page', () => {
  it('shows the product with its prices, duration, image, description and links to its category and store', async () => {
    const html = main(await renderPage('/ecommerce/products/data-analyst'))
    expect(h1s(html)).toEqual(['Аналитик данных'])
    expect(html).toContain('SQL, Excel, Python и визуализация данных')
    expect(html).toMatch(/59 900 ₽<\/span><span[^>]*>690 \$/)
    expect(html).toContain('6 месяцев')
    expect(html).toContain('src="/public/demo/course-data-analyst.svg"')
    expect(html).toContain('<p>Научитесь собирать, очищать и анализировать данные')
    expect(hrefs(html)).toEqual(
      expect.arrayContaining(['/ru/ecommerce/categories/it-professions', '/ru/ecommerce/stores/new-profession-school']),
    )
  })

  it('in English under /en, as a course page with its key figures', async () => {
    const html = main(await renderPage('/en/courses/web-developer'))
    expect(h1s(html)).toEqual(['Web developer'])
    // The default currency first, then the others.
    expect(html).toMatch(/₽69,900<\/span><span[^>]*>\$790/)
    expect(html).toMatch(/<dt[^>]*>Duration<\/dt><dd[^>]*>9 months<\/dd>/)
    expect(hrefs(html)).toEqual(
      expect.arrayContaining(['/en/ecommerce/categories/it-professions', '/en/ecommerce/stores/new-profession-school']),
    )
  })
})

describe('category, store, article and profile pages', () => {
  it.skipIf(!siteHas('ecommerce'))('a catalogue category lists its courses, linking to their course pages', async () => {
    const html = main(await renderPage('/ecommerce/categories/it-professions'))
    expect(h1s(html)).toEqual(['IT-профессии'])
    expect(html).toContain('Профессии, в которые можно войти с нуля')
    expect(html).toContain('<p>Аналитика данных и веб-разработка')
    const links = hrefs(html)
    expect(links).toEqual(expect.arrayContaining(['/ru/courses/data-analyst', '/ru/courses/web-developer']))
    expect(links).not.toContain('/ru/courses/accountant')
  })

  it.skipIf(!siteHas('ecommerce'))('a store lists every course it sells', async () => {
    const html = main(await renderPage('/en/ecommerce/stores/new-profession-school'))
    expect(h1s(html)).toEqual(['“New Profession” school'])
    expect(hrefs(html)).toEqual(expect.arrayContaining(['/en/courses/data-analyst', '/en/courses/web-developer', '/en/courses/accountant']))
    expect(html).toContain('$460')
  })

  it.skipIf(!siteHas('blog', 'ecommerce'))('an article shows its body, its category and the courses it mentions', async () => {
    const html = main(await renderPage('/en/blog/articles/choosing-a-new-profession'))
    expect(h1s(html)).toEqual(['How to choose a new profession'])
    expect(html).toContain('<p>A data analyst works with numbers and reports')
    expect(html).toContain('<p>Think about what suits you')
    expect(hrefs(html)).toEqual(
      expect.arrayContaining(['/en/blog/categories/programme-news', '/en/courses/data-analyst', '/en/courses/accountant']),
    )
  })

  it.skipIf(!siteHas('blog'))('a blog category lists its articles', async () => {
    const html = main(await renderPage('/blog/categories/programme-news'))
    expect(h1s(html)).toEqual(['Новости программы'])
    expect(hrefs(html)).toEqual(
      expect.arrayContaining([
        '/ru/blog/articles/how-to-join-free-retraining',
        '/ru/blog/articles/choosing-a-new-profession',
        '/ru/blog/articles/participant-materials',
      ]),
    )
  })

  it.skipIf(!siteHas('social', 'ecommerce'))(
    'a profile shows its subtitle over its title, its description, its courses and its own widgets',
    async () => {
      const html = main(await renderPage('/social/profiles/career-centre'))
      expect(html).toMatch(/Помогаем выпускникам найти работу<\/p><h1[^>]*>Карьерный центр<\/h1>/)
      expect(html).toContain('Консультации по резюме')
      expect(hrefs(html)).toEqual(expect.arrayContaining(['/ru/courses/data-analyst']))
      expect(html).toContain('Как мы помогаем')
    },
  )
})

describe.skipIf(!siteHas('ecommerce', 'blog'))('the landing page’s catalogue blocks', () => {
  it('show the courses as cards three to a row with prices, and the articles linking to their pages', async () => {
    const html = await renderPage('/')
    const courses = html.slice(html.indexOf('id="courses"'))
    expect(courses).toContain('lg:grid-cols-3')
    expect(courses).toContain('Выберите новую профессию')
    expect(hrefs(courses)).toEqual(
      expect.arrayContaining(['/ru/courses/data-analyst', '/ru/courses/web-developer', '/ru/courses/accountant']),
    )
    expect(courses).toContain('39 900 ₽')
    expect(hrefs(html)).toEqual(
      expect.arrayContaining([
        '/ru/blog/articles/how-to-join-free-retraining',
        '/ru/blog/articles/choosing-a-new-profession',
        '/ru/blog/articles/from-accounting-to-analytics',
      ]),
    )
    expect(html).toContain('Полезно знать')
  })
})
