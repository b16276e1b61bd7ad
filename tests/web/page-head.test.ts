import { describe, expect, it } from 'vitest'
import { pageHead } from '#web/site/page-head.ts'
import { node, resolvedPage } from './support/page-fixtures.ts'

const PUBLIC_URL = 'https://school.example'

const metadata = {
  title: { ru: 'Курсы — Новая профессия', en: 'Courses — New Profession' },
  description: { ru: 'Бесплатное обучение', en: 'Free training' },
  keywords: { ru: 'курсы,  обучение , ,диплом' },
  author: 'Новая профессия',
  viewport: 'width=device-width, initial-scale=1',
  opengraphTitle: { ru: 'Курсы', en: 'Courses' },
  opengraphDescription: {},
  opengraphUrl: '/courses',
  opengraphType: 'website',
  opengraphSiteName: { ru: 'Новая профессия' },
  opengraphLocale: 'ru_RU',
  twitterCard: 'summary_large_image',
  twitterSite: '@school',
  twitterCreator: null,
  twitterTitle: {},
  twitterDescription: {},
  twitterUrl: null,
  twitterDomain: 'school.example',
  twitterAppCountryName: 'RU',
}

const contentOf = (meta: ReturnType<typeof pageHead>['meta'], key: string) =>
  meta.find((tag) => ('name' in tag && tag.name === key) || ('property' in tag && tag.property === key)) as { content: string } | undefined

describe('head tags of a page', () => {
  it('come from the host/metadata record', () => {
    const { meta, links } = pageHead(resolvedPage({ path: '/courses', language: 'ru', metadata }), PUBLIC_URL)
    expect(meta).toContainEqual({ title: 'Курсы — Новая профессия' })
    expect(contentOf(meta, 'description')?.content).toBe('Бесплатное обучение')
    // SPEC §3: keywords are comma-separated text, split by comma.
    expect(contentOf(meta, 'keywords')?.content).toBe('курсы, обучение, диплом')
    expect(contentOf(meta, 'author')?.content).toBe('Новая профессия')
    expect(contentOf(meta, 'viewport')?.content).toBe('width=device-width, initial-scale=1')
    expect(contentOf(meta, 'og:title')?.content).toBe('Курсы')
    expect(contentOf(meta, 'og:description')?.content).toBe('Бесплатное обучение')
    expect(contentOf(meta, 'og:url')?.content).toBe('https://school.example/courses')
    expect(contentOf(meta, 'og:site_name')?.content).toBe('Новая профессия')
    expect(contentOf(meta, 'og:locale')?.content).toBe('ru_RU')
    expect(contentOf(meta, 'twitter:card')?.content).toBe('summary_large_image')
    expect(contentOf(meta, 'twitter:site')?.content).toBe('@school')
    expect(contentOf(meta, 'twitter:title')?.content).toBe('Курсы — Новая профессия')
    expect(contentOf(meta, 'twitter:domain')?.content).toBe('school.example')
    expect(contentOf(meta, 'twitter:app:country')?.content).toBe('RU')
    expect(contentOf(meta, 'twitter:creator')).toBeUndefined()
    expect(contentOf(meta, 'robots')).toBeUndefined()
    expect(links).toEqual([
      // The default language's address is the unprefixed one, as in the sitemap.
      { rel: 'canonical', href: 'https://school.example/courses' },
      { rel: 'alternate', hrefLang: 'en', href: 'https://school.example/en/courses' },
      { rel: 'alternate', hrefLang: 'ru', href: 'https://school.example/courses' },
      { rel: 'alternate', hrefLang: 'x-default', href: 'https://school.example/courses' },
    ])
  })

  it("in another language take that language's texts and never the default language's", () => {
    const { meta } = pageHead(resolvedPage({ path: '/courses', language: 'en', metadata }), PUBLIC_URL)
    expect(meta).toContainEqual({ title: 'Courses — New Profession' })
    expect(contentOf(meta, 'description')?.content).toBe('Free training')
    expect(contentOf(meta, 'og:title')?.content).toBe('Courses')
    expect(contentOf(meta, 'og:description')?.content).toBe('Free training')
    expect(contentOf(meta, 'twitter:title')?.content).toBe('Courses — New Profession')
    // No English keywords or site name: the site's English defaults stand, not the Russian ones.
    expect(contentOf(meta, 'keywords')).toBeUndefined()
    expect(contentOf(meta, 'og:site_name')).toBeUndefined()
    expect(contentOf(meta, 'og:locale')?.content).toBe('en_US')
    expect(contentOf(meta, 'og:url')?.content).toBe('https://school.example/en/courses')
  })

  it('of the root page point at each language root', () => {
    const { links } = pageHead(resolvedPage({ path: '/', language: 'en', metadata }), PUBLIC_URL)
    expect(links[0]).toEqual({ rel: 'canonical', href: 'https://school.example/en' })
    expect(links.at(-1)).toEqual({ rel: 'alternate', hrefLang: 'x-default', href: 'https://school.example/' })
  })

  it("of an entity page use the entity's own title and description", () => {
    const article = node('blog/articles', {
      title: { ru: 'Как сменить профессию', en: 'How to change careers' },
      description: {
        ru: JSON.stringify([
          { type: 'heading-one', children: [{ text: 'Шаг' }] },
          { type: 'paragraph', children: [{ text: 'первый ', bold: true }, { text: 'и второй' }] },
        ]),
      },
    })
    const { meta } = pageHead(resolvedPage({ path: '/blog/articles/intro', language: 'en', metadata, entity: article }), PUBLIC_URL)
    expect(meta).toContainEqual({ title: 'How to change careers' })
    // The English description is missing: the default language's stands in, as plain text.
    expect(contentOf(meta, 'description')?.content).toBe('Шаг первый и второй')
    expect(contentOf(meta, 'og:title')?.content).toBe('How to change careers')
    expect(contentOf(meta, 'twitter:description')?.content).toBe('Шаг первый и второй')
  })

  it('without metadata leave title and description to the site defaults', () => {
    const { meta } = pageHead(resolvedPage({ path: '/x' }), PUBLIC_URL)
    expect(meta.some((tag) => 'title' in tag)).toBe(false)
    expect(contentOf(meta, 'description')).toBeUndefined()
    expect(contentOf(meta, 'og:url')?.content).toBe('https://school.example/x')
  })

  it('of the 404 page say noindex and advertise no address', () => {
    const { meta, links } = pageHead(resolvedPage({ path: '/missing', status: 404, metadata }), PUBLIC_URL)
    expect(contentOf(meta, 'robots')?.content).toBe('noindex')
    expect(links).toEqual([])
  })
})
