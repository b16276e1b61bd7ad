/**
 * The browser's session arithmetic (web/modules/rbac): when a token is refreshed, read from the token
 * the server signed, and how a wallet address is shortened.
 */
import { describe, expect, it } from 'vitest'
import { signAccessToken } from '#runtime/modules/rbac/access-token.ts'
import { refreshDueAt, sessionOfToken } from '#web/modules/rbac/access-times.ts'
import { shortenAddress } from '#web/modules/rbac/shorten-address.ts'

const KEY = new TextEncoder().encode('a-test-signing-key-that-is-long-enough')
const claims = { subjectId: '0f8fad5b-d9cb-469f-a165-70867728950e', sessionId: '7c9e6679-7425-40de-944b-e07fc1f90ae7' }

describe('sessionOfToken and refreshDueAt', () => {
  it('read the times of a signed token and refresh a 15-minute token one minute early', async () => {
    const now = new Date('2026-03-01T10:00:00Z')
    const session = sessionOfToken(await signAccessToken(claims, KEY, 900, now))
    expect(session).toEqual({ accessIssuedAt: now.getTime(), accessExpiresAt: now.getTime() + 900_000, resumable: false })
    expect(refreshDueAt(session!)).toBe(now.getTime() + 840_000)
  })

  it('refresh a short token a quarter of its life early', async () => {
    const now = new Date('2026-03-01T10:00:00Z')
    const session = sessionOfToken(await signAccessToken(claims, KEY, 8, now))!
    expect(refreshDueAt(session)).toBe(now.getTime() + 6_000)
  })

  it('give nothing for a malformed token or a session without times', () => {
    expect(sessionOfToken('not a token')).toBeUndefined()
    expect(sessionOfToken('a.b.c')).toBeUndefined()
    expect(refreshDueAt({ accessIssuedAt: null, accessExpiresAt: null, resumable: true })).toBeUndefined()
  })
})

describe('shortenAddress', () => {
  it('keeps 6 leading and 4 trailing characters', () => {
    expect(shortenAddress('0x52908400098527886E0F7030069857D2E4169EE7')).toBe('0x5290…9EE7')
    expect(shortenAddress('0x1234')).toBe('0x1234')
  })
})
