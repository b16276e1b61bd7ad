/**
 * Private content is not sent to callers who may not read it (SPEC §2: an article with private
 * content shows 'Not authorized' to them): the demo's participant article, on its own page and
 * wherever else it appears, through `GET /api/host/pages/resolve` and in the server-rendered HTML,
 * whose anonymous cache never keeps a page rendered with it. The browser side (the gate's 'Not
 * authorized') is in tests/e2e/accounts.test.ts.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { resolvePage } from '#runtime/modules/host/resolve-page.ts'
import { AUTH, bearer, cookieHeader, register } from '../rbac/support/auth-fixtures.ts'
import { DATABASE_HOOK_TIMEOUT } from '../../seed/database-hook-timeout.ts'
import { secretKeyHeaders } from '../../support/test-app.ts'
import { createTestDatabase } from '../../support/test-database.ts'
import { HTML_CACHE_HEADER } from '#web/server/web-plugin.ts'
import { createWebTestApp } from '../../web/support/web-test-app.ts'
import { loadDemoRecords } from '../host/support/page-test-app.ts'

const ARTICLE_PAGE = '/en/blog/articles/participant-materials'
const CATEGORY_PAGE = '/en/blog/categories/programme-news'
// The article's body, in both languages.
const PRIVATE_TEXTS = ['webinar schedule', 'Расписание вебинаров']
// Another article's body, which everyone may read.
const PUBLIC_TEXT = 'Free training is open to the unemployed'

let database: DatabaseHandle
let app: FastifyInstance

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  await loadDemoRecords(database)
  app = await createWebTestApp(database, resolvePage)
}, DATABASE_HOOK_TIMEOUT)
afterAll(async () => {
  await app?.close()
  await database?.close()
})

function expectNoPrivateText(text: string, what: string): void {
  for (const secret of PRIVATE_TEXTS) expect(text, what).not.toContain(secret)
}

async function resolve(url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url: '/api/host/pages/resolve', query: { url }, headers })
  expect(response.statusCode, response.body).toBe(200)
  return response
}

describe('the page resolver', () => {
  it('leaves the private body out for a visitor, on the article’s page and in its category’s list', async () => {
    const article = await resolve(ARTICLE_PAGE)
    expectNoPrivateText(article.body, 'article page')
    expect(article.body).toContain('Materials for programme participants')
    expect(article.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    expect(article.headers.vary).toContain('cookie')

    const category = await resolve(CATEGORY_PAGE)
    expectNoPrivateText(category.body, 'category page')
    expect(category.body).toContain('Materials for programme participants')
    expect(category.body).toContain(PUBLIC_TEXT)

    // In process, a caller who says nothing of its rights is refused too.
    expectNoPrivateText(JSON.stringify(await resolvePage(database.db, ARTICLE_PAGE)), 'in process')
  })

  it('leaves it out for a token that is expired or forged, as is-authorized refuses it', async () => {
    const forged = await resolve(ARTICLE_PAGE, bearer('e30.e30.forged'))
    expectNoPrivateText(forged.body, 'forged token')
    const allowed = await app.inject({
      method: 'GET',
      url: `${AUTH}/is-authorized`,
      query: { 'action[route]': '/api/rbac/subjects/authentication/me', 'action[method]': 'GET' },
      headers: bearer('e30.e30.forged'),
    })
    expect(allowed.json().data).toBe(false)
  })

  it('sends it to a signed-in subject and to the secret key, privately', async () => {
    const account = await register(app)
    for (const [who, headers] of [
      ['bearer', bearer(account.jwt)],
      ['cookie', cookieHeader(account.cookies)],
      ['secret key', secretKeyHeaders],
    ] as const) {
      const article = await resolve(ARTICLE_PAGE, headers)
      expect(article.body, who).toContain('The webinar schedule')
      expect(article.headers['cache-control'], who).toBe('private, no-store')
      expect((await resolve(CATEGORY_PAGE, headers)).body, who).toContain('The webinar schedule')
    }
    // A page without private content stays shared, whoever asks.
    expect((await resolve('/en/', bearer(account.jwt))).headers['cache-control']).toBe('public, max-age=0, must-revalidate')
  })
})

describe('the server-rendered article page', () => {
  async function render(headers: Record<string, string> = {}) {
    const response = await app.inject({ method: 'GET', url: ARTICLE_PAGE, headers })
    expect(response.statusCode).toBe(200)
    return response
  }

  it('carries no private text for a visitor, and the anonymous cache never keeps the signed-in page', async () => {
    const account = await register(app)
    // Signed-in and secret-key renders come first: neither may fill the anonymous cache.
    const signedIn = await render(cookieHeader(account.cookies))
    expect(signedIn.body).toContain('The webinar schedule')
    expect(signedIn.headers['cache-control']).toBe('private, no-store')
    expect(signedIn.headers[HTML_CACHE_HEADER]).toBeUndefined()
    const withKey = await render(secretKeyHeaders)
    expect(withKey.body).toContain('The webinar schedule')
    expect(withKey.headers['cache-control']).toBe('private, no-store')
    expect(withKey.headers[HTML_CACHE_HEADER]).toBeUndefined()

    const first = await render()
    expect(first.headers[HTML_CACHE_HEADER]).toBe('miss')
    expectNoPrivateText(first.body, 'anonymous render')
    expect(first.body).toContain('Materials for programme participants')
    const again = await render()
    expect(again.headers[HTML_CACHE_HEADER]).toBe('hit')
    expectNoPrivateText(again.body, 'cached render')

    // The cached anonymous page is not served to a subject, who still gets the body.
    expect((await render(cookieHeader(account.cookies))).body).toContain('The webinar schedule')
  })
})
