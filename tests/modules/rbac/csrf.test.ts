/**
 * Cross-site request forgery (DESIGN "Authentication"): unsafe requests carrying session cookies
 * must come from this site, by `Sec-Fetch-Site` or `Origin`; header-authenticated and non-browser
 * requests are unaffected, and reads are never refused for it.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isCrossSite } from '#runtime/modules/rbac/csrf-guard.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { createTestDatabase } from '../../support/test-database.ts'
import { createAuthTestApp } from './support/auth-test-app.ts'
import { type Account, AUTH, bearer, call, cookieHeader, expectError, register, seedRoles } from './support/auth-fixtures.ts'

let database: DatabaseHandle
let app: FastifyInstance
let account: Account

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  await seedRoles(database.db)
  app = (await createAuthTestApp(database, { PUBLIC_URL: 'https://shop.example' })).app
  account = await register(app)
})

afterAll(async () => {
  await app?.close()
  await database?.close()
})

const changePassword = (headers: Record<string, string>) =>
  call(app, 'PATCH', `/api/rbac/subjects/${account.subjectId}/change-password`, {
    headers,
    body: { data: { password: 'x', newPassword: 'y' } },
  })

describe('cookie-authenticated writes', () => {
  it('are refused cross-site, by Sec-Fetch-Site or by Origin, before any other check', async () => {
    const crossSite: ReadonlyArray<Record<string, string>> = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'https://sub.localhost' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      // PUBLIC_URL's host under plain http: another origin, which a network attacker can serve (#30).
      { origin: 'http://shop.example', host: 'shop.example' },
      { origin: 'http://shop.example' },
      { referer: 'http://shop.example/rbac/subjects/settings', host: 'shop.example' },
    ]
    for (const headers of crossSite) {
      const reply = await changePassword({ ...cookieHeader(account.cookies), ...headers })
      expectError(reply, 403, 'FORBIDDEN')
      expect(reply.body.error.message).toMatch(/Cross-site/)
    }
    const logout = await call(app, 'POST', `${AUTH}/logout`, {
      headers: { ...cookieHeader(account.cookies), origin: 'https://evil.example' },
    })
    expectError(logout, 403, 'FORBIDDEN')
    expect((await call(app, 'GET', `${AUTH}/me`, { headers: bearer(account.jwt) })).status).toBe(200)
  })

  it('pass from this site (same Host, PUBLIC_URL, or a request that is not from a browser)', async () => {
    const sameSite: ReadonlyArray<Record<string, string>> = [
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      { origin: 'http://localhost' },
      { origin: 'https://shop.example' },
      {},
    ]
    for (const headers of sameSite) {
      // 400: past the CSRF and access checks, stopped by validation of the deliberately short passwords.
      expectError(await changePassword({ ...cookieHeader(account.cookies), ...headers }), 400, 'VALIDATION_FAILED')
    }
  })

  it('do not concern Bearer requests or reads', async () => {
    expectError(await changePassword({ ...bearer(account.jwt), origin: 'https://evil.example' }), 400, 'VALIDATION_FAILED')
    const read = await call(app, 'GET', `${AUTH}/me`, { headers: { ...cookieHeader(account.cookies), 'sec-fetch-site': 'cross-site' } })
    expect(read.status).toBe(200)
  })
})

describe('sign-in from another site (login CSRF)', () => {
  const signInFrom = (headers: Record<string, string>) =>
    call(app, 'POST', `${AUTH}/email-and-password/authentication`, { headers, body: { login: account.email, password: account.password } })

  it('is refused without any cookie, by Sec-Fetch-Site, Origin or Referer', async () => {
    const foreign: ReadonlyArray<Record<string, string>> = [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/login-trap' },
    ]
    for (const headers of foreign) {
      const reply = await signInFrom(headers)
      expectError(reply, 403, 'FORBIDDEN')
      expect(reply.body.error.message).toMatch(/another site/)
      expect(reply.cookies).toEqual([])
    }
    const register = await call(app, 'POST', `${AUTH}/email-and-password/registration`, {
      headers: { origin: 'https://evil.example' },
      body: { login: `trap-${Date.now()}@example.com`, password: 'attacker password' },
    })
    expectError(register, 403, 'FORBIDDEN')
  })

  it('passes from this site and from clients that are not browsers', async () => {
    const fromHere: ReadonlyArray<Record<string, string>> = [
      { 'sec-fetch-site': 'same-origin' },
      { origin: 'https://shop.example' },
      { referer: 'https://shop.example/rbac/subject/authentication/select-method' },
      {},
    ]
    for (const headers of fromHere) {
      expect((await signInFrom(headers)).status).toBe(200)
    }
  })
})

describe('cookie-authenticated writes with only a Referer', () => {
  it('are refused when the Referer is another site, and pass from this one', async () => {
    const foreign = await changePassword({ ...cookieHeader(account.cookies), referer: 'https://evil.example/page' })
    expectError(foreign, 403, 'FORBIDDEN')
    expectError(
      await changePassword({ ...cookieHeader(account.cookies), referer: 'https://shop.example/rbac/subjects/settings' }),
      400,
      'VALIDATION_FAILED',
    )
  })
})

describe('isCrossSite', () => {
  const request = (headers: { origin?: string; secFetchSite?: string; host?: string; protocol?: 'http' | 'https' }) => ({
    method: 'POST',
    host: headers.host ?? 'shop.example',
    protocol: headers.protocol ?? 'https',
    origin: headers.origin,
    secFetchSite: headers.secFetchSite,
  })

  it('trusts Sec-Fetch-Site over Origin, and compares origins with default ports normalised', () => {
    expect(isCrossSite(request({ secFetchSite: 'cross-site', origin: 'https://shop.example' }), [])).toBe(true)
    expect(isCrossSite(request({ secFetchSite: 'same-origin', origin: 'https://evil.example' }), [])).toBe(false)
    expect(isCrossSite(request({ origin: 'https://shop.example:443', host: 'shop.example' }), [])).toBe(false)
    expect(isCrossSite(request({ origin: 'https://shop.example', host: 'internal:8080' }), ['https://shop.example'])).toBe(false)
    expect(isCrossSite(request({ origin: 'https://shop.example.evil', host: 'shop.example' }), [])).toBe(true)
    expect(isCrossSite(request({ origin: 'not a url' }), [])).toBe(true)
  })

  it('compares the scheme too: the Origin must name the scheme the request arrived with, or a trusted origin whole', () => {
    expect(isCrossSite(request({ origin: 'http://shop.example' }), [])).toBe(true)
    expect(isCrossSite(request({ origin: 'https://shop.example', protocol: 'http' }), [])).toBe(true)
    expect(isCrossSite(request({ origin: 'http://shop.example', protocol: 'http' }), [])).toBe(false)
    // Behind a proxy that ends TLS the request arrives as http; PUBLIC_URL still decides for its host.
    expect(isCrossSite(request({ origin: 'http://shop.example', protocol: 'http' }), ['https://shop.example'])).toBe(true)
    expect(isCrossSite(request({ origin: 'https://shop.example', protocol: 'http' }), ['https://shop.example'])).toBe(false)
  })

  it('reads the Referer only when Origin is missing', () => {
    expect(isCrossSite({ ...request({}), referer: 'https://evil.example/x' }, [])).toBe(true)
    expect(isCrossSite({ ...request({}), referer: 'https://shop.example/x' }, [])).toBe(false)
    expect(isCrossSite({ ...request({ origin: 'https://shop.example' }), referer: 'https://evil.example/x' }, [])).toBe(false)
  })
})
