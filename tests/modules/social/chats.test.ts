/**
 * Chats (SPEC §7 "CRM, social and others") through the real API: owner-only, a profile's chats,
 * one chat, its messages, send and react; messages live over server-sent events, a reconnecting
 * client gets what it missed (Last-Event-ID), and a reader who has not read a message is mailed.
 * On PostgreSQL, two apps with their own pools and LISTEN connections stand in for two server
 * processes: a message sent through one reaches a stream open on the other.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { beforeWrite, refuseWrite } from '#runtime/hooks/entity-hook.ts'
import { addEntityHooks } from '#runtime/hooks/entity-hook-registry.ts'
import { type Account, bearer, call, expectError, register, seedRoles } from '../rbac/support/auth-fixtures.ts'
import { createSharedPostgresDatabase, type SharedPostgresDatabase } from '../host/support/shared-postgres-database.ts'
import { recipientsOf, waitForMail } from '../notification/support/outbox-mail.ts'
import { createTestDatabase } from '../../support/test-database.ts'
import { createChat, createOwnedProfile } from './support/chat-fixtures.ts'
import { openEventStream } from './support/event-stream-reader.ts'
import { type SocialTestApp, startSocialTestApp } from './support/social-test-app.ts'

interface Member {
  readonly account: Account
  readonly profileId: string
}

const chatsOf = (member: Member) => `/api/rbac/subjects/${member.account.subjectId}/social-module/profiles/${member.profileId}/chats`

async function setUpChat(
  app: FastifyInstance,
  database: DatabaseHandle,
  tag: string,
): Promise<{ anna: Member; boris: Member; chatId: string }> {
  const annaAccount = await register(app)
  const borisAccount = await register(app)
  const anna = { account: annaAccount, profileId: await createOwnedProfile(database.db, annaAccount.subjectId, `anna-${tag}`, 'Анна') }
  const boris = { account: borisAccount, profileId: await createOwnedProfile(database.db, borisAccount.subjectId, `boris-${tag}`, 'Борис') }
  return { anna, boris, chatId: await createChat(database.db, `chat-${tag}`, [anna.profileId, boris.profileId]) }
}

const send = (app: FastifyInstance, member: Member, chatId: string, description: unknown) =>
  call(app, 'POST', `${chatsOf(member)}/${chatId}/messages`, { body: { data: { description } }, headers: bearer(member.account.jwt) })

describe('chats on one server', () => {
  let database: DatabaseHandle
  let server: SocialTestApp
  let anna: Member
  let boris: Member
  let chatId: string

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: true })
    await seedRoles(database.db)
    server = await startSocialTestApp(database, 300)
    ;({ anna, boris, chatId } = await setUpChat(server.app, database, 'one'))
  })

  afterAll(async () => {
    await server?.app.close()
    await database?.close()
  })

  it("lists the subject's profiles, a profile's chats and one chat", async () => {
    const { app } = server
    const profiles = await call(app, 'GET', `/api/rbac/subjects/${anna.account.subjectId}/social-module/profiles`, {
      headers: bearer(anna.account.jwt),
    })
    expect(profiles.body.data.map((profile: { id: string }) => profile.id)).toEqual([anna.profileId])
    const chats = await call(app, 'GET', chatsOf(anna), { headers: bearer(anna.account.jwt) })
    expect(chats.status).toBe(200)
    expect(chats.headers['cache-control']).toBe('private, no-store')
    expect(chats.body.data).toHaveLength(1)
    expect(chats.body.data[0].id).toBe(chatId)
    expect(chats.body.data[0].profiles.map((profile: { id: string }) => profile.id)).toEqual([anna.profileId, boris.profileId])
    const one = await call(app, 'GET', `${chatsOf(anna)}/${chatId}`, { headers: bearer(anna.account.jwt) })
    expect(one.body.data.title).toEqual({ ru: 'Чат chat-one', en: 'Chat chat-one' })
  })

  it("keeps chats to their owners: another subject's path is 403, another's profile or chat 404", async () => {
    const { app } = server
    expectError(await call(app, 'GET', chatsOf(anna)), 401, 'UNAUTHORIZED')
    expectError(await call(app, 'GET', chatsOf(anna), { headers: bearer(boris.account.jwt) }), 403, 'FORBIDDEN')
    const borisProfileUnderAnna = `/api/rbac/subjects/${anna.account.subjectId}/social-module/profiles/${boris.profileId}/chats`
    expectError(await call(app, 'GET', borisProfileUnderAnna, { headers: bearer(anna.account.jwt) }), 404, 'NOT_FOUND')
    const stranger = await register(app)
    const strangerProfile = await createOwnedProfile(database.db, stranger.subjectId, 'stranger', 'Чужой')
    const strangerMember = { account: stranger, profileId: strangerProfile }
    expectError(
      await call(app, 'GET', `${chatsOf(strangerMember)}/${chatId}/messages`, { headers: bearer(stranger.jwt) }),
      404,
      'NOT_FOUND',
    )
    expectError(await send(app, strangerMember, chatId, 'hello'), 404, 'NOT_FOUND')
    expectError(await call(app, 'GET', `${chatsOf(anna)}/not-a-uuid`, { headers: bearer(anna.account.jwt) }), 400, 'BAD_REQUEST')
  })

  it('sends a message of at least one character; the reader sees it unread, then read', async () => {
    const { app } = server
    const empty = await send(app, anna, chatId, '   ')
    expectError(empty, 400, 'VALIDATION_FAILED')
    expect(empty.body.error.issues).toEqual([{ path: 'data.description', message: 'description must have at least 1 character' }])
    expectError(await send(app, anna, chatId, 42), 400, 'VALIDATION_FAILED')

    const sent = await send(app, anna, chatId, 'Привет, Борис!')
    expect(sent.status, JSON.stringify(sent.body)).toBe(201)
    expect(sent.body.data).toMatchObject({ chatId, description: 'Привет, Борис!', author: { id: anna.profileId }, isRead: true })
    const link = () =>
      database.db
        .selectFrom('social_profiles_to_messages')
        .select('is_read')
        .where('message_id', '=', sent.body.data.id)
        .where('profile_id', '=', boris.profileId)
        .executeTakeFirstOrThrow()
    expect((await link()).is_read).toBe(false)
    const read = await call(app, 'GET', `${chatsOf(boris)}/${chatId}/messages`, { headers: bearer(boris.account.jwt) })
    const message = read.body.data.find((candidate: { id: string }) => candidate.id === sent.body.data.id)
    expect(message).toMatchObject({
      description: 'Привет, Борис!',
      isRead: false,
      author: { id: anna.profileId, title: { ru: 'Анна', en: 'Анна' } },
    })
    expect((await link()).is_read).toBe(true)

    const reacted = await call(app, 'POST', `${chatsOf(anna)}/${chatId}/messages/${sent.body.data.id}/react`, {
      headers: bearer(anna.account.jwt),
    })
    expect(reacted.body.data).toMatchObject({ id: sent.body.data.id, isRead: true })
  })

  it("writes a message through the entities' write path: a developer's beforeWrite hook refuses it with its own message, and the audit log names the sender", async () => {
    const { app } = server
    // A moderation rule as a developer would add it to social/messages (in their module's hooks).
    const removeHooks = addEntityHooks('social/messages', {
      beforeWrite: {
        refuseShouting: beforeWrite('social/messages', (event) => {
          if (event.operation === 'create' && Object.values(event.data.description ?? {}).some((text) => text.includes('!!!')))
            throw refuseWrite('is shouting: say it without "!!!"', 'description')
        }),
      },
    })
    try {
      const refused = await send(app, anna, chatId, 'Ответь!!!')
      expectError(refused, 400, 'VALIDATION_FAILED')
      expect(refused.body.error.issues).toEqual([{ path: 'data.description', message: 'is shouting: say it without "!!!"' }])
      const sent = await send(app, anna, chatId, 'Ответь, пожалуйста')
      expect(sent.status).toBe(201)
      const audited = await database.db
        .selectFrom('host_audit_entries')
        .select(['entity', 'action', 'subject_id'])
        .where('record_id', '=', sent.body.data.id)
        .execute()
      expect(audited).toEqual([{ entity: 'social/messages', action: 'create', subject_id: anna.account.subjectId }])
      const listed = await call(app, 'GET', `${chatsOf(boris)}/${chatId}/messages`, { headers: bearer(boris.account.jwt) })
      const stored = listed.body.data.find((message: { id: string }) => message.id === sent.body.data.id)
      // The answer of the send and the list agree, the time included (the stream's cursor compares them).
      expect(stored).toMatchObject({ description: 'Ответь, пожалуйста', createdAt: sent.body.data.createdAt })
      const texts = listed.body.data.map((message: { description: string }) => message.description)
      expect(texts).not.toContain('Ответь!!!')
    } finally {
      removeHooks()
    }
  })

  it('streams new messages to an open chat and replays what a reconnecting client missed', async () => {
    const stream = await openEventStream(`${server.url}${chatsOf(boris)}/events`, bearer(boris.account.jwt))
    expect(stream.status).toBe(200)
    expect(stream.contentType).toBe('text/event-stream; charset=utf-8')
    const first = await send(server.app, anna, chatId, 'Первое')
    const event = await stream.waitFor((candidate) => candidate.id === first.body.data.id)
    expect(event.event).toBe('message')
    expect(JSON.parse(event.data)).toMatchObject({ id: first.body.data.id, chatId, description: 'Первое', author: { id: anna.profileId } })
    stream.close()

    const missed = [await send(server.app, anna, chatId, 'Второе'), await send(server.app, boris, chatId, 'Третье')]
    const resumed = await openEventStream(`${server.url}${chatsOf(boris)}/events`, {
      ...bearer(boris.account.jwt),
      'last-event-id': first.body.data.id,
    })
    for (const reply of missed) await resumed.waitFor((candidate) => candidate.id === reply.body.data.id)
    expect(resumed.events.map((candidate) => candidate.id)).not.toContain(first.body.data.id)
    expect(resumed.events.map((candidate) => JSON.parse(candidate.data).description)).toEqual(['Второе', 'Третье'])
    resumed.close()

    // A client that opens a new stream names its last message in the query instead.
    const fourth = await send(server.app, anna, chatId, 'Четвёртое')
    const reopened = await openEventStream(
      `${server.url}${chatsOf(boris)}/events?lastEventId=${missed[1]!.body.data.id}`,
      bearer(boris.account.jwt),
    )
    await reopened.waitFor((candidate) => candidate.id === fourth.body.data.id)
    expect(reopened.events.map((candidate) => JSON.parse(candidate.data).description)).toEqual(['Четвёртое'])
    reopened.close()
    const refused = await openEventStream(`${server.url}${chatsOf(boris)}/events?lastEventId=nonsense`, bearer(boris.account.jwt))
    expect(refused.status).toBe(400)
  })

  it('gives a new stream the messages of the moments before it opened', async () => {
    const justBefore = await send(server.app, anna, chatId, 'Пока страница загружалась')
    const stream = await openEventStream(`${server.url}${chatsOf(boris)}/events`, bearer(boris.account.jwt))
    await stream.waitFor((candidate) => candidate.id === justBefore.body.data.id)
    stream.close()
  })

  it('mails a reader who has not read a message, and not one whose chat was open', async () => {
    // A chat of its own, so no stream of the earlier tests can be the one reading.
    const { anna, boris, chatId } = await setUpChat(server.app, database, 'mail')
    const open = await openEventStream(`${server.url}${chatsOf(anna)}/events`, bearer(anna.account.jwt))
    await send(server.app, anna, chatId, 'Борис, вы здесь?')
    const toPresent = await send(server.app, boris, chatId, 'Анна, я читаю')
    await open.waitFor((candidate) => candidate.id === toPresent.body.data.id)
    const mail = await waitForMail(server.dataDir, (message) => message.text?.includes('Борис, вы здесь?') === true)
    expect(recipientsOf(mail)).toEqual([boris.account.email])
    expect(mail.subject).toBe('Новое сообщение от Анна')
    expect(mail.text).toContain('https://chat.example/social/profiles/boris-mail')
    // Past the delay of the message Anna read while her chat was open.
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const mailed = await database.db
      .selectFrom('notification_messages')
      .select('payload')
      .where('template_slug', '=', 'chat-message')
      .execute()
    expect(mailed.some((row) => row.payload.includes('Анна, я читаю'))).toBe(false)
    open.close()
  })
})

describe.runIf(process.env.DATABASE_URL)('chats across two server processes on one PostgreSQL database', () => {
  let shared: SharedPostgresDatabase
  let first: DatabaseHandle
  let second: DatabaseHandle
  let firstServer: SocialTestApp
  let secondServer: SocialTestApp

  beforeAll(async () => {
    shared = await createSharedPostgresDatabase()
    first = await shared.open()
    second = await shared.open()
    await seedRoles(first.db)
    firstServer = await startSocialTestApp(first)
    secondServer = await startSocialTestApp(second)
  })

  afterAll(async () => {
    await firstServer?.app.close()
    await secondServer?.app.close()
    await first?.close()
    await second?.close()
    await shared?.drop()
  })

  it('delivers a message sent through one process to streams open on both', async () => {
    const { anna, boris, chatId } = await setUpChat(firstServer.app, first, 'two')
    const onSecond = await openEventStream(`${secondServer.url}${chatsOf(boris)}/events`, bearer(boris.account.jwt))
    const onFirst = await openEventStream(`${firstServer.url}${chatsOf(anna)}/events`, bearer(anna.account.jwt))
    const fromFirst = await send(firstServer.app, anna, chatId, 'Из первого процесса')
    await onSecond.waitFor((event) => event.id === fromFirst.body.data.id)
    await onFirst.waitFor((event) => event.id === fromFirst.body.data.id)
    const fromSecond = await send(secondServer.app, boris, chatId, 'Из второго процесса')
    await onFirst.waitFor((event) => event.id === fromSecond.body.data.id)
    await onSecond.waitFor((event) => event.id === fromSecond.body.data.id)
    onFirst.close()
    onSecond.close()
  })
})
