/**
 * A subject's own identities under /api/rbac/subjects/{id}/identities (SPEC §7): list, add an
 * e-mail or a wallet, change e-mail or password, delete; only for their owner (or an admin), with
 * no secret in any answer. And `notify`, which is admin-only.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { secretKeyHeaders } from '../../support/test-app.ts'
import { createTestDatabase } from '../../support/test-database.ts'
import { createAuthTestApp } from './support/auth-test-app.ts'
import { type Account, AUTH, bearer, call, expectError, grantRole, register, type SeededRoles, seedRoles } from './support/auth-fixtures.ts'
import { latestVerificationCode, outboxMessages } from './support/outbox.ts'
import { createWallet, signedSignIn } from './support/wallet.ts'

let database: DatabaseHandle
let app: FastifyInstance
let dataDir: string
let roles: SeededRoles

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  roles = await seedRoles(database.db)
  ;({ app, dataDir } = await createAuthTestApp(database))
})

afterAll(async () => {
  await app?.close()
  await database?.close()
})

const identitiesOf = (account: Account, headers = bearer(account.jwt)) =>
  call(app, 'GET', `/api/rbac/subjects/${account.subjectId}/identities`, { headers })
const SECRETS = /"(password|salt|code|codeHash)"|\$argon2/

describe('identities', () => {
  it('lists the owner’s identities without secrets, and refuses everyone else but admins', async () => {
    const owner = await register(app)
    const stranger = await register(app)
    const list = await identitiesOf(owner)
    expect(list.status).toBe(200)
    expect(list.body.data).toEqual([expect.objectContaining({ account: owner.email, provider: 'email_and_password' })])
    expect(JSON.stringify(list.body)).not.toMatch(SECRETS)
    expectError(await identitiesOf(owner, bearer(stranger.jwt)), 403, 'FORBIDDEN')
    expectError(await identitiesOf(owner, {}), 401, 'UNAUTHORIZED')
    expect((await identitiesOf(owner, secretKeyHeaders)).status).toBe(200)
    await grantRole(database.db, stranger.subjectId, roles.adminRoleId)
    expect((await identitiesOf(owner, bearer(stranger.jwt))).status).toBe(200)
  })

  it('adds an e-mail identity that signs in once its mailed code is entered, refusing one another account uses', async () => {
    const owner = await register(app)
    const other = await register(app)
    const url = `/api/rbac/subjects/${owner.subjectId}/identities`
    const added = await call(app, 'POST', url, {
      headers: bearer(owner.jwt),
      body: { data: { email: 'Second.Address@example.com', password: 'second password', currentPassword: owner.password } },
    })
    expect(added.status).toBe(201)
    expect(added.body.data).toMatchObject({ account: 'second.address@example.com', provider: 'email_and_password', verifiedAt: null })
    expect(JSON.stringify(added.body)).not.toMatch(SECRETS)
    const signInSecond = () =>
      call(app, 'POST', `${AUTH}/email-and-password/authentication`, {
        body: { login: 'second.address@example.com', password: 'second password' },
      })
    // Not before the mailbox answered (#30 finding 4).
    expectError(await signInSecond(), 403, 'FORBIDDEN')
    const code = await latestVerificationCode(dataDir, 'second.address@example.com')
    const verified = await call(app, 'POST', `${AUTH}/email-and-password/verification`, { body: { code } })
    expect((await call(app, 'GET', `${AUTH}/me`, { headers: bearer(verified.body.data.jwt) })).body.data.id).toBe(owner.subjectId)
    const signIn = await signInSecond()
    expect(signIn.status).toBe(200)
    expectError(
      await call(app, 'POST', url, {
        headers: bearer(owner.jwt),
        body: { data: { email: other.email, password: 'whatever pass', currentPassword: owner.password } },
      }),
      409,
      'CONFLICT',
    )
    expect((await identitiesOf(owner)).body.data).toHaveLength(2)
    const unknown = await call(app, 'POST', url, {
      headers: bearer(owner.jwt),
      body: { data: { provider: 'github', email: 'x@example.com' } },
    })
    expectError(unknown, 400, 'VALIDATION_FAILED')
    expect(unknown.body.error.issues).toEqual([{ path: 'provider', message: 'must be email_and_password or ethereum_virtual_machine' }])
  })

  it('links a wallet proven by a signed message', async () => {
    const owner = await register(app)
    const wallet = createWallet()
    const url = `/api/rbac/subjects/${owner.subjectId}/identities`
    const linked = await call(app, 'POST', url, {
      headers: bearer(owner.jwt),
      body: { data: { provider: 'ethereum_virtual_machine', ...(await signedSignIn(app, wallet)), currentPassword: owner.password } },
    })
    expect(linked.status).toBe(201)
    expect(linked.body.data).toMatchObject({ provider: 'ethereum_virtual_machine', account: wallet.address })
    const viaWallet = await call(app, 'POST', `${AUTH}/ethereum-virtual-machine`, { body: { data: await signedSignIn(app, wallet) } })
    expect((await call(app, 'GET', `${AUTH}/me`, { headers: bearer(viaWallet.body.data.jwt) })).body.data.id).toBe(owner.subjectId)
    const thief = createWallet()
    const forged = await signedSignIn(app, wallet)
    const refused = await call(app, 'POST', url, {
      headers: bearer(owner.jwt),
      body: {
        data: {
          provider: 'ethereum_virtual_machine',
          ...forged,
          signature: await thief.signMessage({ message: forged.message }),
          currentPassword: owner.password,
        },
      },
    })
    expectError(refused, 401, 'UNAUTHORIZED')
  })

  it('changes the e-mail and the password only with the current password', async () => {
    const owner = await register(app)
    const taken = await register(app)
    const [identity] = (await identitiesOf(owner)).body.data
    const url = `/api/rbac/subjects/${owner.subjectId}/identities/${identity.id}`
    expectError(
      await call(app, 'PATCH', url, {
        headers: bearer(owner.jwt),
        body: { data: { email: 'moved@example.com', password: 'wrong password' } },
      }),
      400,
      'VALIDATION_FAILED',
    )
    const withoutPassword = await call(app, 'PATCH', url, { headers: bearer(owner.jwt), body: { data: { email: 'moved@example.com' } } })
    expectError(withoutPassword, 400, 'VALIDATION_FAILED')
    expect(withoutPassword.body.error.issues).toEqual([{ path: 'password', message: 'is required: enter the current password' }])
    const both = await call(app, 'PATCH', url, {
      headers: bearer(owner.jwt),
      body: { data: { email: 'moved@example.com', newPassword: 'a new password', password: owner.password } },
    })
    expectError(both, 400, 'VALIDATION_FAILED')
    expectError(
      await call(app, 'PATCH', url, { headers: bearer(owner.jwt), body: { data: { email: taken.email, password: owner.password } } }),
      409,
      'CONFLICT',
    )
    const moved = await call(app, 'PATCH', url, {
      headers: bearer(owner.jwt),
      body: { data: { email: 'Moved@example.com', password: owner.password } },
    })
    expect(moved.status).toBe(200)
    expect(moved.body.data).toMatchObject({ account: 'moved@example.com', email: 'moved@example.com', verifiedAt: null })
    // The new address signs in once its mailed code came back.
    await call(app, 'POST', `${AUTH}/email-and-password/verification`, {
      body: { code: await latestVerificationCode(dataDir, 'moved@example.com') },
    })
    const changed = await call(app, 'PATCH', url, {
      headers: bearer(owner.jwt),
      body: { data: { password: owner.password, newPassword: 'a changed password' } },
    })
    expect(changed.status).toBe(200)
    expect(JSON.stringify(changed.body)).not.toMatch(SECRETS)
    const signIn = await call(app, 'POST', `${AUTH}/email-and-password/authentication`, {
      body: { login: 'moved@example.com', password: 'a changed password' },
    })
    expect(signIn.status).toBe(200)
  })

  it('never touches an identity of another subject, even through the owner’s own path', async () => {
    const owner = await register(app)
    const victim = await register(app)
    const [victimIdentity] = (await identitiesOf(victim)).body.data
    const url = `/api/rbac/subjects/${owner.subjectId}/identities/${victimIdentity.id}`
    expectError(
      await call(app, 'PATCH', url, {
        headers: bearer(owner.jwt),
        body: { data: { email: 'hijack@example.com', password: owner.password } },
      }),
      404,
      'NOT_FOUND',
    )
    expectError(await call(app, 'DELETE', url, { headers: bearer(owner.jwt) }), 404, 'NOT_FOUND')
    expect((await identitiesOf(victim)).body.data).toHaveLength(1)
    expectError(
      await call(app, 'DELETE', `/api/rbac/subjects/${owner.subjectId}/identities/not-a-uuid`, { headers: bearer(owner.jwt) }),
      400,
      'BAD_REQUEST',
    )
  })

  it('deletes an identity but never the last one', async () => {
    const owner = await register(app)
    const [first] = (await identitiesOf(owner)).body.data
    expectError(
      await call(app, 'DELETE', `/api/rbac/subjects/${owner.subjectId}/identities/${first.id}`, { headers: bearer(owner.jwt) }),
      409,
      'CONFLICT',
    )
    const added = await call(app, 'POST', `/api/rbac/subjects/${owner.subjectId}/identities`, {
      headers: bearer(owner.jwt),
      body: { data: { email: `extra-${Date.now()}@example.com`, password: 'extra password', currentPassword: owner.password } },
    })
    const removed = await call(app, 'DELETE', `/api/rbac/subjects/${owner.subjectId}/identities/${first.id}`, {
      headers: bearer(owner.jwt),
      body: { data: { currentPassword: owner.password } },
    })
    expect(removed.status).toBe(200)
    expect(removed.body.data.id).toBe(first.id)
    expect((await identitiesOf(owner)).body.data.map((identity: { id: string }) => identity.id)).toEqual([added.body.data.id])
  })
  // Issue #30 finding 5: a stolen access token alone must not add a login that outlives a password change.
  it('adds and removes a login method only with the current password', async () => {
    const owner = await register(app)
    const url = `/api/rbac/subjects/${owner.subjectId}/identities`
    const stolen = await call(app, 'POST', url, {
      headers: bearer(owner.jwt),
      body: { data: { email: `thief-${Date.now()}@example.com`, password: 'thief password' } },
    })
    expectError(stolen, 403, 'FORBIDDEN')
    expect(stolen.body.error.message).toBe('To add a login method, enter the current password (currentPassword)')
    const wallet = createWallet()
    const stolenWallet = await call(app, 'POST', url, {
      headers: bearer(owner.jwt),
      body: { data: { provider: 'ethereum_virtual_machine', ...(await signedSignIn(app, wallet)) } },
    })
    expectError(stolenWallet, 403, 'FORBIDDEN')
    const guessed = await call(app, 'POST', url, {
      headers: bearer(owner.jwt),
      body: { data: { email: `guess-${Date.now()}@example.com`, password: 'thief password', currentPassword: 'a wrong guess' } },
    })
    expectError(guessed, 400, 'VALIDATION_FAILED')
    expect(guessed.body.error.issues).toEqual([{ path: 'currentPassword', message: 'is not the current password' }])
    expect((await identitiesOf(owner)).body.data).toHaveLength(1)

    const added = await call(app, 'POST', url, {
      headers: bearer(owner.jwt),
      body: { data: { email: `own-${Date.now()}@example.com`, password: 'own password', currentPassword: owner.password } },
    })
    expect(added.status).toBe(201)
    const removeUrl = `${url}/${added.body.data.id}`
    const bare = await call(app, 'DELETE', removeUrl, { headers: bearer(owner.jwt) })
    expectError(bare, 403, 'FORBIDDEN')
    expect(bare.body.error.message).toBe('To remove a login method, enter the current password (currentPassword)')
    expect((await identitiesOf(owner)).body.data).toHaveLength(2)
    expect(
      (await call(app, 'DELETE', removeUrl, { headers: bearer(owner.jwt), body: { data: { currentPassword: owner.password } } })).status,
    ).toBe(200)
  })

  it('asks a wallet-only account for a fresh signature of one of its wallets', async () => {
    const wallet = createWallet()
    const signedIn = await call(app, 'POST', `${AUTH}/ethereum-virtual-machine`, { body: { data: await signedSignIn(app, wallet) } })
    const jwt: string = signedIn.body.data.jwt
    const subjectId: string = (await call(app, 'GET', `${AUTH}/me`, { headers: bearer(jwt) })).body.data.id
    const url = `/api/rbac/subjects/${subjectId}/identities`
    const email = `wallet-owner-${Date.now()}@example.com`
    const bare = await call(app, 'POST', url, { headers: bearer(jwt), body: { data: { email, password: 'wallet owner pass' } } })
    expectError(bare, 403, 'FORBIDDEN')
    expect(bare.body.error.message).toBe(
      "To add a login method, sign a fresh sign-in message with one of this account's wallets (currentSignature)",
    )
    const stranger = createWallet()
    const foreign = await call(app, 'POST', url, {
      headers: bearer(jwt),
      body: { data: { email, password: 'wallet owner pass', currentSignature: await signedSignIn(app, stranger) } },
    })
    expectError(foreign, 403, 'FORBIDDEN')
    const proof = await signedSignIn(app, wallet)
    const takenEmail = (await register(app)).email
    // The nonce is spent by the proof: used twice, it is refused like a replayed sign-in.
    expectError(
      await call(app, 'POST', url, {
        headers: bearer(jwt),
        body: { data: { email: takenEmail, password: 'wallet owner pass', currentSignature: proof } },
      }),
      409,
      'CONFLICT',
    )
    expectError(
      await call(app, 'POST', url, {
        headers: bearer(jwt),
        body: { data: { email, password: 'wallet owner pass', currentSignature: proof } },
      }),
      401,
      'UNAUTHORIZED',
    )
    const fresh = await signedSignIn(app, wallet)
    const added = await call(app, 'POST', url, {
      headers: bearer(jwt),
      body: { data: { email, password: 'wallet owner pass', currentSignature: fresh } },
    })
    expect(added.status).toBe(201)
    // Now the account has a password, and that is what it asks for; the spent signature proves nothing.
    const replayed = await call(app, 'POST', url, {
      headers: bearer(jwt),
      body: { data: { email: `again-${email}`, password: 'wallet owner pass', currentSignature: proof } },
    })
    expectError(replayed, 403, 'FORBIDDEN')
    expect(replayed.body.error.message).toBe('To add a login method, enter the current password (currentPassword)')
  })
})

describe('notify', () => {
  it('mails the subject’s addresses, for admins only', async () => {
    const person = await register(app)
    const url = `/api/rbac/subjects/${person.subjectId}/notify`
    const body = { data: { subject: 'Your order', text: 'It has shipped.' } }
    expectError(await call(app, 'POST', url, { headers: bearer(person.jwt), body }), 403, 'FORBIDDEN')
    expectError(await call(app, 'POST', url, { body }), 401, 'UNAUTHORIZED')
    const sent = await call(app, 'POST', url, { headers: secretKeyHeaders, body })
    expect(sent.body).toEqual({ data: { sent: 1 } })
    expect(
      (await outboxMessages(dataDir)).some((message) => message.includes(`To: ${person.email}`) && message.includes('It has shipped.')),
    ).toBe(true)
  })
})
