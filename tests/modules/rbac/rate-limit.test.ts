/**
 * Rate limits on the authentication endpoints (DESIGN "Authentication"): past AUTH_RATE_LIMIT
 * requests a minute from one address, 429 with a clear message and Retry-After; counted per
 * endpoint, in process or in Redis when REDIS_URL is set (and in process while Redis is down).
 */
import { randomUUID } from 'node:crypto'
import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { createTestDatabase } from '../../support/test-database.ts'
import { createAuthTestApp } from './support/auth-test-app.ts'
import { AUTH, call } from './support/auth-fixtures.ts'
import { MAX_DELAY_MS, overBudgetDelayMs } from '#runtime/modules/rbac/routes/per-account-limit.ts'
import { latestVerificationCode } from './support/outbox.ts'

// The Redis of the development machine and CI; the Redis case is skipped where none answers.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'

let database: DatabaseHandle

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
})

afterAll(async () => {
  await database?.close()
})

async function expectLimited(app: FastifyInstance, address: string): Promise<void> {
  const attempt = () =>
    app.inject({
      method: 'POST',
      url: `${AUTH}/email-and-password/authentication`,
      remoteAddress: address,
      payload: { login: 'nobody@example.com', password: 'wrong password' },
    })
  for (let index = 0; index < 3; index += 1) expect((await attempt()).statusCode).toBe(401)
  const limited = await attempt()
  expect(limited.statusCode).toBe(429)
  expect(limited.json()).toEqual({
    error: { code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/^Too many attempts; wait \d+ (seconds?|minutes?) and try again$/) },
  })
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
  // Another address has its own budget, and so has another endpoint.
  const elsewhere = await app.inject({
    method: 'POST',
    url: `${AUTH}/email-and-password/authentication`,
    remoteAddress: '203.0.113.250',
    payload: {},
  })
  expect(elsewhere.statusCode).toBe(400)
  const otherEndpoint = await app.inject({
    method: 'POST',
    url: `${AUTH}/email-and-password/forgot-password`,
    remoteAddress: address,
    payload: {},
  })
  expect(otherEndpoint.statusCode).toBe(400)
}

describe('rate limits', () => {
  it('answer 429 after AUTH_RATE_LIMIT attempts a minute (in-process store)', async () => {
    const { app } = await createAuthTestApp(database, { AUTH_RATE_LIMIT: '3' })
    try {
      await expectLimited(app, '203.0.113.7')
      // Generic routes are not rate limited by this.
      for (let index = 0; index < 5; index += 1) expect((await call(app, 'GET', '/api/host/pages')).status).toBe(200)
    } finally {
      await app.close()
    }
  })

  it('also count per account, so many addresses cannot guess one password', async () => {
    const { app } = await createAuthTestApp(database, { AUTH_RATE_LIMIT: '3' })
    try {
      const attempt = (address: string, login: string) =>
        app.inject({
          method: 'POST',
          url: `${AUTH}/email-and-password/authentication`,
          remoteAddress: address,
          payload: { login, password: 'wrong password' },
        })
      for (let index = 0; index < 3; index += 1)
        expect((await attempt(`203.0.113.${20 + index}`, 'target@example.com')).statusCode).toBe(401)
      // Past the account's budget an attempt is slowed down rather than refused (#30 finding 9).
      const started = performance.now()
      const slowed = await attempt('203.0.113.30', ' Target@Example.com')
      expect(slowed.statusCode).toBe(401)
      expect(performance.now() - started).toBeGreaterThanOrEqual(overBudgetDelayMs(1) - 5)
      // Another account from a fresh address still has its budget.
      expect((await attempt('203.0.113.31', 'someone-else@example.com')).statusCode).toBe(401)
      // The wallet and forgot-password routes count the address and e-mail they name, too; a route
      // that only mails refuses past the budget.
      const forgot = (address: string) =>
        app.inject({
          method: 'POST',
          url: `${AUTH}/email-and-password/forgot-password`,
          remoteAddress: address,
          payload: { data: { email: 'target@example.com' } },
        })
      for (let index = 0; index < 3; index += 1) expect((await forgot(`203.0.113.${40 + index}`)).statusCode).toBe(200)
      expect((await forgot('203.0.113.50')).statusCode).toBe(429)
    } finally {
      await app.close()
    }
  })

  // Issue #30 finding 9: strangers' wrong passwords must not lock the owner out.
  it('never hold back a browser that signed in to the account before, whatever strangers send', async () => {
    const { app, dataDir } = await createAuthTestApp(database, { AUTH_RATE_LIMIT: '10' })
    // Registers from `address` as a browser does: the registration, then the mailed code, which signs in.
    const registerFrom = async (address: string, login: string, password: string) => {
      const accepted = await app.inject({
        method: 'POST',
        url: `${AUTH}/email-and-password/registration`,
        remoteAddress: address,
        payload: { login, password },
      })
      expect(accepted.statusCode).toBe(202)
      const code = await latestVerificationCode(dataDir, login)
      return app.inject({ method: 'POST', url: `${AUTH}/email-and-password/verification`, remoteAddress: address, payload: { code } })
    }
    try {
      const email = `owner-${randomUUID()}@example.com`
      const password = 'the owner password'
      const signIn = (address: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
        app.inject({ method: 'POST', url: `${AUTH}/email-and-password/authentication`, remoteAddress: address, headers, payload: body })
      // The owner registers from address B; the browser keeps the signed device cookie.
      const registered = await registerFrom('198.51.100.2', email, password)
      expect(registered.statusCode).toBe(200)
      const device = registered.cookies.find((cookie) => cookie.name === 'rbac.subject.device')
      expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/rbac/subjects/authentication' })
      expect(device!.maxAge).toBeGreaterThanOrEqual(180 * 24 * 60 * 60)
      const owner = { cookie: `rbac.subject.device=${device!.value}` }
      // The attacker: 20 wrong passwords from address A.
      const attacks = []
      for (let index = 0; index < 20; index += 1)
        attacks.push((await signIn('203.0.113.66', { login: email, password: `guess number ${index}` })).statusCode)
      expect(attacks.filter((status) => status === 401).length).toBe(10)
      expect(attacks.slice(10)).toEqual(Array(10).fill(429))
      // The account's budget is spent: an unknown browser is slowed down, not refused (#30 finding 9):
      // the right password still gets in, from a fresh address, after a short wait.
      const timed = async (address: string, body: Record<string, string>, headers: Record<string, string> = {}) => {
        const started = performance.now()
        const reply = await signIn(address, body, headers)
        return { status: reply.statusCode, ms: performance.now() - started }
      }
      const unknownBrowser = await timed('198.51.100.3', { login: email, password })
      expect(unknownBrowser.status).toBe(200)
      expect(unknownBrowser.ms).toBeGreaterThanOrEqual(overBudgetDelayMs(1) - 5)
      // The owner's browser, from address B, signs in, never counted nor slowed.
      const owners = await signIn('198.51.100.2', { login: ` ${email.toUpperCase()}`, password }, owner)
      expect(owners.statusCode, owners.body).toBe(200)
      // Its wrong password is still a 401, and a forged or another account's cookie earns nothing:
      // those browsers wait, each longer than the one before.
      expect((await signIn('198.51.100.2', { login: email, password: 'owner typo here' }, owner)).statusCode).toBe(401)
      const subjectId = device!.value.split('.')[0]
      const forged = await timed('198.51.100.4', { login: email, password }, { cookie: `rbac.subject.device=${subjectId}.forged` })
      expect(forged.status).toBe(200)
      expect(forged.ms).toBeGreaterThanOrEqual(overBudgetDelayMs(2) - 5)
      const stranger = await registerFrom('198.51.100.5', `stranger-${randomUUID()}@example.com`, password)
      const strangerDevice = stranger.cookies.find((cookie) => cookie.name === 'rbac.subject.device')!.value
      const others = await timed('198.51.100.5', { login: email, password }, { cookie: `rbac.subject.device=${strangerDevice}` })
      expect(others.status).toBe(200)
      expect(others.ms).toBeGreaterThanOrEqual(overBudgetDelayMs(3) - 5)
    } finally {
      await app.close()
    }
  })

  it('slow an account past its budget by a growing, bounded delay, one attempt per turn, refusing only a flood', async () => {
    expect([1, 2, 3, 8, 16, 100].map(overBudgetDelayMs)).toEqual([250, 500, 750, 2000, MAX_DELAY_MS, MAX_DELAY_MS])
    const { app } = await createAuthTestApp(database, { AUTH_RATE_LIMIT: '2' })
    try {
      const login = `flooded-${randomUUID()}@example.com`
      const attempt = (index: number) =>
        app.inject({
          method: 'POST',
          url: `${AUTH}/email-and-password/authentication`,
          remoteAddress: `198.51.100.${100 + index}`,
          payload: { login, password: 'a wrong password' },
        })
      const started = performance.now()
      // 2 within the budget; the next ones take turns: 250, +500, +750, +1000, +1250, +1500, +1750, +2000,
      // +2250 ms… and whichever would wait past MAX_WAIT_MS (12 s) is refused at once.
      const replies = await Promise.all(Array.from({ length: 14 }, (_, index) => attempt(index)))
      const statuses = replies.map((reply) => reply.statusCode)
      expect(statuses.filter((status) => status === 401).length).toBe(2 + 9)
      expect(statuses.filter((status) => status === 429).length).toBe(3)
      const refused = replies.find((reply) => reply.statusCode === 429)!
      expect(refused.json().error.message).toMatch(/^Too many attempts for this account; wait 12 seconds and try again$/)
      // Nine turns of 250…2250 ms: the last answered after about 11.25 s, not all at once.
      expect(performance.now() - started).toBeGreaterThanOrEqual(11_000)
    } finally {
      await app.close()
    }
  }, 30_000)

  it('share their count through Redis when REDIS_URL is set', async (context) => {
    const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1_000, retryStrategy: () => null })
    const reachable = await probe.connect().then(
      () => true,
      () => false,
    )
    probe.disconnect()
    if (!reachable) return context.skip()
    const first = (await createAuthTestApp(database, { AUTH_RATE_LIMIT: '3', REDIS_URL })).app
    const second = (await createAuthTestApp(database, { AUTH_RATE_LIMIT: '3', REDIS_URL })).app
    try {
      // A fresh address per run, so earlier runs' counters in the shared Redis do not interfere.
      const address = `198.51.100.${Math.floor(Math.random() * 200) + 1}`
      const key = randomUUID()
      const attempt = (app: FastifyInstance) =>
        app.inject({
          method: 'POST',
          url: `${AUTH}/email-and-password/authentication`,
          remoteAddress: address,
          payload: { login: `${key}@example.com`, password: 'wrong password' },
        })
      expect((await attempt(first)).statusCode).toBe(401)
      expect((await attempt(second)).statusCode).toBe(401)
      expect((await attempt(first)).statusCode).toBe(401)
      const limited = await attempt(second)
      expect(limited.statusCode).toBe(429)
      expect(limited.json().error.code).toBe('TOO_MANY_REQUESTS')
    } finally {
      await first.close()
      await second.close()
    }
  })

  it('keep counting in process while Redis is unreachable, never answering 500', async () => {
    // Nothing listens on port 1: every Redis command fails at once.
    const lines: string[] = []
    const stream = new Writable({
      write: (chunk, _encoding, next) => {
        lines.push(String(chunk))
        next()
      },
    })
    const { app } = await createAuthTestApp(
      database,
      { AUTH_RATE_LIMIT: '3', REDIS_URL: 'redis://127.0.0.1:1' },
      { logger: { level: 'warn', stream } },
    )
    try {
      await expectLimited(app, '203.0.113.9')
      // Said once when counting moved into the process, not once per request or per route.
      expect(lines.filter((line) => line.includes('Rate limits counted in this process'))).toHaveLength(1)
    } finally {
      await app.close()
    }
  })
})
