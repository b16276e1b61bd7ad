/**
 * Chats a user can start (issue #23): every subject has a profile of its own (made when the subject
 * is created, in process, and for older subjects by migration 0007), and
 * `POST /api/rbac/subjects/{id}/social-module/chats` opens the chat with another profile: made with
 * both links the first time, the same chat after, also when sent twice at once.
 */
import { type Kysely, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { createSubject } from '#runtime/modules/rbac/create-subject.ts'
import { up as giveSubjectsProfiles } from '../../../migrations/0008_social_profiles_for_subjects.ts'
import { type Account, bearer, call, expectError, register, seedRoles } from '../rbac/support/auth-fixtures.ts'
import { createTestDatabase } from '../../support/test-database.ts'
import { type SocialTestApp, startSocialTestApp } from './support/social-test-app.ts'

describe('starting a chat', () => {
  let database: DatabaseHandle
  let server: SocialTestApp
  let anna: Account
  let boris: Account

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: true })
    await seedRoles(database.db)
    server = await startSocialTestApp(database, 60_000)
    anna = await register(server.app)
    boris = await register(server.app)
  })

  afterAll(async () => {
    await server?.app.close()
    await database?.close()
  })

  const profilesOf = async (subjectId: string) =>
    (
      await database.db
        .selectFrom('rbac_subjects_to_social_module_profiles')
        .select('social_module_profile_id as id')
        .where('subject_id', '=', subjectId)
        .execute()
    ).map((row) => row.id)
  const open = (account: Account, data: unknown) =>
    call(server.app, 'POST', `/api/rbac/subjects/${account.subjectId}/social-module/chats`, {
      body: { data },
      headers: bearer(account.jwt),
    })

  it('gives every new subject one profile of its own, named by its slug, also when created in process', async () => {
    const [profileId] = await profilesOf(anna.subjectId)
    expect(await profilesOf(anna.subjectId)).toHaveLength(1)
    const subject = await database.db.selectFrom('rbac_subjects').select('slug').where('id', '=', anna.subjectId).executeTakeFirstOrThrow()
    const profile = await database.db
      .selectFrom('social_profiles')
      .select(['admin_title', 'title'])
      .where('id', '=', profileId!)
      .executeTakeFirstOrThrow()
    expect(profile.admin_title).toBe(subject.slug)
    // Its page shows the same name in every language, not "Untitled".
    expect(profile.title).toEqual({ en: subject.slug, ru: subject.slug })
    expect(profile.admin_title).not.toContain('@')

    const created = await createSubject(database.db, {
      provider: 'ethereum_virtual_machine',
      account: '0x00000000000000000000000000000000000000aa',
    })
    expect(await profilesOf(created!.subjectId)).toHaveLength(1)
  })

  it('opens the chat with another profile once: 201 with both links, then the same chat, also for two clicks at once', async () => {
    const [annaProfile] = await profilesOf(anna.subjectId)
    const [borisProfile] = await profilesOf(boris.subjectId)
    const first = await open(anna, { profileId: borisProfile })
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    expect(first.body.data).toMatchObject({ profileId: annaProfile, created: true })
    expect(first.body.data.chat.profiles.map((profile: { id: string }) => profile.id).sort()).toEqual([annaProfile, borisProfile].sort())

    const [again, twin] = await Promise.all([open(anna, { profileId: borisProfile }), open(anna, { profileId: borisProfile })])
    for (const reply of [again, twin]) {
      expect(reply.status).toBe(200)
      expect(reply.body.data.chat.id).toBe(first.body.data.chat.id)
    }
    // Boris writing back finds the same chat, and it is in both profiles' chat lists.
    const back = await open(boris, { profileId: annaProfile })
    expect(back.status).toBe(200)
    expect(back.body.data.chat.id).toBe(first.body.data.chat.id)
    const links = await sql<{
      n: number
    }>`select count(*)::int as n from social_profiles_to_chats where chat_id = ${first.body.data.chat.id}`.execute(database.db)
    expect(links.rows[0]?.n).toBe(2)
    const borisChats = await call(server.app, 'GET', `/api/rbac/subjects/${boris.subjectId}/social-module/profiles/${borisProfile}/chats`, {
      headers: bearer(boris.jwt),
    })
    expect(borisChats.body.data.map((chat: { id: string }) => chat.id)).toEqual([first.body.data.chat.id])
  })

  it('refuses a chat with oneself, an unknown profile, a malformed body, and another subject’s call', async () => {
    const [annaProfile] = await profilesOf(anna.subjectId)
    expectError(await open(anna, { profileId: annaProfile }), 400, 'BAD_REQUEST')
    expectError(await open(anna, { profileId: '00000000-0000-4000-8000-000000000000' }), 404, 'NOT_FOUND')
    const malformed = await open(anna, { profileId: 'nope' })
    expectError(malformed, 400, 'VALIDATION_FAILED')
    expect(malformed.body.error.issues).toEqual([{ path: 'data.profileId', message: 'profileId must be the id of a profile' }])
    const [borisProfile] = await profilesOf(boris.subjectId)
    const stranger = await call(server.app, 'POST', `/api/rbac/subjects/${anna.subjectId}/social-module/chats`, {
      body: { data: { profileId: borisProfile } },
      headers: bearer(boris.jwt),
    })
    expect(stranger.status).toBe(403)
  })

  it('gives subjects made before profiles (or outside createSubject) one by migration, and on first use', async () => {
    const older = await database.db.insertInto('rbac_subjects').defaultValues().returning('id').executeTakeFirstOrThrow()
    const other = await database.db.insertInto('rbac_subjects').defaultValues().returning('id').executeTakeFirstOrThrow()
    expect(await profilesOf(older.id)).toEqual([])
    await giveSubjectsProfiles(database.db as unknown as Kysely<unknown>)
    expect(await profilesOf(older.id)).toHaveLength(1)
    expect(await profilesOf(other.id)).toHaveLength(1)
    // Run again, nobody gets a second one.
    await giveSubjectsProfiles(database.db as unknown as Kysely<unknown>)
    expect(await profilesOf(older.id)).toHaveLength(1)
    expect(await profilesOf(anna.subjectId)).toHaveLength(1)
  })
})
