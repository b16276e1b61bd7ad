import { describe, expect, it } from 'vitest'
import { createHtmlCache } from '#web/server/html-cache.ts'
import { withSiteSearchOnly } from '#web/site/site-search-parameters.ts'

const page = (body: string, status = 200) => ({ status, headers: { 'content-type': 'text/html; charset=UTF-8' }, body })
const reads = (records: readonly string[], entities: readonly string[] = []) => ({ records: new Set(records), entities: new Set(entities) })

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

  it('drops only the pages that read a record a change names, or list its entity; a page read unknown goes with any change', () => {
    const cache = createHtmlCache()
    cache.set('/a', page('a'), cache.ticket(), reads(['ecommerce/products:1']))
    cache.set('/en/b', page('b'), cache.ticket(), reads(['ecommerce/products:2', 'blog/articles:1']))
    cache.set('/list', page('list'), cache.ticket(), reads(['host/pages:9'], ['ecommerce/products']))
    cache.set('/blog', page('blog'), cache.ticket(), reads(['blog/articles:1'], ['blog/categories']))
    cache.set('/missing', page('not found', 404), cache.ticket())
    const kept = () => ['/a', '/en/b', '/list', '/blog', '/missing'].filter((url) => cache.get(url) !== undefined)

    cache.changed({ records: { 'ecommerce/products': ['1'] } })
    expect(kept()).toEqual(['/en/b', '/blog'])
    // An id of another entity, or another record of an entity a page reads by id, concerns nobody.
    cache.changed({ records: { 'blog/categories-to-articles': ['1'], 'ecommerce/products': ['3'] } })
    expect(kept()).toEqual(['/en/b', '/blog'])
    cache.changed({ records: { 'blog/articles': ['1'] } })
    expect(kept()).toEqual([])

    cache.set('/en/blog', page('blog'), cache.ticket(), reads([]))
    cache.set('/blog', page('blog'), cache.ticket(), reads([]))
    cache.set('/', page('home'), cache.ticket(), reads([]))
    cache.changed({ path: '/blog' })
    expect(cache.get('/blog')).toBeUndefined()
    expect(cache.get('/en/blog')).toBeUndefined()
    expect(cache.get('/')?.body).toBe('home')
    cache.clear()
    expect(cache.size).toBe(0)
  })

  it('stores a render that ran through a change it did not read, not one through a change it did', () => {
    const cache = createHtmlCache()
    const ticket = cache.ticket()
    cache.changed({ records: { 'ecommerce/products': ['1'] } })
    cache.set('/other', page('other'), ticket, reads(['ecommerce/products:2']))
    cache.set('/stale', page('stale'), ticket, reads(['ecommerce/products:1']))
    cache.set('/unknown', page('unknown'), ticket)
    expect(cache.get('/other')?.body).toBe('other')
    expect(cache.get('/stale')).toBeUndefined()
    expect(cache.get('/unknown')).toBeUndefined()
    // A render that ran through more changes than the cache remembers is not stored.
    const old = cache.ticket()
    for (let index = 0; index < 100; index += 1) cache.changed({ records: { 'blog/articles': [String(index)] } })
    cache.set('/long', page('long'), old, reads(['ecommerce/products:2']))
    expect(cache.get('/long')).toBeUndefined()
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
