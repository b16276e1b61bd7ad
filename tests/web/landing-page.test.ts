/**
 * The demo's landing page rendered as the server renders it: the demo site loaded into a fresh
 * database, `/` and `/en` resolved by the real resolver, their widgets loaded and the page drawn
 * by the site's PageView. Every website-builder block shows its content, in the URL's language,
 * with the semantics the journeys and assistive technology rely on.
 */
import { createElement } from 'react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, IN_MEMORY_DATA_DIR } from '#runtime/db/create-database.ts'
import { resolvePage } from '#runtime/modules/host/resolve-page.ts'
import { sitePage } from '#runtime/modules/host/site-page.ts'
import { loadDemoSite } from '#runtime/seed/load-demo-site.ts'
import type { ResolvedPage } from '#contract/routes/host/resolved-page.ts'
import type { SessionSubject } from '#web/app/page-api.ts'
import { PageView } from '#web/site/page-view.tsx'
import { beforeSignedInRender } from '#web/site/site-hooks.ts'
import { loadPageWidgets } from '#web/site/page-widgets.ts'
import { demoFilesDirectory, demoSeed } from '../../seed/demo/index.ts'
import { DATABASE_HOOK_TIMEOUT } from '../seed/database-hook-timeout.ts'
import { siteHas } from '../support/site-modules.ts'
import { createTestDatabase } from '../support/test-database.ts'
import { renderOnSite } from './support/render-on-site.tsx'

let database: DatabaseHandle
const html: Record<'ru' | 'en', string> = { ru: '', en: '' }

async function renderPage(
  url: string,
  shape: (page: ResolvedPage) => ResolvedPage = (page) => page,
  subject: SessionSubject | null = null,
): Promise<string> {
  const page = shape(await resolvePage(database.db, url))
  await Promise.all([loadPageWidgets(page), subject === null ? undefined : beforeSignedInRender()])
  return renderOnSite(createElement(PageView, { page }), url, undefined, { subject })
}

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  await loadDemoSite(database.db, { records: demoSeed, filesDirectory: demoFilesDirectory, dataDir: IN_MEMORY_DATA_DIR })
  html.ru = await renderPage('/')
  html.en = await renderPage('/en')
}, DATABASE_HOOK_TIMEOUT)
afterAll(() => database?.close())

/** The HTML of the element with `id` up to the end of the document (enough to find what follows it). */
const from = (page: string, marker: string) => page.slice(page.indexOf(marker))

describe('the landing page in Russian', () => {
  it('has one h1, the hero title, with the promo badge before it', () => {
    expect(html.ru.match(/<h1[\s>]/g)).toHaveLength(1)
    expect(html.ru).toMatch(/<h1[^>]*>Освойте новую профессию<\/h1>/)
    const badge = html.ru.indexOf('>бесплатно</span>')
    expect(badge).toBeGreaterThan(0)
    expect(badge).toBeLessThan(html.ru.indexOf('<h1'))
    expect(html.ru).toContain('Государственная программа профессиональной переподготовки')
  })

  it('loads the hero image first and the rest lazily, each with its size and a text alternative', () => {
    expect(html.ru).toMatch(
      /<img src="\/public\/demo\/hero\.svg" alt="Взрослые студенты на занятии" width="1200" height="800" loading="eager"[^>]*fetchPriority="high"/,
    )
    // A captioned image leaves its name to the caption.
    expect(html.ru).toMatch(
      /<img src="\/public\/demo\/gallery-classroom\.svg" alt="" width="800" height="600" loading="lazy"[^>]*><figcaption[^>]*>Учебный класс<\/figcaption>/,
    )
  })

  it('gives every block its anchor as id, in the page order, inside <main>', () => {
    const anchors = ['top', 'about', 'gallery', 'features', 'program', 'faq', 'reviews', 'questions']
    const positions = anchors.map((anchor) => html.ru.indexOf(` id="${anchor}"`))
    expect(positions.every((position) => position > html.ru.indexOf('<main'))).toBe(true)
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
    expect(positions.every((position) => position < html.ru.indexOf('</main>'))).toBe(true)
  })

  it('shows the navbar as the banner before <main>: logotype, menu, sign-in and enrolment, burger closed', () => {
    const header = html.ru.slice(html.ru.indexOf('<header'), html.ru.indexOf('</header>'))
    expect(html.ru.indexOf('<header')).toBeLessThan(html.ru.indexOf('<main'))
    expect(header).toMatch(
      /<a[^>]*href="\/ru"[^>]*><img src="\/public\/demo\/retraining-logo\.svg" alt=""[^>]*><span[^>]*>Новая профессия<\/span><\/a>/,
    )
    expect(header).toMatch(/<nav aria-label="Основное меню"/)
    // Anchors of the page being shown keep its URL (`/`), other pages get the language prefix.
    for (const [title, href] of [
      ['О программе', '/#about'],
      ['Курсы', '/#courses'],
      ['Блог', '/ru/blog/categories/programme-news'],
    ]) {
      expect(header).toMatch(new RegExp(`<a[^>]*href="${href}"[^>]*>${title}</a>`))
    }
    // An anchor link is not "the current page" just because it points into it.
    expect(header).not.toMatch(/<a[^>]*href="\/#about"[^>]*aria-current/)
    // The account slot's Login button (web/modules/rbac), with its icon.
    expect(header).toMatch(/href="\/ru\/rbac\/subject\/authentication\/select-method"[^>]*><svg[^>]*lucide-log-in.*?<\/svg>Войти<\/a>/)
    expect(header).toMatch(/<button[^>]*aria-expanded="false"[^>]*aria-controls="[^"]+-menu"[^>]*aria-label="Открыть меню"/)
    expect(header).toMatch(/<div id="[^"]+-menu" hidden=""/)
    // The extra array (the cart) waits for the shop issue's cart slot.
    expect(header).not.toContain('Корзина')
  })

  it('shows the about points, the gallery with captions, the steps in order and the cards with their button', () => {
    const about = from(html.ru, ' id="about"')
    for (const text of ['О программе', 'Бесплатно для участников', 'Обучение оплачивает государство.', 'Диплом установленного образца'])
      expect(about).toContain(text)
    const gallery = from(html.ru, ' id="gallery"')
    expect(gallery).toMatch(/<figcaption[^>]*>Встреча с наставником<\/figcaption>/)
    const features = from(html.ru, ' id="features"')
    expect(features).toContain('От заявки до новой работы')
    const steps = features.slice(features.indexOf('<ol'), features.indexOf('</ol>'))
    const order = ['Заявка', 'Консультация', 'Обучение', 'Трудоустройство'].map((title) => steps.indexOf(`>${title}</h3>`))
    expect(order.every((index) => index > 0)).toBe(true)
    expect(order).toEqual([...order].sort((a, b) => a - b))
    expect(features).toMatch(/<h3[^>]*>Карьерный центр<\/h3>/)
    expect(features).toMatch(/<a[^>]*href="\/ru\/rbac\/subject\/authentication\/email-and-password\/registration"[^>]*>Записаться<svg/)
  })

  it('shows what the course gives', () => {
    const program = from(html.ru, ' id="program"')
    for (const text of ['Что вы получите', 'От 4 до 9 месяцев', '10–12 часов в неделю', 'Длительность зависит от профессии.'])
      expect(program).toContain(text)
  })

  it('renders the FAQ as accordion buttons whose answers are in the HTML, closed', () => {
    const faq = from(html.ru, ' id="faq"').slice(0, from(html.ru, ' id="faq"').indexOf(' id="reviews"'))
    const questions = faq.match(/<button[^>]*aria-expanded="false"[^>]*>/g) ?? []
    expect(questions).toHaveLength(5)
    expect(faq).toMatch(/<h3[^>]*><button[^>]*aria-controls="[^"]+-answer"[^>]*><span>Кто может учиться бесплатно\?<\/span>/)
    expect(faq).toMatch(/<section id="[^"]+-answer" aria-labelledby="[^"]+-question" hidden=""[^>]*>Безработные, люди старше 50 лет/)
  })

  it('renders the reviews as a carousel of three slides, the first shown, all in the HTML', () => {
    const reviews = from(html.ru, ' id="reviews"')
    expect(reviews).toMatch(/<section aria-roledescription="карусель" aria-label="Отзывы"/)
    const slides = reviews.match(/<fieldset aria-roledescription="слайд" aria-label="\d из 3" aria-hidden="(true|false)"/g) ?? []
    expect(slides.map((slide) => slide.includes('aria-hidden="false"'))).toEqual([true, false, false])
    for (const text of ['Мария, 41 год', 'Аналитик данных', 'Сергей, 35 лет', 'Ольга, 52 года', 'Наставник помог разобраться в 1С'])
      expect(reviews).toContain(text)
    expect(reviews).toMatch(/aria-label="Предыдущий слайд"/)
    expect(reviews).toMatch(/aria-label="Следующий слайд"/)
    expect(reviews.match(/data-slider-zone="(previous|next)"/g)).toEqual(['data-slider-zone="previous"', 'data-slider-zone="next"'])
  })

  it('shows the questions block with phone and e-mail links', () => {
    const questions = from(html.ru, ' id="questions"')
    expect(questions).toContain('Остались вопросы?')
    expect(questions).toMatch(/<a href="tel:\+78000000000"[^>]*><svg[^>]*>.*?<\/svg>8 800 000-00-00<\/a>/)
    expect(questions).toMatch(/<a href="mailto:hello@tessera\.local"/)
  })

  it.skipIf(!siteHas('crm'))('heads the contact form after the questions block with its own title, each heading once', () => {
    for (const page of [html.ru, html.en]) {
      const headings = [...page.matchAll(/<h2[^>]*>(.*?)<\/h2>/g)].map((match) => match[1])
      expect(new Set(headings).size, headings.join(' | ')).toBe(headings.length)
    }
    expect(html.ru.indexOf('Задайте вопрос')).toBeGreaterThan(html.ru.indexOf('Остались вопросы?'))
    expect(html.en).toContain('Ask us a question')
  })

  it('ends with the footer after <main>: link columns, the note and the copyright line', () => {
    const footer = html.ru.slice(html.ru.indexOf('<footer'))
    expect(html.ru.indexOf('<footer')).toBeGreaterThan(html.ru.indexOf('</main>'))
    for (const title of ['Программа', 'Аккаунт', 'Контакты']) expect(footer).toMatch(new RegExp(`<h2[^>]*>${title}</h2>`))
    expect(footer).toMatch(/<a[^>]*href="\/ru\/ecommerce\/checkout"[^>]*>Корзина<\/a>/)
    expect(footer).toContain('Демонстрационный сайт Tessera')
    expect(footer).toMatch(/© \d{4} Новая профессия/)
  })

  it('offers a visitor to sign in and sign up in the footer, and a signed-in subject Settings instead', async () => {
    const footerOf = (page: string) => page.slice(page.indexOf('<footer'), page.indexOf('</footer>'))
    const signIn = /<a[^>]*href="\/ru\/rbac\/subject\/authentication\/select-method"[^>]*>Войти<\/a>/
    const signUp = /<a[^>]*href="\/ru\/rbac\/subject\/authentication\/email-and-password\/registration"[^>]*>Регистрация<\/a>/
    const settings = /<a[^>]*href="\/ru\/rbac\/subjects\/settings"[^>]*>Настройки<\/a>/
    const visitor = footerOf(html.ru)
    expect(visitor).toMatch(signIn)
    expect(visitor).toMatch(signUp)
    expect(visitor).not.toMatch(settings)

    const subject = { id: 's1', slug: 'someone', roles: [], identities: [] }
    const signedIn = footerOf(await renderPage('/', undefined, subject))
    expect(signedIn).not.toMatch(signIn)
    expect(signedIn).not.toMatch(signUp)
    // Settings leads the Account column, before the cart; the other columns are as they were.
    expect(signedIn).toMatch(
      />Аккаунт<\/h2><ul[^>]*><li><a[^>]*href="\/ru\/rbac\/subjects\/settings"[^>]*>Настройки<\/a><\/li><li><a[^>]*href="\/ru\/ecommerce\/checkout"[^>]*>Корзина<\/a>/,
    )
    expect(signedIn).toContain('>Блог</a>')
    const en = footerOf(await renderPage('/en', undefined, subject))
    expect(en).toMatch(/<a[^>]*href="\/en\/rbac\/subjects\/settings"[^>]*>Settings<\/a>/)
    expect(en).not.toMatch(/>Sign (in|up)<\/a>/)
  })
})

describe('the landing page in English', () => {
  it('shows the English texts and links under /en', () => {
    expect(html.en).toMatch(/<h1[^>]*>Learn a new profession<\/h1>/)
    expect(html.en).toContain('>free</span>')
    for (const text of [
      'About the programme',
      'What classes look like',
      'How the training works',
      'What you get',
      'Frequently asked questions',
      'What graduates say',
      'Still have questions?',
    ]) {
      expect(html.en).toContain(text)
    }
    expect(html.en).toMatch(/<a[^>]*href="\/en#courses"[^>]*>Find a course<\/a>/)
    expect(html.en).toMatch(/aria-roledescription="carousel"/)
    expect(html.en).toMatch(/aria-label="Open menu"/)
    expect(html.en).toMatch(/© \d{4} New Profession/)
    expect(html.en).not.toMatch(/Освойте|Частые вопросы/)
  })
})

describe('the page as the site sends it to the browser (view=site)', () => {
  it('renders exactly the same HTML from far fewer bytes', async () => {
    for (const url of ['/', '/en', '/ecommerce/products/data-analyst', '/en/blog/articles/how-to-join-free-retraining']) {
      const full = await resolvePage(database.db, url)
      const shaped = sitePage(full)
      expect(await renderPage(url, sitePage), url).toBe(await renderPage(url))
      expect(JSON.stringify(shaped).length, url).toBeLessThan(JSON.stringify(full).length * 0.75)
    }
  })

  it('is the same when the resolver builds only the site’s fields in SQL', async () => {
    for (const url of ['/', '/en', '/ecommerce/products/data-analyst', '/en/blog/articles/how-to-join-free-retraining']) {
      const built = await resolvePage(database.db, url, { view: 'site' })
      expect(JSON.stringify(sitePage(built)), url).toBe(JSON.stringify(sitePage(await resolvePage(database.db, url))))
      const [edge] = Object.values(built.page.children)[0]!
      expect(Object.keys(edge!.link), url).toEqual(['id', 'variant', 'orderIndex'])
      expect(edge!.node.record, url).not.toHaveProperty('createdAt')
    }
  })

  it('keeps of each link only its id, variant and order, and drops timestamps and admin titles', () => {
    const visit = (node: ResolvedPage['page']): void => {
      expect(node.record).not.toHaveProperty('createdAt')
      expect(node.record).not.toHaveProperty('updatedAt')
      if (node.entity !== 'crm/forms') expect(node.record).not.toHaveProperty('adminTitle')
      for (const edges of Object.values(node.children)) {
        for (const edge of edges) {
          expect(
            Object.keys(edge.link).every((key) => ['id', 'variant', 'orderIndex'].includes(key)),
            Object.keys(edge.link).join(),
          ).toBe(true)
          visit(edge.node)
        }
      }
    }
    return resolvePage(database.db, '/en').then((page) => visit(sitePage(page).page))
  })
})
