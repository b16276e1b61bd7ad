/**
 * E-mail and password accounts (SPEC §7, DESIGN "Authentication"): registration grants the
 * registration roles, sign-in, `me`, validation, the cookies' flags and both ways to present the
 * access token.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { createTestDatabase } from '../../support/test-database.ts'
import { createAuthTestApp } from './support/auth-test-app.ts'
import { AUTH, bearer, call, cookieHeader, expectError, register, type SeededRoles, seedRoles } from './support/auth-fixtures.ts'

let database: DatabaseHandle
let app: FastifyInstance
let productionApp: FastifyInstance
let roles: SeededRoles
let readerRoleId: string

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  roles = await seedRoles(database.db)
  readerRoleId = (await database.db.insertInto('rbac_roles').values({ title: 'reader', available_on_registration: true }).returning('id').executeTakeFirstOrThrow()).id
  app = (await createAuthTestApp(database)).app
  productionApp = (await createAuthTestApp(database, { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' })).app
})

afterAll(async () => {
  await app?.close()
  await productionApp?.close()
  await database?.close()
})

describe('registration', () => {
  it('creates a subject with an e-mail identity and every registration role, and signs it in', async () => {
    const reply = await call(app, 'POST', `${AUTH}/email-and-password/registration`, { body: { login: '  New.Person@Example.com ', password: 'long enough' } })
    expect(reply.status).toBe(201)
    expect(Object.keys(reply.body.data).sort()).toEqual(['jwt', 'refresh'])
    expect(reply.headers['cache-control']).toBe('private, no-store')
    const me = await call(app, 'GET', `${AUTH}/me`, { headers: bearer(reply.body.data.jwt) })
    expect(me.status).toBe(200)
    expect(me.body.data.roles.map((role: { id: string }) => role.id).sort()).toEqual([roles.userRoleId, readerRoleId].sort())
    expect(me.body.data.identities).toEqual([
      expect.objectContaining({ account: 'new.person@example.com', email: 'new.person@example.com', provider: 'email_and_password' }),
    ])
    expect(JSON.stringify(me.body)).not.toMatch(/"(password|salt|code)"|\$argon2/)
  })

  it('accepts the { data } envelope too', async () => {
    const reply = await call(app, 'POST', `${AUTH}/email-and-password/registration`, { body: { data: { login: 'enveloped@example.com', password: 'long enough' } } })
    expect(reply.status).toBe(201)
  })

  it('refuses a taken e-mail with 409 on login, whatever its case', async () => {
    await register(app, 'taken@example.com')
    const reply = await call(app, 'POST', `${AUTH}/email-and-password/registration`, { body: { login: 'TAKEN@example.com', password: 'another one' } })
    expectError(reply, 409, 'CONFLICT')
    expect(reply.body.error.issues).toEqual([{ path: 'login', message: expect.any(String) }])
  })

  it('validates the e-mail pattern and the 8-character minimum', async () => {
    const reply = await call(app, 'POST', `${AUTH}/email-and-password/registration`, { body: { login: 'not-an-email', password: 'short' } })
    expectError(reply, 400, 'VALIDATION_FAILED')
    expect(reply.body.error.issues.map((issue: { path: string }) => issue.path).sort()).toEqual(['login', 'password'])
    const missing = await call(app, 'POST', `${AUTH}/email-and-password/registration`)
    expectError(missing, 400, 'VALIDATION_FAILED')
  })
})

describe('authentication', () => {
  it('signs in with the right password and refuses a wrong one or an unknown e-mail alike', async () => {
    const account = await register(app)
    const ok = await call(app, 'POST', `${AUTH}/email-and-password/authentication`, { body: { login: account.email.toUpperCase(), password: account.password } })
    expect(ok.status).toBe(200)
    expect(ok.body.data.jwt).not.toBe(account.jwt)
    const wrong = await call(app, 'POST', `${AUTH}/email-and-password/authentication`, { body: { login: account.email, password: 'not the password' } })
    const unknown = await call(app, 'POST', `${AUTH}/email-and-password/authentication`, { body: { login: 'nobody@example.com', password: 'not the password' } })
    expectError(wrong, 401, 'UNAUTHORIZED')
    expect(unknown.body).toEqual(wrong.body)
  })
})

describe('tokens and cookies', () => {
  it('sets httpOnly SameSite=Lax cookies with the tokens’ lifetimes, the refresh one only on the auth path', async () => {
    const account = await register(app)
    const [jwtCookie, refreshCookie] = ['rbac.subject.jwt=', 'rbac.subject.refresh='].map((name) => account.cookies.find((cookie) => cookie.startsWith(name)))
    expect(jwtCookie).toBe(`rbac.subject.jwt=${account.jwt}; Max-Age=900; Path=/; HttpOnly; SameSite=Lax`)
    expect(refreshCookie).toBe(`rbac.subject.refresh=${account.refresh}; Max-Age=2592000; Path=/api/rbac/subjects/authentication; HttpOnly; SameSite=Lax`)
    // No secret: it only tells a page render that a session can be resumed.
    expect(account.cookies).toContain('rbac.subject.session=1; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax')
  })

  it('gives the access token the lifetime ACCESS_TOKEN_TTL_SECONDS names, cookie included', async () => {
    const { app: shortLived } = await createAuthTestApp(database, { ACCESS_TOKEN_TTL_SECONDS: '30' })
    try {
      const reply = await call(shortLived, 'POST', `${AUTH}/email-and-password/registration`, { body: { login: `short-${Date.now()}@example.com`, password: 'long enough' } })
      const claims = JSON.parse(Buffer.from(reply.body.data.jwt.split('.')[1], 'base64url').toString()) as { iat: number; exp: number }
      expect(claims.exp - claims.iat).toBe(30)
      expect(reply.cookies.find((cookie) => cookie.startsWith('rbac.subject.jwt='))).toContain('; Max-Age=30;')
    } finally {
      await shortLived.close()
    }
  })

  it('marks the cookies Secure in production', async () => {
    const reply = await call(productionApp, 'POST', `${AUTH}/email-and-password/registration`, { body: { login: 'secure@example.com', password: 'long enough' } })
    expect(reply.status).toBe(201)
    // Access, refresh, the session hint and the known-device cookie (#30 finding 9).
    expect(reply.cookies).toHaveLength(4)
    expect(reply.cookies.some((cookie: string) => cookie.startsWith('rbac.subject.device='))).toBe(true)
    for (const cookie of reply.cookies) expect(cookie).toMatch(/; HttpOnly; Secure; SameSite=Lax$/)
  })

  it('accepts the access token as a Bearer header or as the cookie, the header winning', async () => {
    const account = await register(app)
    const other = await register(app)
    expect((await call(app, 'GET', `${AUTH}/me`, { headers: bearer(account.jwt) })).body.data.id).toBe(account.subjectId)
    expect((await call(app, 'GET', `${AUTH}/me`, { headers: cookieHeader(account.cookies) })).body.data.id).toBe(account.subjectId)
    const both = await call(app, 'GET', `${AUTH}/me`, { headers: { ...cookieHeader(account.cookies), ...bearer(other.jwt) } })
    expect(both.body.data.id).toBe(other.subjectId)
  })

  it('carries typ access, sub and sid in a 15-minute token', async () => {
    const account = await register(app)
    const claims = JSON.parse(Buffer.from(account.jwt.split('.')[1]!, 'base64url').toString())
    expect(claims).toMatchObject({ typ: 'access', sub: account.subjectId, sid: expect.stringMatching(/^[0-9a-f-]{36}$/) })
    expect(claims.exp - claims.iat).toBe(900)
  })

  it('treats a missing, forged or garbled token as anonymous: 401 on private routes, nothing on public ones', async () => {
    const account = await register(app)
    const [header, payload] = account.jwt.split('.')
    const forged = `${header}.${payload}.${'A'.repeat(43)}`
    for (const headers of [{}, bearer(forged), bearer('garbage'), { authorization: `Basic ${account.jwt}` }]) {
      expectError(await call(app, 'GET', `${AUTH}/me`, { headers }), 401, 'UNAUTHORIZED')
      expect((await call(app, 'GET', '/api/host/pages', { headers })).status).toBe(200)
    }
  })

  it('refuses a token signed with another algorithm or none', async () => {
    const account = await register(app)
    const payload = account.jwt.split('.')[1]
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`
    expectError(await call(app, 'GET', `${AUTH}/me`, { headers: bearer(none) }), 401, 'UNAUTHORIZED')
  })
})
