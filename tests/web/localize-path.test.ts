import { describe, expect, it } from 'vitest'
import { defaultLanguage, languages, splitLanguage, withLanguage } from '#web/site/languages.ts'
import { isExternalHref, localizePath, opensInNewTab } from '#web/site/localize-path.ts'

describe('the language prefix rule (SPEC §2)', () => {
  it('gives a site path the current language prefix', () => {
    expect(localizePath('/blog/articles/intro', 'en')).toBe('/en/blog/articles/intro')
    expect(localizePath('blog', 'ru')).toBe('/ru/blog')
    expect(localizePath('/', 'en')).toBe('/en')
    expect(localizePath('/courses?page=2', 'ru')).toBe('/ru/courses?page=2')
  })

  it('keeps in-page anchors on the language root', () => {
    expect(localizePath('/#courses', 'ru')).toBe('/ru#courses')
    expect(localizePath('#courses', 'ru')).toBe('#courses')
  })

  it('leaves a path with a colon (external) alone', () => {
    expect(localizePath('https://example.com/x', 'en')).toBe('https://example.com/x')
    expect(localizePath('mailto:school@example.com', 'ru')).toBe('mailto:school@example.com')
    expect(isExternalHref('tel:+70000000000')).toBe(true)
  })

  it('leaves a path equal to a language code alone (a language switch)', () => {
    expect(localizePath('en', 'ru')).toBe('/en')
    expect(localizePath('/ru', 'en')).toBe('/ru')
    expect(localizePath('/en/blog', 'ru')).toBe('/en/blog')
  })

  it('makes an empty path /', () => {
    expect(localizePath('', 'en')).toBe('/')
    expect(localizePath('   ', 'ru')).toBe('/')
  })

  it('opens web addresses, not mail or phone links, in a new tab', () => {
    expect(opensInNewTab('https://example.com')).toBe(true)
    expect(opensInNewTab('//cdn.example.com/x')).toBe(true)
    expect(opensInNewTab('mailto:a@example.com')).toBe(false)
    expect(opensInNewTab('/ru/blog')).toBe(false)
  })
})

describe('language of a URL', () => {
  it('comes from the first segment, else is the default language', () => {
    expect(languages).toEqual(['en', 'ru'])
    expect(defaultLanguage).toBe('ru')
    expect(splitLanguage('/en/blog')).toEqual({ language: 'en', prefixed: true, path: '/blog' })
    expect(splitLanguage('/en')).toEqual({ language: 'en', prefixed: true, path: '/' })
    expect(splitLanguage('/blog')).toEqual({ language: 'ru', prefixed: false, path: '/blog' })
    expect(splitLanguage('/')).toEqual({ language: 'ru', prefixed: false, path: '/' })
    expect(splitLanguage('/english')).toEqual({ language: 'ru', prefixed: false, path: '/english' })
  })

  it('is put back by withLanguage', () => {
    expect(withLanguage('/', 'en')).toBe('/en')
    expect(withLanguage('/blog', 'ru')).toBe('/ru/blog')
  })
})

describe('canonical addresses', () => {
  it('are unprefixed in the default language, as in the sitemap', async () => {
    const { canonicalPath } = await import('#web/site/languages.ts')
    const { localizedPath } = await import('#runtime/i18n/localized-path.ts')
    for (const path of ['/', '/blog/articles/intro']) {
      for (const language of languages) expect(canonicalPath(path, language)).toBe(localizedPath(path, language))
    }
  })
})
