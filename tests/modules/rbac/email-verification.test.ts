/**
 * Verified e-mail identities (issue #30 finding 4, Build item 2): a registered address signs in,
 * and receives password resets, only once the mailed code came back; the code is stored hashed and
 * only the newest works; a resend is limited; someone who registers another's address first can
 * never get into the account the owner ends up using. Mail is read from the app's outbox, as sent.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { hashOpaqueToken } from '#runtime/modules/rbac/opaque-token.ts'
import { createTestDatabase } from '../../support/test-database.ts'
import { createAuthTestApp } from './support/auth-test-app.ts'
import { AUTH, bearer, call, expectError, register, seedRoles } from './support/auth-fixtures.ts'
import { identityMailSettled, latestResetCode, latestVerificationCode, outboxMessages } from './support/outbox.ts'
import { createWallet, signedSignIn } from './support/wallet.ts'

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

const fresh = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`
const registration = (login: string, password: string, headers: Record<string, string> = {}) =>
  call(app, 'POST', `${AUTH}/email-and-password/registration`, { body: { login, password }, headers })
const authenticate = (login: string, password: string, headers: Record<string, string> = {}) =>
  call(app, 'POST', `${AUTH}/email-and-password/authentication`, { body: { login, password }, headers })
const verify = (code: string) => call(app, 'POST', `${AUTH}/email-and-password/verification`, { body: { code } })
const resend = (email: string) => call(app, 'POST', `${AUTH}/email-and-password/verification/resend`, { body: { email } })
const forgot = (email: string) => call(app, 'POST', `${AUTH}/email-and-password/forgot-password`, { body: { email } })

describe('an unverified e-mail', () => {
  it('does not sign in: the right password gets 403 saying to confirm the address, a wrong one the usual 401', async () => {
    const email = fresh('unverified')
    expect((await registration(email, 'the right password')).status).toBe(202)
    const refused = await authenticate(email, 'the right password')
    expectError(refused, 403, 'FORBIDDEN')
    expect(refused.body.error.message).toMatch(/not confirmed yet.*ask for a new one/)
    expect(refused.body.error.issues).toEqual([{ path: 'login', message: refused.body.error.message }])
    expect(refused.cookies).toEqual([])
    const russian = await authenticate(email, 'the right password', { 'accept-language': 'ru-RU,ru;q=0.9' })
    expect(russian.body.error.message).toMatch(/^Этот адрес ещё не подтверждён/)
    const wrong = await authenticate(email, 'a wrong password')
    expectError(wrong, 401, 'UNAUTHORIZED')
    expect(wrong.body).toEqual((await authenticate(fresh('nobody'), 'a wrong password')).body)
  })

  it('receives no password reset, yet forgot-password answers as for any address', async () => {
    const email = fresh('no-reset')
    await registration(email, 'the right password')
    const known = await forgot(email)
    expect(known.status).toBe(200)
    expect(known.body).toEqual((await forgot(fresh('nobody'))).body)
    await identityMailSettled(database.db)
    const mails = (await outboxMessages(dataDir)).filter((mail) => mail.includes(`To: ${email}`))
    expect(mails.map((mail) => /^Subject: (.*)$/m.exec(mail)?.[1])).toEqual(['Confirm your e-mail address'])
  })

  it('is verified by the mailed code, which signs in, works once and is stored only as its hash', async () => {
    const email = fresh('verify')
    await registration(email, 'the right password')
    const code = await latestVerificationCode(dataDir, email)
    const mail = (await outboxMessages(dataDir)).find((message) => message.includes(`To: ${email}`))!
    // The link opens the registration page in the request's language (English here), which verifies.
    expect(mail).toContain(`https://shop.example/en/rbac/subject/authentication/email-and-password/registration?code=${code}`)
    const stored = await database.db
      .selectFrom('rbac_codes')
      .select(['code_hash', 'purpose'])
      .where('purpose', '=', 'verify-email')
      .execute()
    expect(stored.map((row) => row.code_hash)).toContain(hashOpaqueToken(code))
    expect(JSON.stringify(stored)).not.toContain(code)
    // Nor is it in the job that sent it.
    expect(JSON.stringify(await database.db.selectFrom('host_jobs').selectAll().execute())).not.toContain(code)
    const verified = await verify(code)
    expect(verified.status).toBe(200)
    expect((await call(app, 'GET', `${AUTH}/me`, { headers: bearer(verified.body.data.jwt) })).body.data.identities[0]).toMatchObject({
      account: email,
      verifiedAt: expect.any(String),
    })
    expectError(await verify(code), 400, 'BAD_REQUEST')
    expect((await authenticate(email, 'the right password')).status).toBe(200)
  })

  it('can ask for a new code, which ends the old one; the answer is the same for any address, and limited', async () => {
    const email = fresh('resend')
    await registration(email, 'the right password')
    const first = await latestVerificationCode(dataDir, email)
    const again = await resend(email)
    expect(again.status).toBe(202)
    expect(again.body).toEqual((await resend(fresh('nobody'))).body)
    const second = await latestVerificationCode(dataDir, email)
    expect(second).not.toBe(first)
    expectError(await verify(first), 400, 'BAD_REQUEST')
    expect((await verify(second)).status).toBe(200)
    // A verified address gets no more codes.
    await resend(email)
    await identityMailSettled(database.db)
    expect((await outboxMessages(dataDir)).filter((mail) => mail.includes(`To: ${email}`))).toHaveLength(2)

    const { app: limited } = await createAuthTestApp(database, { AUTH_RATE_LIMIT: '3', PUBLIC_URL: 'https://shop.example' })
    try {
      const statuses = []
      for (let index = 0; index < 5; index += 1) {
        statuses.push((await call(limited, 'POST', `${AUTH}/email-and-password/verification/resend`, { body: { email } })).status)
      }
      expect(statuses).toEqual([202, 202, 202, 429, 429])
    } finally {
      await limited.close()
    }
  })
})

describe('someone registering another person’s address first (#30 finding 4)', () => {
  it('never gets into the account its owner verifies, and cannot add a login meanwhile', async () => {
    const victim = fresh('victim')
    // The attacker registers the victim's address with their own password: no mail reaches them,
    // and without the code they cannot sign in, so they cannot add a wallet either.
    expect((await registration(victim, 'attacker password')).status).toBe(202)
    expectError(await authenticate(victim, 'attacker password'), 403, 'FORBIDDEN')
    const attackersCode = await latestVerificationCode(dataDir, victim)
    // The victim registers: the same answer as ever; the registration in progress is replaced, and
    // the code mailed for the attacker's (to the victim's mailbox anyway) no longer works.
    expect((await registration(victim, 'victim password')).status).toBe(202)
    const code = await latestVerificationCode(dataDir, victim)
    expectError(await verify(attackersCode), 400, 'BAD_REQUEST')
    const signedIn = await verify(code)
    expect(signedIn.status).toBe(200)
    expectError(await authenticate(victim, 'attacker password'), 401, 'UNAUTHORIZED')
    expect((await authenticate(victim, 'victim password')).status).toBe(200)
    const me = await call(app, 'GET', `${AUTH}/me`, { headers: bearer(signedIn.body.data.jwt) })
    expect(me.body.data.identities).toEqual([expect.objectContaining({ account: victim, provider: 'email_and_password' })])
  })

  it('through the reset: a wallet the account does not want is removed, and every session ends', async () => {
    const owner = await register(app, fresh('reset-owner'))
    const wallet = createWallet()
    const identities = `/api/rbac/subjects/${owner.subjectId}/identities`
    const linked = await call(app, 'POST', identities, {
      headers: bearer(owner.jwt),
      body: { data: { provider: 'ethereum_virtual_machine', ...(await signedSignIn(app, wallet)), currentPassword: owner.password } },
    })
    expect(linked.status).toBe(201)
    await forgot(owner.email)
    const code = await latestResetCode(dataDir, owner.email)
    const reset = await call(app, 'POST', `${AUTH}/email-and-password/reset-password`, {
      body: { code, password: 'a brand new password', passwordConfirmation: 'a brand new password', keepOtherLogins: false },
    })
    expect(reset.status).toBe(200)
    // Access and refresh tokens of every session are dead.
    expectError(await call(app, 'GET', `${AUTH}/me`, { headers: bearer(owner.jwt) }), 401, 'UNAUTHORIZED')
    expectError(await call(app, 'POST', `${AUTH}/refresh`, { body: { refresh: owner.refresh } }), 401, 'UNAUTHORIZED')
    // The wallet no longer signs in to the account: it makes a new one of its own.
    const viaWallet = await call(app, 'POST', `${AUTH}/ethereum-virtual-machine`, { body: { data: await signedSignIn(app, wallet) } })
    expect((await call(app, 'GET', `${AUTH}/me`, { headers: bearer(viaWallet.body.data.jwt) })).body.data.id).not.toBe(owner.subjectId)
    const again = await authenticate(owner.email, 'a brand new password')
    const me = await call(app, 'GET', `${AUTH}/me`, { headers: bearer(again.body.data.jwt) })
    expect(me.body.data.identities.map((identity: { provider: string }) => identity.provider)).toEqual(['email_and_password'])
  })

  it('keeps the other login methods when the reset says so (the default)', async () => {
    const owner = await register(app, fresh('reset-keeper'))
    const wallet = createWallet()
    await call(app, 'POST', `/api/rbac/subjects/${owner.subjectId}/identities`, {
      headers: bearer(owner.jwt),
      body: { data: { provider: 'ethereum_virtual_machine', ...(await signedSignIn(app, wallet)), currentPassword: owner.password } },
    })
    await forgot(owner.email)
    const code = await latestResetCode(dataDir, owner.email)
    const reset = await call(app, 'POST', `${AUTH}/email-and-password/reset-password`, {
      body: { code, password: 'a brand new password', passwordConfirmation: 'a brand new password' },
    })
    expect(reset.status).toBe(200)
    const viaWallet = await call(app, 'POST', `${AUTH}/ethereum-virtual-machine`, { body: { data: await signedSignIn(app, wallet) } })
    expect((await call(app, 'GET', `${AUTH}/me`, { headers: bearer(viaWallet.body.data.jwt) })).body.data.id).toBe(owner.subjectId)
  })
})
