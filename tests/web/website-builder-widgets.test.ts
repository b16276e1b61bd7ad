/**
 * Every website-builder widget variant and building block rendered from small fixture trees (no
 * database): what each variant shows, the variants of buttons, features and slides, the feature
 * description placeholder, and what stays empty on purpose (the navbar's account and cart slots).
 */
import { createElement } from 'react'
import { websiteBuilderWidgetsMetadata } from '#generated/metadata/website-builder/widgets.gen.ts'
import { describe, expect, it } from 'vitest'
import type { TreeNode } from '#contract/routes/host/resolved-page.ts'
import { PageView } from '#web/site/page-view.tsx'
import { loadPageWidgets } from '#web/site/page-widgets.ts'
import { FEATURE_DESCRIPTION_PLACEHOLDER, isEmptyFeatureDescription } from '#web/widgets/shared/feature-description.ts'
import { featureLook } from '#web/widgets/shared/feature-item.tsx'
import { hasProductPrefix, hasProductSuffix } from '#web/widgets/shared/product-variant.ts'
import { websiteBuilderWidgets } from '#web/modules/website-builder/widgets/index.ts'
import { edge, node, type PageFixtureOptions, resolvedPage } from './support/page-fixtures.ts'
import { renderOnSite } from './support/render-on-site.tsx'

const ru = (text: string) => ({ ru: text, en: `${text} (en)` })
const slate = (text: string) => JSON.stringify([{ type: 'paragraph', children: [{ text }] }])

function widget(
  variant: string,
  fields: Record<string, unknown> = {},
  children: Record<string, readonly ReturnType<typeof edge>[]> = {},
): TreeNode {
  return node(
    'website-builder/widgets',
    { variant, title: {}, subtitle: {}, description: {}, anchor: null, className: null, ...fields },
    children,
  )
}
function button(variant: string, title: string, url = '', extra: Record<string, unknown> = {}, children = {}): TreeNode {
  return node('website-builder/buttons', { variant, title: ru(title), subtitle: {}, url, ...extra }, children)
}
function array(buttons: readonly TreeNode[], fields: Record<string, unknown> = {}): TreeNode {
  return node(
    'website-builder/buttons-arrays',
    { title: {}, description: {}, ...fields },
    {
      'website-builder/buttons-arrays-to-buttons': buttons.map((item) => edge(item)),
    },
  )
}
function file(name: string, alt: string, extra: Record<string, unknown> = {}): TreeNode {
  return node('file-storage/files', {
    file: `demo/${name}`,
    width: 800,
    height: 600,
    alt: ru(alt),
    mimeType: name.endsWith('.mp4') ? 'video/mp4' : 'image/svg+xml',
    ...extra,
  })
}
function feature(variant: string, title: string, description: string, children = {}): TreeNode {
  return node('website-builder/features', { variant, title: ru(title), subtitle: {}, description: { ru: description } }, children)
}
const arrays = (...items: readonly (readonly [TreeNode, string?])[]) => ({
  'website-builder/widgets-to-buttons-arrays': items.map(([item, variant = 'default']) => edge(item, { variant })),
})

async function render(options: PageFixtureOptions, url = '/'): Promise<string> {
  const page = resolvedPage(options)
  await loadPageWidgets(page)
  return renderOnSite(createElement(PageView, { page }), url)
}

describe('the website-builder registry', () => {
  it('renders every variant the schema lists', () => {
    expect(Object.keys(websiteBuilderWidgets).sort()).toEqual([...websiteBuilderWidgetsMetadata.variants].sort())
  })
})

describe('buttons by variant', () => {
  const buttons = [
    button('primary', 'Основная', '/courses'),
    button('outline', 'Контурная', 'https://example.org/page'),
    button('link', 'Ссылка', '/blog'),
    button('retraining-custom-link', 'Позвонить', 'tel:+70000000000'),
    button('retraining-custom-link', 'Подробнее', '/about'),
    button('retraining-employment-promotion-default', 'Записаться', '/enrol'),
    button(
      'button-with-image',
      'Скачать',
      '/app',
      {},
      { 'website-builder/buttons-to-file-storage-module-files': [edge(file('badge.svg', 'Значок'))] },
    ),
    button('retraining-questions', 'Вопрос?', '', { subtitle: ru('Ответ.') }),
    button('no-such-variant', 'Неизвестная', '/x'),
    button('secondary', 'Без адреса'),
  ]

  it('draws the kit looks as links, custom links with their icon, the call to action, the image button and the question', async () => {
    const html = await render({ own: [widget('default', {}, arrays([array(buttons)]))] })
    expect(html).toMatch(/<a class="[^"]*ui-button--primary[^"]*" href="\/ru\/courses">Основная<\/a>/)
    expect(html).toMatch(
      /<a href="https:\/\/example\.org\/page" target="_blank" rel="noopener noreferrer" class="[^"]*ui-button--outline[^"]*">Контурная<\/a>/,
    )
    expect(html).toMatch(/<a href="tel:\+70000000000"[^>]*><svg[^>]*lucide-phone[^>]*>.*?<\/svg>Позвонить<\/a>/)
    expect(html).toMatch(/<a [^>]*href="\/ru\/about">Подробнее<svg[^>]*lucide-arrow-right/)
    expect(html).toMatch(/<a class="[^"]*ui-button--primary[^"]*w-full[^"]*" href="\/ru\/enrol">Записаться<svg/)
    expect(html).toMatch(/<a [^>]*href="\/ru\/app"><img src="\/public\/demo\/badge\.svg" alt=""[^>]*>Скачать<\/a>/)
    expect(html).toMatch(/<button type="button" id="[^"]+" aria-expanded="false"[^>]*><span>Вопрос\?<\/span>/)
    expect(html).toMatch(/<section [^>]*hidden=""[^>]*>Ответ\.<\/section>/)
    // An unknown variant looks like `default`; a button with no url is shown but is not a link.
    expect(html).toMatch(/<a class="[^"]*ui-button--default[^"]*" href="\/ru\/x">Неизвестная<\/a>/)
    expect(html).toMatch(/<span class="[^"]*ui-button--secondary[^"]*">Без адреса<\/span>/)
  })

  it('tells variant families apart whatever the product is called', () => {
    expect(hasProductSuffix('retraining-custom-link', 'custom-link')).toBe(true)
    expect(hasProductSuffix('bootcamp-custom-link', 'custom-link')).toBe(true)
    expect(hasProductSuffix('custom-linked', 'custom-link')).toBe(false)
    expect(hasProductPrefix('footer-feature-retraining', 'footer-feature')).toBe(true)
    expect(hasProductPrefix('footer-features', 'footer-feature')).toBe(false)
    expect(featureLook('bootcamp-employment-promotion-step')).toBe('step')
    expect(featureLook('retraining-what')).toBe('what')
    expect(featureLook('unknown')).toBe('default')
  })
})

describe('features', () => {
  it('leave out a description equal to the placeholder, and show their own buttons and files', async () => {
    const career = feature('retraining-employment-promotion-card', 'Карьера', slate('Помощь с резюме.'), {
      'website-builder/features-to-buttons-arrays': [
        edge(array([button('retraining-employment-promotion-default', 'Записаться', '/enrol')])),
      ],
      'website-builder/features-to-file-storage-module-files': [edge(file('career.svg', 'Карьера'))],
    })
    const empty = feature('retraining-employment-promotion-card', 'Пустая', FEATURE_DESCRIPTION_PLACEHOLDER)
    const html = await render({
      own: [
        widget(
          'retraining-features-default',
          { title: ru('Как учиться') },
          { 'website-builder/widgets-to-features': [edge(career), edge(empty)] },
        ),
      ],
    })
    expect(html).toMatch(/<h3[^>]*>Карьера<\/h3><div class="[^"]*"><p>Помощь с резюме\.<\/p><\/div>/)
    expect(html).toMatch(/<img src="\/public\/demo\/career\.svg" alt="Карьера"/)
    expect(html).toMatch(/href="\/ru\/enrol">Записаться/)
    const emptyCard = html.slice(html.indexOf('>Пустая</h3>'))
    expect(emptyCard.slice(0, emptyCard.indexOf('</li>'))).not.toContain('<p>')
  })

  it('count as empty only when nothing would show', () => {
    expect(isEmptyFeatureDescription(FEATURE_DESCRIPTION_PLACEHOLDER)).toBe(true)
    expect(isEmptyFeatureDescription('')).toBe(true)
    expect(isEmptyFeatureDescription(slate('   '))).toBe(true)
    expect(isEmptyFeatureDescription(slate('Текст'))).toBe(false)
    expect(isEmptyFeatureDescription('Plain text')).toBe(false)
  })
})

describe('the landing blocks', () => {
  it('hero: badge, h1, description, buttons, the image first; an h2 on an entity page', async () => {
    const hero = widget(
      'retraining-hero-default',
      { title: ru('Освойте профессию'), subtitle: ru('бесплатно'), description: ru('Описание'), anchor: 'top', className: 'hero-extra' },
      {
        ...arrays([array([button('primary', 'Подобрать курс', '/#courses')])]),
        'website-builder/widgets-to-file-storage-module-files': [edge(file('hero.svg', 'Студенты', { width: 1200, height: 800 }))],
      },
    )
    const html = await render({ own: [hero] })
    expect(html).toMatch(/<section id="top" class="[^"]*hero-extra"/)
    expect(html).toMatch(/<span data-slot="badge"[^>]*>бесплатно<\/span><h1[^>]*>Освойте профессию<\/h1><p[^>]*>Описание<\/p>/)
    expect(html).toMatch(/<img src="\/public\/demo\/hero\.svg" alt="Студенты" width="1200" height="800" loading="eager"/)
    const onEntity = await render({ own: [hero], entity: node('blog/articles', { title: ru('Статья') }) })
    expect(onEntity).toMatch(/<h2[^>]*>Освойте профессию<\/h2>/)
    expect(onEntity).not.toContain('<h1')
  })

  it('gallery: images and videos, captioned', async () => {
    const html = await render({
      own: [
        widget(
          'retraining-gallery-default',
          { title: ru('Галерея') },
          {
            'website-builder/widgets-to-file-storage-module-files': [edge(file('a.svg', 'Класс')), edge(file('lesson.mp4', 'Урок'))],
          },
        ),
      ],
    })
    expect(html).toMatch(/<img src="\/public\/demo\/a\.svg" alt=""[^>]*loading="lazy"[^>]*><figcaption[^>]*>Класс<\/figcaption>/)
    expect(html).toMatch(/<video src="\/public\/demo\/lesson\.mp4"[^>]*controls=""[^>]*aria-label="Урок"/)
    expect(html).toMatch(/<figcaption[^>]*>Урок<\/figcaption>/)
  })

  it('reviews: a default slide shows its background image and links as a whole; one slide has no controls', async () => {
    const slide = node(
      'website-builder/slides',
      { variant: 'default', title: ru('Слайд'), subtitle: ru('Подзаголовок'), description: {}, url: '/courses' },
      {
        'website-builder/slides-to-file-storage-module-files': [edge(file('bg.svg', 'Фон'))],
      },
    )
    const slider = node('website-builder/sliders', { title: ru('Слайдер') }, { 'website-builder/sliders-to-slides': [edge(slide)] })
    const html = await render({
      own: [widget('retraining-reviews-default', { title: ru('Отзывы') }, { 'website-builder/widgets-to-sliders': [edge(slider)] })],
    })
    expect(html).toMatch(/aria-roledescription="карусель" aria-label="Слайдер"/)
    expect(html).toMatch(
      /<a class="[^"]*" href="\/ru\/courses"><img src="\/public\/demo\/bg\.svg" alt=""[^>]*><span aria-hidden="true"[^>]*><\/span><h3[^>]*>Слайд<\/h3>/,
    )
    expect(html).not.toContain('data-slider-zone')
    expect(html).not.toContain('aria-label="Следующий слайд"')
  })

  it('questions, about, course description and FAQ show their parts', async () => {
    const html = await render({
      own: [
        widget(
          'retraining-about-default',
          { title: ru('О программе') },
          { 'website-builder/widgets-to-features': [edge(feature('retraining-what', 'Бесплатно', slate('Платит государство.')))] },
        ),
        widget(
          'retraining-course-description-default',
          { title: ru('Что вы получите') },
          {
            'website-builder/widgets-to-features': [
              edge(feature('retraining-feature-course-description', '4 месяца', slate('Длительность.'))),
            ],
          },
        ),
        widget(
          'retraining-faqs-default',
          { title: ru('Вопросы') },
          arrays([
            array([
              button('retraining-questions', 'Сколько стоит?', '', { subtitle: ru('Бесплатно.') }),
              button('outline', 'Все вопросы', '/faq'),
            ]),
          ]),
        ),
        widget(
          'retraining-questions-default',
          { title: ru('Остались вопросы?'), description: ru('Позвоните нам.') },
          arrays([array([button('retraining-custom-link', 'hello@school.example', 'mailto:hello@school.example')])]),
        ),
      ],
    })
    expect(html).toMatch(/<h3[^>]*>Бесплатно<\/h3><div[^>]*><p>Платит государство\.<\/p>/)
    expect(html).toMatch(/<h3[^>]*>4 месяца<\/h3>/)
    expect(html).toMatch(/<span>Сколько стоит\?<\/span>/)
    expect(html).toMatch(/href="\/ru\/faq">Все вопросы<\/a>/)
    expect(html).toMatch(
      /<section[^>]*class="[^"]*bg-primary[^"]*"[^>]*>.*Остались вопросы\?.*Позвоните нам\..*href="mailto:hello@school\.example"/,
    )
  })

  it('default: whatever the tree holds, buttons arrays of every placement in order', async () => {
    const logotype = node('website-builder/logotypes', { title: ru('Школа'), url: '' }, {})
    const html = await render({
      own: [
        widget(
          'default',
          { title: ru('Блок'), description: ru('Текст блока') },
          {
            'website-builder/widgets-to-logotypes': [edge(logotype)],
            'website-builder/widgets-to-features': [edge(feature('default', 'Особенность', slate('Описание особенности.')))],
            'website-builder/widgets-to-file-storage-module-files': [edge(file('photo.svg', 'Фото'))],
            ...arrays(
              [array([button('ghost', 'Дополнительная', '/b')]), 'additional'],
              [array([button('primary', 'Главная', '/a')]), 'default'],
              [array([button('link', 'Ещё', '/c')]), 'extra'],
            ),
          },
        ),
      ],
    })
    expect(html).toMatch(/<a class="[^"]*" href="\/ru"><span class="leading-tight">Школа<\/span><\/a>/)
    expect(html).toMatch(/<h2[^>]*>Блок<\/h2><p[^>]*>Текст блока<\/p>/)
    expect(html).toContain('Описание особенности.')
    expect(html).toMatch(/<figcaption[^>]*>Фото<\/figcaption>/)
    const order = ['Главная', 'Дополнительная', 'Ещё'].map((title) => html.indexOf(`>${title}</a>`))
    expect(order.every((index) => index > 0)).toBe(true)
    expect(order).toEqual([...order].sort((a, b) => a - b))
  })

  it('content-default: the title as the h1, its buttons', async () => {
    const html = await render({
      own: [widget('content-default', { title: ru('Страница не найдена') }, arrays([array([button('primary', 'На главную', '/')])]))],
    })
    expect(html).toMatch(/<h1[^>]*>Страница не найдена<\/h1>/)
    expect(html).toMatch(/href="\/ru">На главную<\/a>/)
  })
})

describe('the navbar and the footer', () => {
  const logotype = node('website-builder/logotypes', { title: ru('Школа'), url: '/' }, {})
  const navbar = widget(
    'navbar-default',
    {},
    {
      'website-builder/widgets-to-logotypes': [edge(logotype)],
      ...arrays(
        [array([button('ghost', 'Курсы', '/#courses')]), 'default'],
        [array([button('primary', 'Записаться', '/enrol')]), 'additional'],
        [array([button('ghost', 'Корзина', '/checkout')]), 'extra'],
      ),
    },
  )
  const footer = widget(
    'footer-default',
    { title: ru('Школа'), description: ru('Лучшая школа') },
    {
      'website-builder/widgets-to-logotypes': [edge(logotype)],
      ...arrays([array([button('link', 'Блог', '/blog')], { variant: 'retraining-footer-array-button', title: ru('Разделы') })]),
      'website-builder/widgets-to-features': [edge(feature('footer-feature-retraining', 'Лицензия', slate('Лицензия № 1.')))],
    },
  )

  it('put the navbar in a header before the content and the footer after it', async () => {
    const html = await render({ layoutBefore: [navbar], layoutAfter: [footer], own: [widget('content-default', { title: ru('Главная') })] })
    expect(html.indexOf('<header')).toBeLessThan(html.indexOf('<main'))
    expect(html.indexOf('<footer')).toBeGreaterThan(html.indexOf('</main>'))
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'))
    // Twice: the bar for large screens and the stacked menu for small ones.
    expect(header.match(/>Курсы<\/a>/g)).toHaveLength(2)
    expect(header.match(/href="\/ru\/enrol"/g)).toHaveLength(2)
    expect(header).not.toContain('Корзина')
    const footerHtml = html.slice(html.indexOf('<footer'))
    expect(footerHtml).toMatch(/<h2[^>]*>Разделы<\/h2><ul[^>]*><li><a[^>]*href="\/ru\/blog">Блог<\/a><\/li><\/ul>/)
    expect(footerHtml).toContain('Лучшая школа')
    expect(footerHtml).toMatch(/<h2[^>]*>Лицензия<\/h2>/)
    expect(footerHtml).toMatch(/© \d{4} Школа/)
  })
})
