/**
 * SPEC §7 "Host URL lookup" (`/api/host/urls`, `find-by-url`, `url-segment-value`) and the sitemap
 * and robots.txt built from it, on the demo site.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { secretKeyHeaders } from '../../support/test-app.ts'
import { availableDatabaseKinds, createTestDatabase } from '../../support/test-database.ts'
import { DATABASE_HOOK_TIMEOUT } from '../../seed/database-hook-timeout.ts'
import { createPageTestApp, loadDemoRecords, TEST_PUBLIC_URL } from './support/page-test-app.ts'

describe.each(availableDatabaseKinds)('host URL lookup on %s', (kind) => {
  let database: DatabaseHandle
  let app: FastifyInstance
  let pageIds: Map<string, string>

  beforeAll(async () => {
    database = await createTestDatabase({ kind, migrate: true })
    await loadDemoRecords(database)
    app = await createPageTestApp(database)
    const pages = await database.db.selectFrom('host_pages').select(['id', 'url']).execute()
    pageIds = new Map(pages.map((page) => [page.url, page.id]))
  }, DATABASE_HOOK_TIMEOUT)
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  async function get(url: string, query: Record<string, string> = {}) {
    const response = await app.inject({ method: 'GET', url, query })
    return { status: response.statusCode, body: response.json(), headers: response.headers }
  }

  it('lists every public URL with the page that shows it', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/host/pages',
      headers: secretKeyHeaders,
      payload: { data: { url: '/о программе', title: 'О программе' } },
    })
    expect(created.statusCode).toBe(201)
    pageIds.set('/о программе', created.json().data.id)
    const { status, body, headers } = await get('/api/host/urls')
    expect(status).toBe(200)
    expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    const urls = new Map<string, string>(body.data.map((entry: { id: string; url: string }) => [entry.url, entry.id]))
    expect(urls.get('/')).toBe(pageIds.get('/'))
    expect(urls.get('/rbac/subjects/settings')).toBe(pageIds.get('/rbac/subjects/settings'))
    for (const slug of ['data-analyst', 'web-developer', 'accountant']) {
      expect(urls.get(`/courses/${slug}`)).toBe(pageIds.get('/courses/[ecommerce.products.slug]'))
      expect(urls.get(`/ecommerce/products/${slug}`)).toBe(pageIds.get('/ecommerce/products/[ecommerce.products.slug]'))
    }
    expect(urls.get('/blog/articles/how-to-join-free-retraining')).toBe(pageIds.get('/blog/articles/[blog.articles.slug]'))
    // The exact page of the private article shows its URL, not the article pattern.
    expect(urls.get('/blog/articles/participant-materials')).toBe(pageIds.get('/blog/articles/participant-materials'))
    expect(urls.get('/blog/categories/graduate-stories')).toBe(pageIds.get('/blog/categories/[blog.categories.slug]'))
    expect(urls.get('/ecommerce/categories/it-professions')).toBe(pageIds.get('/ecommerce/categories/[ecommerce.categories.slug]'))
    expect(urls.get('/ecommerce/stores/new-profession-school')).toBe(pageIds.get('/ecommerce/stores/[ecommerce.stores.slug]'))
    expect(urls.get('/social/profiles/career-centre')).toBe(pageIds.get('/social/profiles/[social.profiles.slug]'))
    // Listed as a request sends it.
    expect(urls.get(`/${encodeURIComponent('о программе')}`)).toBe(pageIds.get('/о программе'))

    const listed = [...urls.keys()]
    expect(listed).toEqual([...listed].sort())
    expect(
      listed.filter(
        (url) =>
          url.includes('[') || url === '/404' || url === '/500' || (url.startsWith('/rbac/subjects/') && url !== '/rbac/subjects/settings'),
      ),
    ).toEqual([])
    // Each URL resolves to the page the list names.
    for (const [url, id] of urls) {
      const resolved = await get('/api/host/pages/resolve', { url })
      expect(resolved.body.data.status, url).toBe(200)
      expect(resolved.body.data.page.record.id, url).toBe(id)
    }
  })

  it('finds the page of a URL', async () => {
    const found = await get('/api/host/pages/find-by-url', { url: '/en/courses/accountant' })
    expect(found.status).toBe(200)
    expect(found.body.data).toMatchObject({
      id: pageIds.get('/courses/[ecommerce.products.slug]'),
      url: '/courses/[ecommerce.products.slug]',
      title: 'Курс профессиональной переподготовки',
    })
    const direct = await get(`/api/host/pages/${found.body.data.id}`)
    expect(found.body.data).toEqual(direct.body.data)
    expect((await get('/api/host/pages/find-by-url', { url: '/' })).body.data.id).toBe(pageIds.get('/'))

    const missing = await get('/api/host/pages/find-by-url', { url: '/courses/no-such-course' })
    expect(missing.status).toBe(404)
    expect(missing.body.error.message).toBe('No page shows /courses/no-such-course')
    expect((await get('/api/host/pages/find-by-url')).body.error.message).toBe('url is required')
  })

  it('gives the value of a segment of a URL', async () => {
    const value = await get('/api/host/pages/url-segment-value', {
      url: '/ru/blog/articles/choosing-a-new-profession',
      segment: 'blog.articles.slug',
    })
    expect(value).toMatchObject({ status: 200, body: { data: 'choosing-a-new-profession' } })

    const unknown = await get('/api/host/pages/url-segment-value', { url: '/blog/articles/x', segment: 'blog.posts.slug' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.error.message).toMatch(/^segment blog.posts.slug names no entity field/)
    expect(unknown.body.error.issues).toEqual([expect.objectContaining({ path: 'segment' })])
    const secret = await get('/api/host/pages/url-segment-value', { url: '/blog/articles/x', segment: 'rbac.identities.password' })
    expect(secret.status).toBe(400)

    const absent = await get('/api/host/pages/url-segment-value', { url: '/courses/data-analyst', segment: 'blog.articles.slug' })
    expect(absent.status).toBe(404)
    expect(absent.body.error.message).toBe(
      'The page of /courses/data-analyst (/courses/[ecommerce.products.slug]) has no segment blog.articles.slug',
    )
    expect((await get('/api/host/pages/url-segment-value', { url: '/courses/nothing', segment: 'ecommerce.products.slug' })).status).toBe(
      404,
    )
    const noSegment = await get('/api/host/pages/url-segment-value', { url: '/' })
    expect(noSegment.status).toBe(400)
    expect(noSegment.body.error.message).toBe('segment is required')
  })

  it('serves a sitemap of every URL in every language', async () => {
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8')
    const xml = response.body
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true)
    const { body } = await get('/api/host/urls')
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(locs).toHaveLength(body.data.length * 2)
    expect(locs).toContain(`${TEST_PUBLIC_URL}/courses/data-analyst`)
    expect(locs).toContain(`${TEST_PUBLIC_URL}/en/courses/data-analyst`)
    expect(locs).toContain(`${TEST_PUBLIC_URL}/en`)
    const entry = xml.split('<url>').find((part) => part.includes(`<loc>${TEST_PUBLIC_URL}/en/courses/data-analyst</loc>`))!
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="ru" href="${TEST_PUBLIC_URL}/courses/data-analyst"/>`)
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${TEST_PUBLIC_URL}/en/courses/data-analyst"/>`)
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${TEST_PUBLIC_URL}/courses/data-analyst"/>`)
    expect(xml).not.toContain('/404')
    expect(locs).toContain(`${TEST_PUBLIC_URL}/en/${encodeURIComponent('о программе')}`)
  })

  it('serves robots.txt that keeps crawlers out of the admin and the API', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(response.body).toBe(
      ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`, ''].join('\n'),
    )
  })
})
