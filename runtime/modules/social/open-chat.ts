/**
 * "Write a message" (issue #23): the chat between the subject's profile and another profile,
 * found or made. Both profiles are locked in id order first, so a double click, or both people
 * clicking at once, ends in one chat with its two links; the chat found is the one that holds
 * exactly these two profiles.
 */
import { type Kysely, sql } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import { badRequest, notFound } from '#runtime/errors/http-error.ts'
import type { Localized } from '#runtime/values/localized.ts'
import { defaultLanguage } from '#generated/metadata/index.gen.ts'
import { asDynamicDb } from '#runtime/operations/dynamic-db.ts'
import { writeEntities, writeEntity } from '#runtime/operations/write-entity.ts'
import { ensureSubjectProfile } from './subject-profile.ts'

/** What opening a chat gives: the subject's profile that takes part, the chat, and whether it is new. */
export interface OpenedChat {
  readonly profileId: string
  readonly chatId: string
  readonly created: boolean
}

/** Opens (finds or makes) the chat of `subjectId` with the profile `otherProfileId`. */
export async function openChat(db: Kysely<Database>, subjectId: string, otherProfileId: string): Promise<OpenedChat> {
  return db.transaction().execute(async (trx) => {
    const profileId = await ensureSubjectProfile(trx, subjectId)
    if (profileId === otherProfileId)
      throw badRequest('You cannot start a chat with your own profile', [{ path: 'data.profileId', message: 'is your own profile' }])
    const profiles = await sql<{ id: string; slug: string; title: Localized; admin_title: string }>`
      select id, slug, title, admin_title from social_profiles where id in (${profileId}, ${otherProfileId}) order by id for update`.execute(
      trx,
    )
    const other = profiles.rows.find((row) => row.id === otherProfileId)
    if (other === undefined) throw notFound(`Profile ${otherProfileId} not found`)
    const found = await sql<{ id: string }>`
      select chat.id from social_chats chat
      join social_profiles_to_chats mine on mine.chat_id = chat.id and mine.profile_id = ${profileId}
      join social_profiles_to_chats theirs on theirs.chat_id = chat.id and theirs.profile_id = ${otherProfileId}
      where (select count(*) from social_profiles_to_chats link where link.chat_id = chat.id) = 2
      order by chat.created_at, chat.id
      limit 1`.execute(trx)
    const existing = found.rows[0]?.id
    if (existing !== undefined) return { profileId, chatId: existing, created: false }
    const name = (id: string) => {
      const row = profiles.rows.find((candidate) => candidate.id === id)!
      return row.title[defaultLanguage] || Object.values(row.title).find((text) => text !== '') || row.admin_title
    }
    // Through the write path (validation, hooks, audit entries), written for the subject who opened it.
    const writer = { subjectId }
    const chat = await writeEntity(
      asDynamicDb(trx),
      'social/chats',
      { operation: 'create', data: { adminTitle: `${name(profileId)} ↔ ${name(otherProfileId)}` } },
      writer,
    )
    await writeEntities(
      asDynamicDb(trx),
      'social/profiles-to-chats',
      {
        operation: 'create',
        data: [
          { profileId, chatId: chat.id, orderIndex: 0 },
          { profileId: otherProfileId, chatId: chat.id, orderIndex: 1 },
        ],
      },
      writer,
    )
    return { profileId, chatId: chat.id, created: true }
  })
}
