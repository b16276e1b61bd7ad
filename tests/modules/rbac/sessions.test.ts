/**
 * Sessions (DESIGN "Authentication"): refresh rotates the token, a spent token revokes the whole
 * session, logout revokes it, an expired access token is anonymous, init resumes from the cookie.
 */
import type { FastifyInstance } from 'fastify'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { createTestDatabase } from '../../support/test-database.ts'
import { createAuthTestApp, TEST_JWT_SECRET } from './support/auth-test-app.ts'
import { AUTH, bearer, call, cookieHeader, expectError, register, seedRoles, signIn } from './support/auth-fixtures.ts'

let database: DatabaseHandle
let app: FastifyInstance

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  await seedRoles(database.db)
  app = (await createAuthTestApp(database)).app
})

afterAll(async () => {
  await app?.close()
  await database?.close()
})

const refreshWith = (refresh: string) => call(app, 'POST', `${AUTH}/refresh`, { body: { data: { refresh } } })
const me = (jwt: string) => call(app, 'GET', `${AUTH}/me`, { headers: bearer(jwt) })

describe('refresh', () => {
  it('rotates the refresh token on every use and keeps the session', async () => {
    const account = await register(app)
    const first = await refreshWith(account.refresh)
    expect(first.status).toBe(200)
    expect(first.body.data.refresh).not.toBe(account.refresh)
    const second = await refreshWith(first.body.data.refresh)
    expect(second.status).toBe(200)
    expect((await me(second.body.data.jwt)).status).toBe(200)
    // Same session: the first access token still works.
    expect((await me(account.jwt)).status).toBe(200)
    const stored = await database.db
      .selectFrom('rbac_sessions')
      .select(['refresh_token_hash', 'previous_refresh_token_hash'])
      .where('subject_id', '=', account.subjectId)
      .execute()
    expect(stored).toHaveLength(1)
    expect(JSON.stringify(stored)).not.toContain(second.body.data.refresh)
  })

  it('reads the refresh token from its cookie too, and sets new cookies', async () => {
    const account = await register(app)
    const reply = await call(app, 'POST', `${AUTH}/refresh`, { headers: { ...cookieHeader(account.cookies), origin: 'http://localhost' } })
    expect(reply.status).toBe(200)
    expect(reply.cookies.map((cookie) => cookie.split('=')[0]).sort()).toEqual([
      'rbac.subject.jwt',
      'rbac.subject.refresh',
      'rbac.subject.session',
    ])
  })

  it('revokes the whole session when a spent refresh token comes back', async () => {
    const account = await register(app)
    const rotated = await refreshWith(account.refresh)
    expect(rotated.status).toBe(200)
    const replay = await refreshWith(account.refresh)
    expectError(replay, 401, 'UNAUTHORIZED')
    expect(replay.body.error.message).toMatch(/already used/)
    expect(replay.cookies.some((cookie) => cookie.startsWith('rbac.subject.refresh=;'))).toBe(true)
    // The thief's and the owner's tokens are both dead now.
    expectError(await refreshWith(rotated.body.data.refresh), 401, 'UNAUTHORIZED')
    expectError(await me(rotated.body.data.jwt), 401, 'UNAUTHORIZED')
    expectError(await me(account.jwt), 401, 'UNAUTHORIZED')
    // Another session of the same subject is untouched.
    const other = await signIn(app, account)
    expect((await me(other.jwt)).status).toBe(200)
  })

  it('lets only one of two concurrent refreshes with the same token win', async () => {
    const account = await register(app)
    const replies = await Promise.all([refreshWith(account.refresh), refreshWith(account.refresh)])
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 401])
  })

  it('refuses an unknown token or none', async () => {
    expectError(await refreshWith('not-a-token'), 401, 'UNAUTHORIZED')
    expectError(await call(app, 'POST', `${AUTH}/refresh`), 401, 'UNAUTHORIZED')
  })

  it('refuses a refresh token of an expired session', async () => {
    const account = await register(app)
    await database.db
      .updateTable('rbac_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('subject_id', '=', account.subjectId)
      .execute()
    expectError(await refreshWith(account.refresh), 401, 'UNAUTHORIZED')
    expectError(await me(account.jwt), 401, 'UNAUTHORIZED')
  })
})

describe('init', () => {
  it('resumes the session of the refresh cookie and refuses without one', async () => {
    const account = await register(app)
    const reply = await call(app, 'GET', `${AUTH}/init`, { headers: cookieHeader(account.cookies) })
    expect(reply.status).toBe(200)
    expect((await me(reply.body.data.jwt)).body.data.id).toBe(account.subjectId)
    expectError(await call(app, 'GET', `${AUTH}/init`), 401, 'UNAUTHORIZED')
  })
})

describe('logout', () => {
  it('revokes the session: its access and refresh tokens stop working, cookies are cleared', async () => {
    const account = await register(app)
    const other = await signIn(app, account)
    const reply = await call(app, 'POST', `${AUTH}/logout`, { headers: bearer(account.jwt), body: { redirectTo: '/ru' } })
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual({ data: { redirectTo: '/ru' } })
    expect(reply.headers['cache-control']).toBe('private, no-store')
    expect(reply.cookies.some((cookie) => /^rbac\.subject\.jwt=;.*Expires=Thu, 01 Jan 1970/.test(cookie))).toBe(true)
    expectError(await me(account.jwt), 401, 'UNAUTHORIZED')
    expect((await me(account.jwt)).body.error.message).toMatch(/session has ended/)
    expectError(await refreshWith(account.refresh), 401, 'UNAUTHORIZED')
    // Only that session: the other sign-in goes on.
    expect((await me(other.jwt)).status).toBe(200)
  })

  it('revokes by the refresh cookie when the access token is gone, and never redirects off-site', async () => {
    const account = await register(app)
    const reply = await call(app, 'POST', `${AUTH}/logout`, {
      headers: cookieHeader(account.cookies.filter((cookie) => cookie.startsWith('rbac.subject.refresh'))),
    })
    expect(reply.status).toBe(200)
    expectError(await me(account.jwt), 401, 'UNAUTHORIZED')
    for (const redirectTo of ['https://evil.example/', '//evil.example/', '/\\evil.example']) {
      expectError(await call(app, 'POST', `${AUTH}/logout`, { body: { redirectTo } }), 400, 'VALIDATION_FAILED')
    }
  })
})

describe('expired access token', () => {
  it('is anonymous: 401 saying it expired on private routes, ignored on public ones', async () => {
    const account = await register(app)
    const claims = JSON.parse(Buffer.from(account.jwt.split('.')[1]!, 'base64url').toString())
    const past = Math.floor(Date.now() / 1000) - 3600
    const expired = await new SignJWT({ typ: 'access', sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(account.subjectId)
      .setIssuer('tessera')
      .setIssuedAt(past - 900)
      .setExpirationTime(past)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET))
    const reply = await me(expired)
    expectError(reply, 401, 'UNAUTHORIZED')
    expect(reply.body.error.message).toMatch(/expired/)
    expect((await call(app, 'GET', '/api/host/pages', { headers: bearer(expired) })).status).toBe(200)
    // The session itself lives on: a refresh brings a working token.
    const refreshed = await refreshWith(account.refresh)
    expect((await me(refreshed.body.data.jwt)).status).toBe(200)
  })
})
