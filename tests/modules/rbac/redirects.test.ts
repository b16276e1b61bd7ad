/**
 * Redirects after sign-in and logout go only to paths of this site (issue #30, finding 3): every
 * value is parsed as the browser parses it, so tabs, newlines, backslashes, percent-encodings and
 * scheme tricks cannot leave the origin.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sameOriginPath } from '#contract/routes/rbac/same-origin-path.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { loginRedirect } from '#web/modules/rbac/sign-in-flow.ts'
import { createTestDatabase } from '../../support/test-database.ts'
import { createAuthTestApp } from './support/auth-test-app.ts'
import { AUTH, call, expectError } from './support/auth-fixtures.ts'

const ORIGIN = 'https://shop.example'

// Each resolves to another origin (or to none) in a browser.
const LEAVING = [
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '\t//evil.example',
  'http:evil.example',
  'https://evil.example/',
  'http://shop.example/',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '/\\/evil.example',
]

describe('sameOriginPath', () => {
  it.each(LEAVING)('refuses %j', (value) => {
    expect(sameOriginPath(value, ORIGIN)).toBeUndefined()
    expect(loginRedirect(`?redirect=${encodeURIComponent(value)}`, ORIGIN)).toBe('/')
  })

  it('keeps percent-encoded tricks as paths of this site, never as another host', () => {
    // The finding's value: Chromium stripped the tab of `/%09/…` after a pattern check let it pass.
    // `https:evil.example` on an https site is relative in every browser: `https://shop.example/evil.example`.
    for (const value of [
      'https:evil.example',
      '/%09/evil.example/?a=:',
      '/%2F%2Fevil.example',
      '/%5Cevil.example',
      '/%5C%5Cevil.example',
    ]) {
      const path = sameOriginPath(value, ORIGIN)!
      expect(path.startsWith('/')).toBe(true)
      expect(path.startsWith('//')).toBe(false)
      expect(new URL(path, ORIGIN).origin).toBe(ORIGIN)
    }
    // `?redirect=/%09/…` as typed in the address bar arrives decoded: a tab, which must not pass.
    expect(loginRedirect('?redirect=/%09/evil.example/?a=:', ORIGIN)).toBe('/')
  })

  it('never answers a path the browser would read as another host', () => {
    expect(sameOriginPath('https://shop.example//evil.example/x', ORIGIN)).toBe('/evil.example/x')
    expect(sameOriginPath('/\t\t/x', ORIGIN)).toBeUndefined()
  })

  it('keeps paths of this site with their query and fragment', () => {
    expect(sameOriginPath('/en/shop?item=2#top', ORIGIN)).toBe('/en/shop?item=2#top')
    expect(sameOriginPath('https://shop.example/en', ORIGIN)).toBe('/en')
    expect(loginRedirect('?redirect=%2Fen%2Fblog%3Fpage%3D2', ORIGIN)).toBe('/en/blog?page=2')
    expect(loginRedirect('', ORIGIN)).toBe('/')
  })
})

describe('logout redirectTo', () => {
  let database: DatabaseHandle
  let app: FastifyInstance

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: true })
    ;({ app } = await createAuthTestApp(database))
  })

  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  it.each([...LEAVING, '/%09/evil.example/?a=:'.replace('%09', '\t')])('refuses %j with a 400 naming the field', async (redirectTo) => {
    const reply = await call(app, 'POST', `${AUTH}/logout`, { body: { redirectTo } })
    expectError(reply, 400, 'VALIDATION_FAILED')
    expect(reply.body.error.issues[0].path).toBe('redirectTo')
  })

  it('answers a path of this site', async () => {
    const reply = await call(app, 'POST', `${AUTH}/logout`, { body: { redirectTo: '/en/blog?page=2' } })
    expect(reply.status).toBe(200)
    expect(reply.body.data.redirectTo).toBe('/en/blog?page=2')
  })
})
