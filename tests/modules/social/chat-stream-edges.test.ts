/**
 * Chat event streams end with their session and are capped (issue 30, findings 6 and 7): a stream
 * asks again whether it may go on before every event and on a short interval, and closes with one
 * last event naming why (logout, a reused refresh token, an expired access token, a profile that is
 * no longer the subject's); one subject and one address hold only a few streams at once.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { AUTH, type Account, bearer, call, register, seedRoles, signIn } from '../rbac/support/auth-fixtures.ts'
import { createTestDatabase } from '../../support/test-database.ts'
import { createChat, createOwnedProfile } from './support/chat-fixtures.ts'
import { type EventStreamReader, openEventStream } from './support/event-stream-reader.ts'
import { type SocialTestApp, startSocialTestApp } from './support/social-test-app.ts'

interface Member {
  readonly account: Account
  readonly profileId: string
}

const chatsOf = (member: Member) => `/api/rbac/subjects/${member.account.subjectId}/social-module/profiles/${member.profileId}/chats`
const send = (app: FastifyInstance, member: Member, chatId: string, description: string) =>
  call(app, 'POST', `${chatsOf(member)}/${chatId}/messages`, { body: { data: { description } }, headers: bearer(member.account.jwt) })

let database: DatabaseHandle
let server: SocialTestApp
let tags = 0

async function member(): Promise<Member> {
  const account = await register(server.app)
  return { account, profileId: await createOwnedProfile(database.db, account.subjectId, `member-${(tags += 1)}`, 'Участник') }
}

async function pair(): Promise<{ anna: Member; boris: Member; chatId: string }> {
  const anna = await member()
  const boris = await member()
  return { anna, boris, chatId: await createChat(database.db, `chat-${(tags += 1)}`, [anna.profileId, boris.profileId]) }
}

const eventsOf = (reader: Member, as: Account = reader.account) => openEventStream(`${server.url}${chatsOf(reader)}/events`, bearer(as.jwt))

async function lastEvent(stream: EventStreamReader, name: string) {
  const event = await stream.waitFor((candidate) => candidate.event === name)
  return JSON.parse(event.data) as { reason: string; message: string }
}

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  await seedRoles(database.db)
  server = await startSocialTestApp(database, 60_000, { streamAccessCheckMs: 200, streamCaps: { perSubject: 3, perAddress: 5 } })
})

afterAll(async () => {
  await server?.app.close()
  await database?.close()
})

describe('a chat stream ends with its session', () => {
  it('closes with session-ended after logout, before delivering the next message', async () => {
    const { anna, boris, chatId } = await pair()
    const stream = await eventsOf(boris)
    expect(stream.status).toBe(200)
    const before = await send(server.app, anna, chatId, 'До выхода')
    await stream.waitFor((event) => event.id === before.body.data.id)

    expect((await call(server.app, 'POST', `${AUTH}/logout`, { body: {}, headers: bearer(boris.account.jwt) })).status).toBe(200)
    const after = await send(server.app, anna, chatId, 'После выхода')
    expect(await lastEvent(stream, 'session-ended')).toEqual({
      reason: 'session-ended',
      message: 'Your session has ended; sign in again to follow these chats',
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(stream.events.map((event) => event.id)).not.toContain(after.body.data.id)
    expect(stream.events.at(-1)?.event).toBe('session-ended')
    stream.close()
  })

  it('closes an idle stream within the check interval when a reused refresh token revokes the session', async () => {
    const { boris } = await pair()
    const stream = await eventsOf(boris)
    expect((await call(server.app, 'POST', `${AUTH}/refresh`, { body: { data: { refresh: boris.account.refresh } } })).status).toBe(200)
    // The replaced token again: someone copied it, and the whole session is revoked.
    await call(server.app, 'POST', `${AUTH}/refresh`, { body: { data: { refresh: boris.account.refresh } } })
    expect((await lastEvent(stream, 'session-ended')).reason).toBe('session-ended')
    stream.close()
  })

  it('keeps a stream of another session of the same subject open', async () => {
    const { boris } = await pair()
    const other = await signIn(server.app, boris.account)
    const kept = await eventsOf(boris, other)
    const ended = await eventsOf(boris)
    await call(server.app, 'POST', `${AUTH}/logout`, { body: {}, headers: bearer(boris.account.jwt) })
    await lastEvent(ended, 'session-ended')
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(kept.events).toEqual([])
    kept.close()
    ended.close()
  })

  it("closes with access-ended when the profile is no longer the subject's", async () => {
    const { boris } = await pair()
    const stream = await eventsOf(boris)
    await database.db
      .deleteFrom('rbac_subjects_to_social_module_profiles')
      .where('social_module_profile_id', '=', boris.profileId)
      .execute()
    expect(await lastEvent(stream, 'access-ended')).toEqual({
      reason: 'access-ended',
      message: 'You are no longer allowed to follow these chats',
    })
    stream.close()
  })
})

describe('chat streams are capped', () => {
  it("refuses a subject's stream past the cap with a 429 saying so, and admits one again once another closed", async () => {
    const { boris } = await pair()
    const open = [await eventsOf(boris), await eventsOf(boris), await eventsOf(boris)]
    expect(open.map((stream) => stream.status)).toEqual([200, 200, 200])
    const refused = await fetch(`${server.url}${chatsOf(boris)}/events`, { headers: bearer(boris.account.jwt) })
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({
      error: {
        code: 'TOO_MANY_REQUESTS',
        message: 'This account already has 3 chat streams open; close one (another tab or device) and try again',
      },
    })
    open.pop()!.close()
    await new Promise((resolve) => setTimeout(resolve, 200))
    const again = await eventsOf(boris)
    expect(again.status).toBe(200)
    for (const stream of [...open, again]) stream.close()
  })

  it('refuses a stream past the cap of one address, whoever asks', async () => {
    await new Promise((resolve) => setTimeout(resolve, 200))
    const members = [await member(), await member()]
    const open = [
      ...(await Promise.all([0, 1, 2].map(() => eventsOf(members[0]!)))),
      ...(await Promise.all([0, 1].map(() => eventsOf(members[1]!)))),
    ]
    expect(open.map((stream) => stream.status)).toEqual([200, 200, 200, 200, 200])
    const third = await member()
    const refused = await fetch(`${server.url}${chatsOf(third)}/events`, { headers: bearer(third.account.jwt) })
    expect(refused.status).toBe(429)
    expect((await refused.json()).error.message).toBe('Your address already has 5 chat streams open; close one and try again')
    for (const stream of open) stream.close()
  })
})

describe('a chat stream ends with its access token', () => {
  let shortLived: SocialTestApp

  beforeAll(async () => {
    shortLived = await startSocialTestApp(database, 60_000, { streamAccessCheckMs: 200, env: { ACCESS_TOKEN_TTL_SECONDS: '2' } })
  })
  afterAll(async () => shortLived?.app.close())

  it('closes with access-expired when the token it opened with expires, so the client reconnects with a renewed one', async () => {
    const account = await register(shortLived.app)
    const reader = { account, profileId: await createOwnedProfile(database.db, account.subjectId, `short-${(tags += 1)}`, 'Коротко') }
    const stream = await openEventStream(`${shortLived.url}${chatsOf(reader)}/events`, bearer(account.jwt))
    expect(stream.status).toBe(200)
    expect((await lastEvent(stream, 'access-expired')).reason).toBe('access-expired')
    stream.close()
  })
})
