/** Two subjects with a profile each and a chat between them, written straight to the database. */
import type { Kysely } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'

/** A profile owned by a subject. */
export async function createOwnedProfile(db: Kysely<Database>, subjectId: string, slug: string, title: string): Promise<string> {
  const profile = await db.insertInto('social_profiles').values({ slug, admin_title: title, title: { ru: title, en: title } }).returning('id').executeTakeFirstOrThrow()
  await db.insertInto('rbac_subjects_to_social_module_profiles').values({ subject_id: subjectId, social_module_profile_id: profile.id }).execute()
  return profile.id
}

/** A chat whose participants are `profileIds`. */
export async function createChat(db: Kysely<Database>, slug: string, profileIds: readonly string[]): Promise<string> {
  const chat = await db.insertInto('social_chats').values({ slug, admin_title: slug, title: { ru: `Чат ${slug}`, en: `Chat ${slug}` } }).returning('id').executeTakeFirstOrThrow()
  await db
    .insertInto('social_profiles_to_chats')
    .values(profileIds.map((profileId, orderIndex) => ({ profile_id: profileId, chat_id: chat.id, order_index: orderIndex })))
    .execute()
  return chat.id
}
