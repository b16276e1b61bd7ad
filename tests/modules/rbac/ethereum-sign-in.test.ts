/**
 * Sign-In with Ethereum (EIP-4361; DESIGN "Authentication"): the server issues the full message
 * with a single-use 5-minute nonce, its domain and chain id; the signature is verified offline; a
 * replayed, expired, foreign-domain, foreign-chain or wrongly signed message is refused.
 */
import type { FastifyInstance } from 'fastify'
import { getAddress } from 'viem'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashOpaqueToken } from '#runtime/modules/rbac/opaque-token.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { createTestDatabase } from '../../support/test-database.ts'
import { createAuthTestApp } from './support/auth-test-app.ts'
import { AUTH, bearer, call, expectError, type SeededRoles, seedRoles } from './support/auth-fixtures.ts'
import { createWallet, requestMessage, signedSignIn } from './support/wallet.ts'

let database: DatabaseHandle
let app: FastifyInstance
let roles: SeededRoles

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  roles = await seedRoles(database.db)
  app = (await createAuthTestApp(database, { PUBLIC_URL: 'https://shop.example', SIWE_CHAIN_ID: '10' })).app
})

afterAll(async () => {
  await app?.close()
  await database?.close()
})

const signInWith = (body: unknown) => call(app, 'POST', `${AUTH}/ethereum-virtual-machine`, { body: { data: body } })

describe('nonce', () => {
  it('returns the whole EIP-4361 message: this domain, the chain, a fresh nonce valid 5 minutes', async () => {
    const wallet = createWallet()
    const message = await requestMessage(app, wallet.address.toLowerCase())
    const fields = parseSiweMessage(message)
    expect(message.startsWith(`shop.example wants you to sign in with your Ethereum account:\n${wallet.address}\n`)).toBe(true)
    expect(fields).toMatchObject({
      domain: 'shop.example',
      address: wallet.address,
      uri: 'https://shop.example',
      version: '1',
      chainId: 10,
    })
    expect(fields.expirationTime!.getTime() - fields.issuedAt!.getTime()).toBe(5 * 60_000)
    expect(fields.nonce).toMatch(/^[0-9a-f]{48}$/)
    expect(parseSiweMessage(await requestMessage(app, wallet.address)).nonce).not.toBe(fields.nonce)
    const stored = await database.db
      .selectFrom('rbac_codes')
      .select(['code_hash', 'purpose', 'identity_id'])
      .where('code_hash', '=', hashOpaqueToken(fields.nonce!))
      .execute()
    expect(stored).toEqual([{ code_hash: hashOpaqueToken(fields.nonce!), purpose: 'ethereum-nonce', identity_id: null }])
  })

  it('validates the address', async () => {
    expectError(await call(app, 'GET', `${AUTH}/ethereum-virtual-machine/nonce?address=0x123`), 400, 'VALIDATION_FAILED')
    expectError(await call(app, 'GET', `${AUTH}/ethereum-virtual-machine/nonce`), 400, 'VALIDATION_FAILED')
  })
})

describe('sign-in', () => {
  it('creates the subject and a checksummed identity on first sign-in, and finds it after', async () => {
    const wallet = createWallet()
    const first = await signInWith(await signedSignIn(app, wallet))
    expect(first.status).toBe(200)
    expect(Object.keys(first.body.data).sort()).toEqual(['jwt', 'refresh'])
    const me = await call(app, 'GET', `${AUTH}/me`, { headers: bearer(first.body.data.jwt) })
    expect(me.body.data.identities).toEqual([
      expect.objectContaining({ provider: 'ethereum_virtual_machine', account: getAddress(wallet.address), email: null }),
    ])
    expect(me.body.data.roles.map((role: { id: string }) => role.id)).toEqual([roles.userRoleId])
    const again = await signInWith(await signedSignIn(app, wallet))
    expect((await call(app, 'GET', `${AUTH}/me`, { headers: bearer(again.body.data.jwt) })).body.data.id).toBe(me.body.data.id)
  })

  it('refuses a replayed message', async () => {
    const body = await signedSignIn(app, createWallet())
    expect((await signInWith(body)).status).toBe(200)
    const replay = await signInWith(body)
    expectError(replay, 401, 'UNAUTHORIZED')
    expect(replay.body.error.message).toMatch(/already used or has expired/)
  })

  it('refuses a message whose nonce expired, and one past its expiration time', async () => {
    const wallet = createWallet()
    const body = await signedSignIn(app, wallet)
    const nonce = parseSiweMessage(body.message).nonce!
    await database.db
      .updateTable('rbac_codes')
      .set({ expires_at: new Date(Date.now() - 1_000) })
      .where('code_hash', '=', hashOpaqueToken(nonce))
      .execute()
    expectError(await signInWith(body), 401, 'UNAUTHORIZED')

    // A genuine, unspent nonce inside a message the wallet signed with an expiration in the past.
    const fresh = parseSiweMessage(await requestMessage(app, wallet.address))
    const stale = createSiweMessage({
      ...(fresh as Parameters<typeof createSiweMessage>[0]),
      issuedAt: new Date(Date.now() - 10 * 60_000),
      expirationTime: new Date(Date.now() - 60_000),
    })
    const refused = await signInWith(await signedSignIn(app, wallet, stale))
    expectError(refused, 401, 'UNAUTHORIZED')
    expect(refused.body.error.message).toMatch(/expired/)
  })

  it('refuses a message for another domain, origin or chain, even with a live nonce', async () => {
    const wallet = createWallet()
    for (const change of [{ domain: 'evil.example' }, { uri: 'https://evil.example' }, { chainId: 1 }]) {
      const fields = parseSiweMessage(await requestMessage(app, wallet.address))
      const forged = createSiweMessage({ ...(fields as Parameters<typeof createSiweMessage>[0]), ...change })
      const reply = await signInWith(await signedSignIn(app, wallet, forged))
      expectError(reply, 401, 'UNAUTHORIZED')
      expect(reply.body.error.message).toMatch(/another (site|chain)/)
      // The refusal did not spend the nonce: the genuine message still works.
      expect(
        (await signInWith(await signedSignIn(app, wallet, createSiweMessage(fields as Parameters<typeof createSiweMessage>[0])))).status,
      ).toBe(200)
    }
  })

  it('refuses a signature by another key and a body naming another address', async () => {
    const wallet = createWallet()
    const thief = createWallet()
    const message = await requestMessage(app, wallet.address)
    const signedByThief = { message, signature: await thief.signMessage({ message }), address: wallet.address }
    const wrongKey = await signInWith(signedByThief)
    expectError(wrongKey, 401, 'UNAUTHORIZED')
    expect(wrongKey.body.error.message).toBe('The signature does not match the address')
    const otherAddress = await signInWith({ ...(await signedSignIn(app, wallet, message)), address: thief.address })
    expectError(otherAddress, 401, 'UNAUTHORIZED')
    // Still unspent after both refusals.
    expect((await signInWith(await signedSignIn(app, wallet, message))).status).toBe(200)
  })

  it('validates the body (wallet message at least 8 characters)', async () => {
    const reply = await signInWith({ message: 'short', signature: '0x12', address: 'nope' })
    expectError(reply, 400, 'VALIDATION_FAILED')
    expect(reply.body.error.issues.map((issue: { path: string }) => issue.path).sort()).toEqual(['address', 'message', 'signature'])
  })
})
