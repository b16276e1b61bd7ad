/**
 * The spec's create-by-email call: `POST /api/rbac/subjects/authentication/email-and-password/create-by-email`
 * creates an account for an e-mail, for administrators and server-to-server callers only, and is
 * described in OpenAPI like every other route.
 */
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureAdmin } from '#runtime/modules/rbac/ensure-admin.ts'
import { hashOpaqueToken } from '#runtime/modules/rbac/opaque-token.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { TEST_SECRET_KEY } from '../../support/test-app.ts'
import { createTestDatabase } from '../../support/test-database.ts'
import { createAuthTestApp } from './support/auth-test-app.ts'
import { AUTH, bearer, call, expectError, register, seedRoles, signIn } from './support/auth-fixtures.ts'
import { mailsTo, outboxMessages, waitForMailedCode } from './support/outbox.ts'

const URL = `${AUTH}/email-and-password/create-by-email`

let database: DatabaseHandle
let app: FastifyInstance
let dataDir: string

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  await seedRoles(database.db)
  ;({ app, dataDir } = await createAuthTestApp(database, { PUBLIC_URL: 'https://shop.example' }))
})

afterAll(async () => {
  await app?.close()
  await database?.close()
})

describe('create-by-email', () => {
  it('lets an administrator create an account that signs in with the given password and has the registration roles', async () => {
    await ensureAdmin(database.db, 'creator@example.com', 'creator password')
    const admin = await signIn(app, { email: 'creator@example.com', password: 'creator password', subjectId: '' })
    const created = await call(app, 'POST', URL, {
      headers: bearer(admin.jwt),
      body: { data: { email: ' New.Person@Example.com', password: 'given password' } },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body.data.identities).toEqual([
      expect.objectContaining({ account: 'new.person@example.com', provider: 'email_and_password' }),
    ])
    expect(created.body.data.roles.map((role: { slug: string }) => role.slug)).toEqual(['user'])
    expect(JSON.stringify(created.body)).not.toContain('given password')
    expect(created.cookies).toEqual([])
    await signIn(app, { email: 'new.person@example.com', password: 'given password', subjectId: '' })
    expectError(await call(app, 'POST', URL, { headers: bearer(admin.jwt), body: { email: 'new.person@example.com' } }), 409, 'CONFLICT')
  })

  it('creates an account without a password through the secret key; it cannot sign in until reset', async () => {
    const created = await call(app, 'POST', URL, {
      headers: { 'x-rbac-secret-key': TEST_SECRET_KEY },
      body: { email: 'buyer@example.com' },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const attempt = await call(app, 'POST', `${AUTH}/email-and-password/authentication`, {
      body: { login: 'buyer@example.com', password: 'any password' },
    })
    expectError(attempt, 401, 'UNAUTHORIZED')
  })

  it('invites: the account has no password, and its owner sets one through the mailed link, valid for a week', async () => {
    const secret = { 'x-rbac-secret-key': TEST_SECRET_KEY }
    const created = await call(app, 'POST', URL, { headers: secret, body: { data: { email: 'Invited@Example.com', invite: true } } })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const mail = (await outboxMessages(dataDir)).find((message) => message.includes('To: invited@example.com'))
    expect(mail).toContain('Subject: Your account at shop.example')
    const code = await waitForMailedCode(path.join(dataDir, 'outbox'), 'invited@example.com', 'invitation')
    // In the language of the administrator's request: English (no Accept-Language) links the English page.
    expect(mail).toContain(`https://shop.example/en/rbac/subject/authentication/email-and-password/reset-password?code=${code}`)
    const stored = await database.db
      .selectFrom('rbac_codes')
      .select(['purpose', 'expires_at'])
      .where('code_hash', '=', hashOpaqueToken(code))
      .executeTakeFirstOrThrow()
    expect(stored.purpose).toBe('reset-password')
    expect(Date.parse(stored.expires_at) - Date.now()).toBeGreaterThan(6.9 * 24 * 3_600_000)
    const authenticate = (password: string) =>
      call(app, 'POST', `${AUTH}/email-and-password/authentication`, { body: { login: 'invited@example.com', password } })
    expectError(await authenticate('chosen password'), 401, 'UNAUTHORIZED')
    const reset = await call(app, 'POST', `${AUTH}/email-and-password/reset-password`, {
      body: { password: 'chosen password', passwordConfirmation: 'chosen password', code },
    })
    expect(reset.status, JSON.stringify(reset.body)).toBe(200)
    expect((await authenticate('chosen password')).status).toBe(200)
  })

  it("writes the invitation in the administrator's language (issue #30: it was English only)", async () => {
    const created = await call(app, 'POST', URL, {
      headers: { 'x-rbac-secret-key': TEST_SECRET_KEY, 'accept-language': 'ru' },
      body: { data: { email: 'invited-ru@example.com', invite: true } },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const code = await waitForMailedCode(path.join(dataDir, 'outbox'), 'invited-ru@example.com', 'invitation')
    const mail = (await mailsTo(dataDir, 'invited-ru@example.com'))[0]!
    expect(mail.subject).toBe('Ваш аккаунт на shop.example')
    expect(mail.text).toContain(`https://shop.example/rbac/subject/authentication/email-and-password/reset-password?code=${code}`)
  })

  it('refuses a password together with an invitation, and a taken address, naming the field', async () => {
    const secret = { 'x-rbac-secret-key': TEST_SECRET_KEY }
    const both = await call(app, 'POST', URL, {
      headers: secret,
      body: { email: 'both@example.com', password: 'a long password', invite: true },
    })
    expectError(both, 400, 'VALIDATION_FAILED')
    expect(JSON.stringify(both.body)).toContain('give a password or send an invitation, not both')
    expectError(
      await call(app, 'POST', URL, { headers: secret, body: { email: 'both@example.com', invite: 'yes' } }),
      400,
      'VALIDATION_FAILED',
    )
    const before = (await outboxMessages(dataDir)).length
    await call(app, 'POST', URL, { headers: secret, body: { email: 'taken@example.com' } })
    const taken = await call(app, 'POST', URL, { headers: secret, body: { email: 'taken@example.com', invite: true } })
    expectError(taken, 409, 'CONFLICT')
    expect(taken.body.error.message).toBe('An account with this e-mail already exists')
    expect(taken.body.error.issues).toEqual([{ path: 'email', message: 'An account with this e-mail already exists' }])
    expect((await outboxMessages(dataDir)).length).toBe(before)
  })

  it('answers 503 naming the address when the invitation cannot be mailed; the account stays', async () => {
    const { app: mailDown } = await createAuthTestApp(database, { SMTP_URL: 'smtp://127.0.0.1:1' })
    try {
      const answer = await call(mailDown, 'POST', URL, {
        headers: { 'x-rbac-secret-key': TEST_SECRET_KEY },
        body: { email: 'unmailed@example.com', invite: true },
      })
      expectError(answer, 503, 'SERVICE_UNAVAILABLE')
      expect(answer.body.error.message).toContain('unmailed@example.com was created, but the invitation could not be mailed')
      const identity = await database.db
        .selectFrom('rbac_identities')
        .select('account')
        .where('account', '=', 'unmailed@example.com')
        .executeTakeFirst()
      expect(identity).toBeDefined()
    } finally {
      await mailDown.close()
    }
  })

  it('is refused to visitors and ordinary accounts, and validates the e-mail', async () => {
    expectError(await call(app, 'POST', URL, { body: { email: 'x@example.com' } }), 401, 'UNAUTHORIZED')
    const person = await register(app)
    expectError(await call(app, 'POST', URL, { headers: bearer(person.jwt), body: { email: 'x@example.com' } }), 403, 'FORBIDDEN')
    expectError(
      await call(app, 'POST', URL, { headers: { 'x-rbac-secret-key': TEST_SECRET_KEY }, body: { email: 'not an address' } }),
      400,
      'VALIDATION_FAILED',
    )
  })

  it('is described in OpenAPI', async () => {
    const document = (await call(app, 'GET', '/api/openapi.json')).body
    const operation = document.paths[URL]?.post
    expect(operation).toBeDefined()
    expect(operation.responses).toHaveProperty('201')
    expect(JSON.stringify(operation.requestBody)).toContain('email')
  })
})
