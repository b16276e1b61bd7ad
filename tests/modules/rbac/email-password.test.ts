/**
 * E-mail and password accounts (SPEC §7, DESIGN "Authentication"): registration (answered the same
 * for taken and new addresses, finished by the mailed code) grants the registration roles, sign-in, `me`, validation, the cookies' flags and both ways to present the
 * access token.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { afterWrite } from '#runtime/hooks/entity-hook.ts'
import { addEntityHooks } from '#runtime/hooks/entity-hook-registry.ts'
import { createTestDatabase } from '../../support/test-database.ts'
import { createAuthTestApp } from './support/auth-test-app.ts'
import { AUTH, bearer, call, cookieHeader, expectError, outboxOf, register, type SeededRoles, seedRoles } from './support/auth-fixtures.ts'
import { messagesIn, waitForMailedCode } from './support/outbox.ts'

let database: DatabaseHandle
let app: FastifyInstance
let productionApp: FastifyInstance
let roles: SeededRoles
let readerRoleId: string

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  roles = await seedRoles(database.db)
  readerRoleId = (
    await database.db
      .insertInto('rbac_roles')
      .values({ title: 'reader', available_on_registration: true })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id
  app = (await createAuthTestApp(database)).app
  productionApp = (await createAuthTestApp(database, { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' })).app
})

afterAll(async () => {
  await app?.close()
  await productionApp?.close()
  await database?.close()
})

describe('registration', () => {
  it('answers 202 "check your mail", creates an unverified identity, and the mailed code signs it in with every registration role', async () => {
    const reply = await call(app, 'POST', `${AUTH}/email-and-password/registration`, {
      body: { login: '  New.Person@Example.com ', password: 'long enough' },
    })
    expect(reply.status).toBe(202)
    expect(reply.body).toEqual({ data: { ok: true, message: expect.stringMatching(/^Check your mail/) } })
    // Nobody is signed in before the mailbox answered.
    expect(reply.cookies).toEqual([])
    expect(reply.headers['cache-control']).toBe('private, no-store')
    const code = await waitForMailedCode(outboxOf(app), 'new.person@example.com', 'verify')
    const verified = await call(app, 'POST', `${AUTH}/email-and-password/verification`, { body: { code } })
    expect(verified.status).toBe(200)
    expect(Object.keys(verified.body.data).sort()).toEqual(['jwt', 'refresh'])
    const me = await call(app, 'GET', `${AUTH}/me`, { headers: bearer(verified.body.data.jwt) })
    expect(me.status).toBe(200)
    expect(me.body.data.roles.map((role: { id: string }) => role.id).sort()).toEqual([roles.userRoleId, readerRoleId].sort())
    expect(me.body.data.identities).toEqual([
      expect.objectContaining({
        account: 'new.person@example.com',
        email: 'new.person@example.com',
        provider: 'email_and_password',
        verifiedAt: expect.any(String),
      }),
    ])
    expect(JSON.stringify(me.body)).not.toMatch(/"(password|salt|code)"|\$argon2/)
  })

  it("runs a developer's hooks on rbac/subjects for a new account, in the registration's transaction", async () => {
    const created: string[] = []
    // As a developer would add a welcome or a CRM contact for every new account.
    const removeHooks = addEntityHooks('rbac/subjects', {
      afterWrite: {
        noteNewAccount: afterWrite('rbac/subjects', (event) => {
          if (event.operation === 'create' && event.db.isTransaction) created.push(event.record.id)
        }),
      },
    })
    try {
      const reply = await call(app, 'POST', `${AUTH}/email-and-password/registration`, {
        body: { login: 'hooked.person@example.com', password: 'long enough' },
      })
      expect(reply.status).toBe(202)
    } finally {
      removeHooks()
    }
    const subject = await database.db
      .selectFrom('rbac_subjects_to_identities')
      .innerJoin('rbac_identities', 'rbac_identities.id', 'rbac_subjects_to_identities.identity_id')
      .select('rbac_subjects_to_identities.subject_id')
      .where('rbac_identities.account', '=', 'hooked.person@example.com')
      .executeTakeFirstOrThrow()
    expect(created).toEqual([subject.subject_id])
  })

  it('accepts the { data } envelope too', async () => {
    const reply = await call(app, 'POST', `${AUTH}/email-and-password/registration`, {
      body: { data: { login: 'enveloped@example.com', password: 'long enough' } },
    })
    expect(reply.status).toBe(202)
  })

  it('answers a taken e-mail exactly as a new one, whatever its case, and tells the owner instead (#30 finding 10)', async () => {
    const owner = await register(app, `taken-${Date.now()}@example.com`)
    const taken = await call(app, 'POST', `${AUTH}/email-and-password/registration`, {
      body: { login: owner.email.toUpperCase(), password: 'another one' },
    })
    const fresh = await call(app, 'POST', `${AUTH}/email-and-password/registration`, {
      body: { login: `fresh-${Date.now()}@example.com`, password: 'another one' },
    })
    expect(taken.status).toBe(202)
    expect(taken.body).toEqual(fresh.body)
    expect(taken.cookies).toEqual(fresh.cookies)
    await expect
      .poll(async () =>
        (await Promise.all(outboxOf(app).map(messagesIn)))
          .flat()
          .some((mail) => mail.includes(`To: ${owner.email}`) && mail.includes('Subject: Someone tried to register with your address')),
      )
      .toBe(true)
    // The owner's password is unchanged and the attempt's does not sign in.
    expect(
      (await call(app, 'POST', `${AUTH}/email-and-password/authentication`, { body: { login: owner.email, password: owner.password } }))
        .status,
    ).toBe(200)
    expectError(
      await call(app, 'POST', `${AUTH}/email-and-password/authentication`, { body: { login: owner.email, password: 'another one' } }),
      401,
      'UNAUTHORIZED',
    )
  })

  it('answers in the page language', async () => {
    const reply = await call(app, 'POST', `${AUTH}/email-and-password/registration`, {
      body: { login: `russian-${Date.now()}@example.com`, password: 'long enough' },
      headers: { 'accept-language': 'ru' },
    })
    expect(reply.status).toBe(202)
    expect(reply.body.data.message).toMatch(/^Проверьте почту/)
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
    const ok = await call(app, 'POST', `${AUTH}/email-and-password/authentication`, {
      body: { login: account.email.toUpperCase(), password: account.password },
    })
    expect(ok.status).toBe(200)
    expect(ok.body.data.jwt).not.toBe(account.jwt)
    const wrong = await call(app, 'POST', `${AUTH}/email-and-password/authentication`, {
      body: { login: account.email, password: 'not the password' },
    })
    const unknown = await call(app, 'POST', `${AUTH}/email-and-password/authentication`, {
      body: { login: 'nobody@example.com', password: 'not the password' },
    })
    expectError(wrong, 401, 'UNAUTHORIZED')
    expect(unknown.body).toEqual(wrong.body)
  })
})

describe('tokens and cookies', () => {
  it('sets httpOnly SameSite=Lax cookies with the tokens’ lifetimes, the refresh one only on the auth path', async () => {
    const account = await register(app)
    const [jwtCookie, refreshCookie] = ['rbac.subject.jwt=', 'rbac.subject.refresh='].map((name) =>
      account.cookies.find((cookie) => cookie.startsWith(name)),
    )
    expect(jwtCookie).toBe(`rbac.subject.jwt=${account.jwt}; Max-Age=900; Path=/; HttpOnly; SameSite=Lax`)
    expect(refreshCookie).toBe(
      `rbac.subject.refresh=${account.refresh}; Max-Age=2592000; Path=/api/rbac/subjects/authentication; HttpOnly; SameSite=Lax`,
    )
    // No secret: it only tells a page render that a session can be resumed.
    expect(account.cookies).toContain('rbac.subject.session=1; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax')
  })

  it('gives the access token the lifetime ACCESS_TOKEN_TTL_SECONDS names, cookie included', async () => {
    const { app: shortLived } = await createAuthTestApp(database, { ACCESS_TOKEN_TTL_SECONDS: '30' })
    try {
      const account = await register(shortLived)
      const claims = JSON.parse(Buffer.from(account.jwt.split('.')[1]!, 'base64url').toString()) as { iat: number; exp: number }
      expect(claims.exp - claims.iat).toBe(30)
      expect(account.cookies.find((cookie) => cookie.startsWith('rbac.subject.jwt='))).toContain('; Max-Age=30;')
    } finally {
      await shortLived.close()
    }
  })

  it('marks the cookies Secure in production', async () => {
    const account = await register(productionApp, 'secure@example.com')
    // Access, refresh, the session hint and the known-device cookie (#30 finding 9).
    expect(account.cookies).toHaveLength(4)
    expect(account.cookies.some((cookie: string) => cookie.startsWith('rbac.subject.device='))).toBe(true)
    for (const cookie of account.cookies) expect(cookie).toMatch(/; HttpOnly; Secure; SameSite=Lax$/)
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
