/**
 * Forgot and reset password (DESIGN "Authentication"): the code is mailed (development outbox),
 * stored hashed, works once, expires after 30 minutes, and a reset ends every session. Change
 * password asks for the current one.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashOpaqueToken } from '#runtime/modules/rbac/opaque-token.ts'
import { RESET_PASSWORD_PATH } from '#runtime/modules/rbac/password-reset.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { pagesSeed } from '../../../seed/demo/pages.ts'
import { createTestDatabase } from '../../support/test-database.ts'
import { createAuthTestApp } from './support/auth-test-app.ts'
import { AUTH, bearer, call, expectError, register, seedRoles, signIn } from './support/auth-fixtures.ts'
import { identityMailSettled, latestResetCode, mailsTo, outboxMessages } from './support/outbox.ts'

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

const forgot = (email: string) => call(app, 'POST', `${AUTH}/email-and-password/forgot-password`, { body: { email } })
const reset = (code: string, password: string) =>
  call(app, 'POST', `${AUTH}/email-and-password/reset-password`, { body: { password, passwordConfirmation: password, code } })
const authenticate = (email: string, password: string) =>
  call(app, 'POST', `${AUTH}/email-and-password/authentication`, { body: { login: email, password } })

describe('forgot password', () => {
  it('mails a link with a code, stores only its hash, and answers the same for unknown addresses', async () => {
    const account = await register(app)
    const known = await forgot(account.email)
    const unknown = await forgot('nobody-here@example.com')
    expect(known.status).toBe(200)
    expect(unknown.body).toEqual(known.body)
    const code = await latestResetCode(dataDir, account.email)
    await identityMailSettled(database.db)
    const mail = (await outboxMessages(dataDir)).find(
      (message) => message.includes(`To: ${account.email}`) && message.includes('Reset your password'),
    )!
    // The demo's reset-password page, in the request's language (English: no Accept-Language); the
    // test below checks that the demo has a page there.
    expect(mail).toContain(`https://shop.example/en/rbac/subject/authentication/email-and-password/reset-password?code=${code}`)
    expect((await outboxMessages(dataDir)).some((message) => message.includes('nobody-here@example.com'))).toBe(false)
    const stored = await database.db.selectFrom('rbac_codes').select(['code_hash', 'purpose', 'expires_at']).execute()
    expect(stored.map((row) => row.code_hash)).toContain(hashOpaqueToken(code))
    expect(JSON.stringify(stored)).not.toContain(code)
    const row = stored.find((candidate) => candidate.code_hash === hashOpaqueToken(code))!
    expect(row.purpose).toBe('reset-password')
    expect(Date.parse(row.expires_at) - Date.now()).toBeGreaterThan(29 * 60_000)
    expect(Date.parse(row.expires_at) - Date.now()).toBeLessThanOrEqual(30 * 60_000 + 5_000)
  })

  it('writes the mail in the language of the page that asked for it (issue #30: it was English only)', async () => {
    const account = await register(app)
    const asked = await call(app, 'POST', `${AUTH}/email-and-password/forgot-password`, {
      headers: { 'accept-language': 'ru' },
      body: { email: account.email },
    })
    expect(asked.status).toBe(200)
    const code = await latestResetCode(dataDir, account.email)
    await identityMailSettled(database.db)
    const mail = (await mailsTo(dataDir, account.email)).find((message) => message.subject === 'Сброс пароля')!
    expect(mail.text).toContain(`введите этот код: ${code}`)
    // The default language's page is unprefixed.
    expect(mail.text).toContain(`https://shop.example/rbac/subject/authentication/email-and-password/reset-password?code=${code}`)
  })

  it('links to a page of the demo site', () => {
    const urls = pagesSeed.filter((seed) => seed.entity === 'host/pages').map((seed) => seed.values.url)
    expect(urls).toContain(RESET_PASSWORD_PATH)
  })

  it('validates the e-mail', async () => {
    expectError(await forgot('not an email'), 400, 'VALIDATION_FAILED')
  })
})

describe('reset password', () => {
  it('sets the new password with a code that works once and ends every session', async () => {
    const account = await register(app)
    const second = await signIn(app, account)
    await forgot(account.email)
    const code = await latestResetCode(dataDir, account.email)
    const first = await reset(code, 'a brand new password')
    expect(first.status).toBe(200)
    expectError(await reset(code, 'yet another password'), 400, 'BAD_REQUEST')
    expectError(await authenticate(account.email, account.password), 401, 'UNAUTHORIZED')
    expect((await authenticate(account.email, 'a brand new password')).status).toBe(200)
    for (const jwt of [account.jwt, second.jwt])
      expectError(await call(app, 'GET', `${AUTH}/me`, { headers: bearer(jwt) }), 401, 'UNAUTHORIZED')
  })

  it('refuses an expired code', async () => {
    const account = await register(app)
    await forgot(account.email)
    const code = await latestResetCode(dataDir, account.email)
    await database.db
      .updateTable('rbac_codes')
      .set({ expires_at: new Date(Date.now() - 1_000) })
      .where('code_hash', '=', hashOpaqueToken(code))
      .execute()
    expectError(await reset(code, 'a brand new password'), 400, 'BAD_REQUEST')
    expect((await authenticate(account.email, account.password)).status).toBe(200)
  })

  it('refuses an unknown code, a nonce used as a code, and mismatching passwords', async () => {
    expectError(await reset('made-up-code', 'a brand new password'), 400, 'BAD_REQUEST')
    const nonce = await call(app, 'GET', `${AUTH}/ethereum-virtual-machine/nonce?address=0x${'ab'.repeat(20)}`)
    const nonceValue = /Nonce: (\w+)/.exec(nonce.body.data.message)![1]!
    expectError(await reset(nonceValue, 'a brand new password'), 400, 'BAD_REQUEST')
    const mismatch = await call(app, 'POST', `${AUTH}/email-and-password/reset-password`, {
      body: { password: 'a brand new password', passwordConfirmation: 'another new password', code: 'x' },
    })
    expectError(mismatch, 400, 'VALIDATION_FAILED')
    expect(mismatch.body.error.issues).toEqual([{ path: 'passwordConfirmation', message: 'must match password' }])
  })
})

describe('change password', () => {
  it('needs the current password, keeps the session making the change and ends the others', async () => {
    const account = await register(app)
    const other = await signIn(app, account)
    const url = `/api/rbac/subjects/${account.subjectId}/change-password`
    const wrong = await call(app, 'PATCH', url, {
      headers: bearer(account.jwt),
      body: { data: { password: 'not the password', newPassword: 'changed password' } },
    })
    expectError(wrong, 400, 'VALIDATION_FAILED')
    const ok = await call(app, 'PATCH', url, {
      headers: bearer(account.jwt),
      body: { data: { password: account.password, newPassword: 'changed password' } },
    })
    expect(ok.status).toBe(200)
    expect((await call(app, 'GET', `${AUTH}/me`, { headers: bearer(account.jwt) })).status).toBe(200)
    expectError(await call(app, 'GET', `${AUTH}/me`, { headers: bearer(other.jwt) }), 401, 'UNAUTHORIZED')
    expect((await authenticate(account.email, 'changed password')).status).toBe(200)
  })
})
