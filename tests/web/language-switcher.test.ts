/**
 * The language switcher: plain links to the page being shown in each language (the same path and
 * search, the default language unprefixed), the current one marked with aria-current, each named
 * in its own language; and it is in the demo's navbar and footer, in both languages.
 */
import { createElement } from 'react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, IN_MEMORY_DATA_DIR } from '#runtime/db/create-database.ts'
import { resolvePage } from '#runtime/modules/host/resolve-page.ts'
import { loadDemoSite } from '#runtime/seed/load-demo-site.ts'
import { LanguageSwitcher, pathInLanguage } from '#web/site/language-switcher.tsx'
import { PageView } from '#web/site/page-view.tsx'
import { loadPageWidgets } from '#web/site/page-widgets.ts'
import { demoFilesDirectory, demoSeed } from '../../seed/demo/index.ts'
import { DATABASE_HOOK_TIMEOUT } from '../seed/database-hook-timeout.ts'
import { createTestDatabase } from '../support/test-database.ts'
import { renderOnSite } from './support/render-on-site.tsx'

const linksOf = (html: string) =>
  [...html.matchAll(/<a href="([^"]*)" hrefLang="(\w+)" lang="\w+" title="([^"]+)"( aria-current="true")?/g)].map((match) => ({
    href: match[1],
    language: match[2],
    name: match[3],
    current: match[4] !== undefined,
  }))

describe('the language switcher', () => {
  it('keeps the path, drops or adds the prefix, and keeps the search string', () => {
    expect(pathInLanguage('/ecommerce/products/web-developer', '', 'en')).toBe('/en/ecommerce/products/web-developer')
    expect(pathInLanguage('/en/ecommerce/products/web-developer', '', 'ru')).toBe('/ecommerce/products/web-developer')
    expect(pathInLanguage('/en', '', 'ru')).toBe('/')
    expect(pathInLanguage('/', '', 'en')).toBe('/en')
    expect(pathInLanguage('/ru/blog', '', 'ru')).toBe('/blog')
    expect(pathInLanguage('/ecommerce/checkout', '?invoice=1&payment=paid', 'en')).toBe('/en/ecommerce/checkout?invoice=1&payment=paid')
  })

  it('links each language, the current one marked, each named in itself', async () => {
    expect(linksOf(await renderOnSite(createElement(LanguageSwitcher), '/ecommerce/products/web-developer'))).toEqual([
      { href: '/ecommerce/products/web-developer', language: 'ru', name: 'Русский', current: true },
      { href: '/en/ecommerce/products/web-developer', language: 'en', name: 'English', current: false },
    ])
    const english = await renderOnSite(createElement(LanguageSwitcher), '/en/ecommerce/products/web-developer')
    expect(linksOf(english)).toEqual([
      { href: '/ecommerce/products/web-developer', language: 'ru', name: 'Русский', current: false },
      { href: '/en/ecommerce/products/web-developer', language: 'en', name: 'English', current: true },
    ])
    expect(english).toContain('<nav aria-label="Language"')
  })
})

describe('the demo navbar and footer', () => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: true })
    await loadDemoSite(database.db, { records: demoSeed, filesDirectory: demoFilesDirectory, dataDir: IN_MEMORY_DATA_DIR })
  }, DATABASE_HOOK_TIMEOUT)
  afterAll(() => database?.close())

  it('each carry the switcher, in the page language', async () => {
    for (const [url, label, current] of [
      ['/ecommerce/checkout', 'Язык', 'ru'],
      ['/en/ecommerce/checkout', 'Language', 'en'],
    ] as const) {
      const page = await resolvePage(database.db, url)
      await loadPageWidgets(page)
      const html = await renderOnSite(createElement(PageView, { page }), url)
      const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'))
      const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'))
      for (const part of [header, footer]) {
        expect(part, url).toContain(`<nav aria-label="${label}"`)
        expect(
          linksOf(part).map((link) => [link.href, link.current]),
          url,
        ).toEqual([
          ['/ecommerce/checkout', current === 'ru'],
          ['/en/ecommerce/checkout', current === 'en'],
        ])
      }
    }
  })
})
