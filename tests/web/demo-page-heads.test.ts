/**
 * Every page of the demo, in both languages, as the server sends it: the head's reader-facing texts
 * (title, description, keywords, Open Graph and Twitter texts) are in the page's language. An English
 * page has no Cyrillic in them; a Russian page has Russian ones.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, IN_MEMORY_DATA_DIR } from '#runtime/db/create-database.ts'
import { listHostUrls } from '#runtime/modules/host/host-urls.ts'
import { resolvePage } from '#runtime/modules/host/resolve-page.ts'
import { loadDemoSite } from '#runtime/seed/load-demo-site.ts'
import { demoFilesDirectory, demoSeed } from '../../seed/demo/index.ts'
import { DATABASE_HOOK_TIMEOUT } from '../seed/database-hook-timeout.ts'
import { createTestDatabase } from '../support/test-database.ts'
import { createWebTestApp } from './support/web-test-app.ts'

const CYRILLIC = /[\u0400-\u04FF]/
// The head tags a reader sees as text; og:locale names the language too.
const TEXT_TAGS = ['description', 'keywords', 'og:title', 'og:description', 'og:site_name', 'twitter:title', 'twitter:description'] as const

let database: DatabaseHandle
let app: FastifyInstance
let urls: string[]

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  await loadDemoSite(database.db, { records: demoSeed, filesDirectory: demoFilesDirectory, dataDir: IN_MEMORY_DATA_DIR })
  app = await createWebTestApp(database, resolvePage)
  // Every address of the demo, and a missing one for the /404 page.
  urls = [...(await listHostUrls(database.db)).map((entry) => entry.url), '/no-such-page']
}, DATABASE_HOOK_TIMEOUT)
afterAll(async () => {
  await app?.close()
  await database?.close()
})

interface Head {
  readonly title: string | undefined
  readonly tags: Readonly<Record<string, string>>
}

function headOf(html: string): Head {
  const head = html.slice(0, html.indexOf('</head>'))
  const tags: Record<string, string> = {}
  for (const match of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"\/>/g)) tags[match[1]!] = match[2]!
  return { title: /<title>([^<]*)<\/title>/.exec(head)?.[1], tags }
}

async function headAt(url: string): Promise<Head> {
  const response = await app.inject({ method: 'GET', url })
  expect(response.statusCode, url).toBeLessThan(500)
  return headOf(response.body)
}

describe('the demo pages’ heads', () => {
  it('walks more than the landing page', () => {
    expect(urls.length).toBeGreaterThan(15)
    expect(urls).toEqual(expect.arrayContaining(['/', '/ecommerce/checkout', '/rbac/subjects/settings']))
  })

  it('are English on every /en page, with no Cyrillic in any text', async () => {
    for (const url of urls) {
      const address = url === '/' ? '/en' : `/en${url}`
      const { title, tags } = await headAt(address)
      expect(title, address).toBeDefined()
      expect(title, address).not.toMatch(CYRILLIC)
      for (const tag of TEXT_TAGS) if (tags[tag] !== undefined) expect(tags[tag], `${address} ${tag}`).not.toMatch(CYRILLIC)
      expect(tags.description, address).toBeDefined()
      expect(tags['og:locale'], address).toBe('en_US')
    }
  })

  it('are Russian on every unprefixed page', async () => {
    for (const url of urls) {
      const { title, tags } = await headAt(url)
      expect(title, url).toMatch(CYRILLIC)
      expect(tags.description, url).toMatch(CYRILLIC)
      for (const tag of ['og:title', 'twitter:title'] as const) expect(tags[tag], `${url} ${tag}`).toMatch(CYRILLIC)
      expect(tags['og:locale'], url).toBe('ru_RU')
    }
  })

  it('name the page itself: the English checkout is Checkout, not the site default', async () => {
    expect((await headAt('/en/ecommerce/checkout')).title).toBe('Checkout — New Profession')
    expect((await headAt('/ecommerce/checkout')).title).toBe('Оформление заказа — Новая профессия')
    expect((await headAt('/en/rbac/subjects/settings')).tags['og:title']).toBe('Settings')
  })
})
