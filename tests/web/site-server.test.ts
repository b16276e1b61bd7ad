/**
 * The site as the server sends it: whole documents with the page's content and head tags, the
 * page, the subject and the settings as JSON for the islands, HTTP statuses for missing and failed pages,
 * assets and the API's JSON 404 kept apart from pages, and /admin rendered in the browser only.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DatabaseUnavailableError } from '#runtime/db/connection-faults.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { badRequest, notFound } from '#runtime/errors/http-error.ts'
import { notifyContentChanged } from '#runtime/modules/host/content-changes.ts'
import type { ResolvedPage } from '#contract/routes/host/resolved-page.ts'
import { splitLanguage } from '#web/site/languages.ts'
import { type SitePageData, sitePageDataText } from '#web/site/site-page-data.ts'
import { cookieHeader, register, seedRoles } from '../modules/rbac/support/auth-fixtures.ts'
import { secretKeyHeaders } from '../support/test-app.ts'
import { createTestDatabase } from '../support/test-database.ts'
import { button, contentWidget, resolvedPage } from './support/page-fixtures.ts'
import { createWebTestApp } from './support/web-test-app.ts'

const metadata = (ru: string, en: string) => ({
  title: { ru, en },
  description: { ru: `${ru}: описание`, en: `${en}: description` },
  keywords: { ru: 'курсы, обучение', en: 'courses, training' },
  opengraphType: 'website',
})

function fixturePage(url: string): ResolvedPage {
  const { language, path } = splitLanguage(url)
  const layout = { language, path, layoutBefore: [contentWidget({ ru: 'Шапка сайта', en: 'Site header' })] }
  if (path === '/explode') throw new Error('connection to 10.0.0.7 refused: password authentication failed')
  if (path === '/malformed') throw badRequest('The page URL is malformed')
  if (path === '/outage') throw new DatabaseUnavailableError()
  if (path === '/nowhere') throw notFound('No page matches /nowhere, and there is no /404 page')
  if (path === '/broken-frame') {
    // A layout widget without its relation row: the layout rule fails while rendering (the loader,
    // which only walks nodes, does not notice).
    const page = resolvedPage({ ...layout, own: [contentWidget({ ru: 'Не дойдёт', en: 'Never shown' })] })
    const brokenLayout = {
      entity: 'host/layouts',
      record: { id: 'broken' },
      children: { 'host/layouts-to-widgets': [{ link: null, node: contentWidget({ ru: 'x' }) }] },
    }
    const edges = [{ link: { id: 'l', variant: 'default' }, node: brokenLayout }] as unknown as ResolvedPage['page']['children'][string]
    return { ...page, page: { ...page.page, children: { ...page.page.children, 'host/pages-to-layouts': edges } } }
  }
  if (path === '/500') {
    return resolvedPage({
      ...layout,
      own: [contentWidget({ ru: 'Страница ошибки', en: 'Error page' })],
      metadata: metadata('Ошибка', 'Error'),
    })
  }
  if (path === '/') {
    return resolvedPage({
      ...layout,
      own: [
        contentWidget({ ru: 'Бесплатное переобучение', en: 'Free retraining' }, { ru: 'Новая профессия за полгода' }, [
          button({ ru: 'Курсы', en: 'Courses' }, '/#courses'),
        ]),
      ],
      metadata: metadata('Главная', 'Home'),
    })
  }
  return resolvedPage({
    ...layout,
    status: 404,
    own: [contentWidget({ ru: 'Страница не найдена', en: 'Page not found' })],
    metadata: metadata('Нет такой страницы', 'No such page'),
  })
}

let database: DatabaseHandle
let app: FastifyInstance
let resolutions = 0
const contentChanged = () => notifyContentChanged(database)

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  await seedRoles(database.db)
  const resolve = async (_db: unknown, url: string) => {
    resolutions += 1
    return fixturePage(url)
  }
  app = await createWebTestApp(database, resolve)
})

afterAll(async () => {
  await app?.close()
  await database?.close()
})

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })

/** The JSON of the router's dehydration script, as text (it is JavaScript, not JSON). */
// The page data a public page carries for its islands (web/site/site-page-data.ts), as text and parsed.
const pageDataText = (html: string) =>
  /<script type="application\/json" id="site-page-data">((?:(?!<\/script>).)*)<\/script>/s.exec(html)?.[1] ?? ''
const pageData = (html: string) => JSON.parse(pageDataText(html)) as SitePageData

describe('a page', () => {
  it('is a whole document with the content, in the language of the URL', async () => {
    const response = await get('/')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=UTF-8')
    const html = response.body
    expect(html.startsWith('<!DOCTYPE html><html lang="ru">')).toBe(true)
    expect(html).toMatch(/<h1[^>]*>Шапка сайта<\/h1>/)
    expect(html).toMatch(/<h1[^>]*>Бесплатное переобучение<\/h1>/)
    expect(html).toContain('Новая профессия за полгода')
    // An in-page anchor on the page being shown stays on its URL.
    expect(html).toMatch(/<a[^>]*href="\/#courses"[^>]*>Курсы<\/a>/)

    const english = (await get('/en')).body
    expect(english.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true)
    expect(english).toMatch(/<h1[^>]*>Free retraining<\/h1>/)
    expect(english).toMatch(/<a[^>]*href="\/en#courses"[^>]*>Courses<\/a>/)
  })

  it('carries its metadata, canonical and alternate links in the head', async () => {
    const html = (await get('/en')).body
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain('<title>Home</title>')
    expect(head).toContain('<meta name="description" content="Home: description"/>')
    expect(head).toContain('<meta name="keywords" content="courses, training"/>')
    expect(head).toContain('<meta property="og:title" content="Home"/>')
    expect(head).toContain('<meta property="og:type" content="website"/>')
    expect(head).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>')
    expect(head).toContain('<meta name="theme-color" content="#1d4ed8"/>')
    expect(head).toContain('<link rel="canonical" href="https://school.example/en"/>')
    expect(head).toContain('<link rel="alternate" hrefLang="ru" href="https://school.example/"/>')
    expect(head).toContain('<link rel="alternate" hrefLang="x-default" href="https://school.example/"/>')
    expect(head).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32"/>')
    expect(head).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"/)
    // No script is needed to paint the page: nothing is fetched for it before the first paint, after
    // which an inline script imports the entry (which loads the widgets' chunks); the admin's never loads.
    expect(html).not.toContain('modulepreload')
    expect(html).not.toMatch(/<script[^>]* src=/)
    expect(html).not.toContain('admin-screen')
    const loader =
      /<script(?: nonce="[^"]+")?>((?:(?!<\/script>).)*import\("\/assets\/entry-site-[^"]+\.js"\)(?:(?!<\/script>).)*)<\/script>/.exec(
        html,
      )?.[1]
    expect(loader).toContain("getEntriesByName('first-contentful-paint')")
  })

  it('carries the page, the subject and the site settings as JSON for its islands, so hydration needs no call', async () => {
    const html = (await get('/en')).body
    const data = pageData(html)
    expect(data.page?.language).toBe('en')
    expect(data.page?.path).toBe('/')
    expect(data.subject).toBeNull()
    expect(data.site).toEqual({ publicUrl: 'https://school.example' })
    expect(pageDataText(html)).toContain('Free retraining')
    // Not the router's app: no bootstrap, no dehydrated state, no client entry.
    expect(html).not.toContain('$_TSR')
    expect(html).not.toMatch(/import\("\/assets\/entry-client/)
  })

  it('escapes the page data so that no text in it can end its script element', () => {
    const text = sitePageDataText({
      page: null,
      subject: null,
      session: { accessIssuedAt: null, accessExpiresAt: null, resumable: false },
      site: { publicUrl: '</script><script>alert(1)</script>' },
    })
    expect(text).not.toContain('<')
    expect((JSON.parse(text) as SitePageData).site.publicUrl).toBe('</script><script>alert(1)</script>')
  })

  it('may be kept by caches only when anonymous', async () => {
    const anonymous = await get('/')
    expect(anonymous.headers['cache-control']).toBe('no-cache')
    expect(anonymous.headers.vary).toBe('cookie, authorization, accept-encoding')
    const withCookie = await get('/', { cookie: 'rbac.subject.jwt=not-a-token' })
    expect(withCookie.statusCode).toBe(200)
    expect(withCookie.headers['cache-control']).toBe('private, no-store')
    // A token that does not verify is an anonymous visitor, not an error.
    expect(pageData(withCookie.body).subject).toBeNull()
  })

  it("shows the signed-in subject from the request's own session cookie", async () => {
    const account = await register(app)
    const response = await get('/', cookieHeader(account.cookies))
    expect(response.headers['cache-control']).toBe('private, no-store')
    const script = pageDataText(response.body)
    expect(pageData(response.body).subject?.id).toBe(account.subjectId)
    expect(script).toContain(account.email)
    // No secret field of the identity reaches the page.
    expect(script).toContain('"provider":"email_and_password"')
    expect(script).not.toMatch(/[{,]"(password|salt|code)":/)
  })
})

describe('the anonymous HTML cache', () => {
  it('answers anonymous visitors from memory until content changes', async () => {
    await contentChanged()
    const first = await get('/en')
    expect(first.headers['x-html-cache']).toBe('miss')
    const counted = resolutions
    const second = await get('/en')
    expect(second.headers['x-html-cache']).toBe('hit')
    expect(second.body).toBe(first.body)
    expect(second.statusCode).toBe(200)
    expect(second.headers['content-type']).toBe('text/html; charset=UTF-8')
    expect(resolutions).toBe(counted)

    await contentChanged()
    const third = await get('/en')
    expect(third.headers['x-html-cache']).toBe('miss')
    expect(resolutions).toBe(counted + 1)
  })

  it('keeps a page by its path and the parameters the site reads, so unique query strings do not render every time (#30)', async () => {
    await contentChanged()
    expect((await get('/en?utm_source=a')).headers['x-html-cache']).toBe('miss')
    const counted = resolutions
    for (const search of ['?x=1', '?x=2&y=3', '?utm_source=b', '']) {
      const reply = await get(`/en${search}`)
      expect(reply.headers['x-html-cache'], search).toBe('hit')
      expect(reply.body).not.toContain('x=1')
    }
    expect(resolutions).toBe(counted)
    // A parameter the site reads (the reset code) is a page of its own, without the others.
    const withCode = await get('/en?code=123456&x=9')
    expect(withCode.headers['x-html-cache']).toBe('miss')
    expect((await get('/en?x=8&code=123456')).headers['x-html-cache']).toBe('hit')
    expect((await get('/en?code=654321')).headers['x-html-cache']).toBe('miss')
  })

  it('is emptied by a write through the API', async () => {
    await get('/ru')
    expect((await get('/ru')).headers['x-html-cache']).toBe('hit')
    const write = await app.inject({
      method: 'POST',
      url: '/api/host/layouts',
      headers: secretKeyHeaders,
      payload: { data: { title: { ru: 'Новый макет' } } },
    })
    expect(write.statusCode).toBe(201)
    expect((await get('/ru')).headers['x-html-cache']).toBe('miss')
  })

  it('is never read nor filled for a request with a session cookie or a bearer token', async () => {
    await contentChanged()
    await get('/')
    expect((await get('/')).headers['x-html-cache']).toBe('hit')
    const credentials: Record<string, string>[] = [
      { cookie: 'rbac.subject.jwt=x' },
      { cookie: 'rbac.subject.refresh=y' },
      { authorization: 'Bearer z' },
    ]
    for (const headers of credentials) {
      const counted = resolutions
      const response = await get('/', headers)
      expect(response.headers['x-html-cache']).toBeUndefined()
      expect(resolutions).toBe(counted + 1)
    }
    await contentChanged()
    await get('/ru', { authorization: 'Bearer z' })
    expect((await get('/ru')).headers['x-html-cache']).toBe('miss')
  })

  it('keeps 404 pages but not failed ones', async () => {
    await contentChanged()
    await get('/en/courses/unknown')
    expect((await get('/en/courses/unknown')).headers['x-html-cache']).toBe('hit')
    await get('/en/explode')
    const again = await get('/en/explode')
    expect(again.statusCode).toBe(500)
    expect(again.headers['x-html-cache']).toBe('miss')
  })
})

describe('a missing page', () => {
  it('answers 404 with the /404 page content and noindex', async () => {
    const response = await get('/en/courses/unknown')
    expect(response.statusCode).toBe(404)
    expect(response.body).toMatch(/<h1[^>]*>Page not found<\/h1>/)
    expect(response.body).toMatch(/<h1[^>]*>Site header<\/h1>/)
    expect(response.body).toContain('<title>No such page</title>')
    expect(response.body).toContain('<meta name="robots" content="noindex"/>')
    expect(response.body).not.toContain('rel="canonical"')
  })

  it('answers 404 with a built-in screen when the site has no /404 page', async () => {
    const response = await get('/nowhere')
    expect(response.statusCode).toBe(404)
    expect(response.body).toMatch(/<h1[^>]*>Страница не найдена<\/h1>/)
    expect(response.body).toMatch(/<a[^>]*href="\/ru"[^>]*>На главную<\/a>/)
  })
})

describe('a page that fails to load', () => {
  it('answers 500 with the global error screen inside the /500 page, without internals', async () => {
    const response = await get('/en/explode')
    expect(response.statusCode).toBe(500)
    const html = response.body
    expect(html).toMatch(/<h1[^>]*>Error page<\/h1>/)
    expect(html).toMatch(/<h1[^>]*>Site header<\/h1>/)
    expect(html).toMatch(/The page could not be loaded \(request [0-9a-f-]+\)/)
    expect(html).toMatch(/<button[^>]*>Reload<\/button>/)
    expect(html).not.toContain('10.0.0.7')
    expect(html).not.toContain('password authentication')
  })

  it('shows the global error screen when the page itself fails to render, and lets the browser retry it', async () => {
    const response = await get('/broken-frame')
    const html = response.body.slice(0, response.body.indexOf('<script type="application/json" id="site-page-data"'))
    expect(html).toMatch(/<h1[^>]*>Ой! Что-то пошло не так...<\/h1>/)
    expect(html).toMatch(/<button[^>]*>Обновить<\/button>/)
    expect(html).not.toContain('Не дойдёт')
    // React's marker for a boundary the browser renders again.
    expect(html).toContain('<!--$!-->')
  })

  it('answers a database outage with 503 and the error screen in the language of the URL, head included', async () => {
    const expected = [
      {
        url: '/en/outage',
        language: 'en',
        title: 'New Profession — free retraining',
        description: 'Free professional retraining: online courses',
        message: 'The site is unavailable for a moment; try again in a few seconds',
        reload: 'Reload',
      },
      {
        url: '/outage',
        language: 'ru',
        title: 'Новая профессия — бесплатное переобучение',
        description: 'Бесплатная профессиональная переподготовка: онлайн-обучение',
        message: 'Сайт ненадолго недоступен; попробуйте обновить страницу через несколько секунд',
        reload: 'Обновить',
      },
    ]
    for (const { url, language, title, description, message, reload } of expected) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(503)
      expect(response.headers['retry-after']).toBe('2')
      const html = response.body
      expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${language}">`))
      expect(html.match(/<title>[^<]*<\/title>/g)).toEqual([`<title>${title}</title>`])
      expect(html).toContain(`<meta name="description" content="${description}`)
      expect(html).toMatch(new RegExp(`<h1[^>]*>${message}</h1>`))
      expect(html).toMatch(new RegExp(`<button[^>]*>${reload}</button>`))
    }
  })

  it("keeps the resolver's 4xx status and message for a URL it refuses", async () => {
    const response = await get('/malformed')
    expect(response.statusCode).toBe(400)
    expect(response.body).toContain('The page URL is malformed')
    expect(response.body).toMatch(/<button[^>]*>Обновить<\/button>/)
  })
})

describe('next to the pages', () => {
  it('an unknown API path stays a JSON 404', async () => {
    for (const url of ['/api/nothing-here', '/api/host/nothing']) {
      const response = await get(url)
      expect(response.statusCode).toBe(404)
      expect(response.headers['content-type']).toContain('application/json')
      expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } })
    }
  })

  it('assets are immutable for a year, and a missing asset is a 404, not a page', async () => {
    const html = (await get('/')).body
    const script = /import\("(\/assets\/entry-site-[^"]+\.js)"\)/.exec(html)?.[1]
    expect(script).toBeDefined()
    const asset = await get(script!)
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['content-type']).toContain('javascript')
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const missing = await get('/assets/entry-client-missing.js')
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['content-type']).toContain('application/json')
  })

  it('pages and assets are compressed for browsers that accept it, and plain for those that do not', async () => {
    const plain = await get('/')
    expect(plain.headers['content-encoding']).toBeUndefined()
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip;q=1, br;q=0', 'gzip', gunzipSync],
    ] as const) {
      // Twice: the first from a render or the cache, the second the kept compressed form.
      for (const round of [1, 2]) {
        const page = await get('/', { 'accept-encoding': accept })
        expect(page.headers['content-encoding'], `${accept} #${round}`).toBe(encoding)
        expect(decode(page.rawPayload).toString('utf8')).toBe(plain.body)
      }
      const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(plain.body)![1]!
      const asset = await get(stylesheet, { 'accept-encoding': accept })
      expect(asset.headers['content-encoding']).toBe(encoding)
      expect(decode(asset.rawPayload).toString('utf8')).toBe((await get(stylesheet)).body)
    }
    // A signed-in visitor's page is compressed too, never kept.
    const personal = await get('/', { 'accept-encoding': 'br', cookie: 'rbac.subject.jwt=not-a-token' })
    expect(personal.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(personal.rawPayload).toString('utf8')).toContain('<!DOCTYPE html>')
  })

  it('robots.txt and the sitemap are served at the root, not as pages', async () => {
    const robots = await get('/robots.txt')
    expect(robots.statusCode).toBe(200)
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(robots.body).toContain('Sitemap: https://school.example/sitemap.xml')
    const sitemap = await get('/sitemap.xml')
    expect(sitemap.statusCode).toBe(200)
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(sitemap.body).toContain('<urlset')
  })

  it('the favicon is a real icon, not a page', async () => {
    const ico = await get('/favicon.ico')
    expect(ico.statusCode).toBe(200)
    expect(ico.headers['content-type']).toBe('image/x-icon')
    expect(ico.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]))
    const svg = await get('/favicon.svg')
    expect(svg.headers['content-type']).toBe('image/svg+xml')
  })

  it('/admin is a document with a loading state and no site content; its chunk loads in the browser', async () => {
    for (const url of ['/admin', '/admin/ecommerce/products']) {
      const response = await get(url)
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain('<title>Панель управления</title>')
      expect(response.body).toMatch(/<meta name="robots" content="noindex"( nonce="[^"]+")?\/>/)
      expect(response.body).toContain('aria-busy="true"')
      expect(response.body).not.toContain('Шапка сайта')
    }
  })
})
