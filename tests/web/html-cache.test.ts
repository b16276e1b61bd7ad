import { describe, expect, it } from 'vitest'
import { createHtmlCache } from '#web/server/html-cache.ts'
import { withSiteSearchOnly } from '#web/site/site-search-parameters.ts'

const page = (body: string, status = 200) => ({ status, headers: { 'content-type': 'text/html; charset=UTF-8' }, body })

describe('the anonymous HTML cache', () => {
  it('keeps pages and 404 pages by URL, not failures', () => {
    const cache = createHtmlCache()
    cache.set('/', page('home'), cache.ticket())
    cache.set('/missing', page('not found', 404), cache.ticket())
    cache.set('/broken', page('error', 500), cache.ticket())
    cache.set('/bad', page('bad', 400), cache.ticket())
    expect(cache.get('/')?.body).toBe('home')
    expect(cache.get('/missing')?.status).toBe(404)
    expect(cache.get('/broken')).toBeUndefined()
    expect(cache.get('/bad')).toBeUndefined()
  })

  it('empties on a content change, and never stores a render that started before one', () => {
    const cache = createHtmlCache()
    cache.set('/', page('old'), cache.ticket())
    const ticket = cache.ticket()
    cache.clear()
    expect(cache.get('/')).toBeUndefined()
    cache.set('/', page('rendered from old content'), ticket)
    expect(cache.get('/')).toBeUndefined()
    cache.set('/', page('new'), cache.ticket())
    expect(cache.get('/')?.body).toBe('new')
  })

  it('drops the oldest page beyond its size', () => {
    const cache = createHtmlCache({ maxEntries: 2 })
    for (const url of ['/a', '/b', '/c']) cache.set(url, page(url), cache.ticket())
    expect(cache.size).toBe(2)
    expect(cache.get('/a')).toBeUndefined()
    expect(cache.get('/c')?.body).toBe('/c')
  })

  it('renders a page again once it is older than its bounded age, whatever it was told', () => {
    let now = 1_000
    const cache = createHtmlCache({ maxAgeMs: 300_000, now: () => now })
    cache.set('/', page('before a change made by hand in SQL'), cache.ticket())
    now += 299_999
    expect(cache.get('/')?.body).toBe('before a change made by hand in SQL')
    now += 1
    expect(cache.get('/')).toBeUndefined()
    expect(cache.size).toBe(0)
    cache.set('/', page('rendered again'), cache.ticket())
    now += 299_999
    expect(cache.get('/')?.body).toBe('rendered again')
  })
})

describe('withSiteSearchOnly', () => {
  it.each([
    ['/', '/'],
    ['/?x=1', '/'],
    ['/en/blog?utm_source=mail&utm_medium=x', '/en/blog'],
    [
      '/rbac/subject/authentication/email-and-password/reset-password?x=1&code=42',
      '/rbac/subject/authentication/email-and-password/reset-password?code=42',
    ],
    ['/ecommerce/checkout?invoice=a&payment=success&_=1', '/ecommerce/checkout?invoice=a&payment=success'],
    ['/login?redirect=%2Fen%2Fcart', '/login?redirect=%2Fen%2Fcart'],
    ['/?', '/'],
  ])('%s → %s', (url, expected) => {
    expect(withSiteSearchOnly(url)).toBe(expected)
  })
})
